/**
 * The production driver (@neondatabase/serverless, WebSocket Pool) against the local Postgres
 * through a ws-to-TCP proxy: migrations into a fresh database, then an application insert (in a
 * transaction, with its outbox rows) and a select. Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "./client.ts";
import { rowsOf } from "./rows.ts";
import { membershipApplications } from "#modules/membership-applications/server/tables.ts";
import { outbox } from "../outbox/tables.ts";
import { submitApplication } from "#modules/membership-applications/server/submission-commands.ts";
import { applicationPayloadSchema } from "#modules/membership-applications/schema/application.ts";
import { startNeonWsProxy, type NeonWsProxy } from "../../../tests/helpers/neon-ws-proxy.ts";
import { validApplication } from "../../../tests/helpers/application-fixture.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `neon_driver_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
let proxy: NeonWsProxy;
const saved = { ...process.env };

describe.skipIf(!adminUrl)("Neon serverless driver through a local WebSocket proxy", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    proxy = await startNeonWsProxy();
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    Object.assign(process.env, {
      DATABASE_URL: url.toString(),
      DATABASE_DRIVER: "neon",
      NEON_WS_PROXY: proxy.address,
      MAIL_OUTBOX_DIR: "/tmp/vnsi-neon-outbox",
    });
    await closeDatabase();
  }, 30_000);

  afterAll(async () => {
    await closeDatabase();
    await proxy?.close();
    for (const key of ["DATABASE_URL", "DATABASE_DRIVER", "NEON_WS_PROXY", "MAIL_OUTBOX_DIR"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it("migrates a fresh database, inserts and selects an application", async () => {
    const database = await getDatabase();
    expect(database.kind).toBe("neon");
    expect(proxy.connections).toBeGreaterThan(0);

    const payload = applicationPayloadSchema.parse(validApplication({ track_length: 3.4 }));
    const { id, deliveryIds } = await submitApplication(payload);
    expect(deliveryIds).toHaveLength(2);
    const [row] = await database.db.select().from(membershipApplications).where(eq(membershipApplications.id, id));
    expect(row).toMatchObject({ companyName: payload.company_name, trackLength: "3.4", status: "pending", infrastructureTypes: payload.infrastructure_types });
    const queued = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `membership_application:${id}`));
    expect(queued).toHaveLength(2);
    // The statements are named on Neon's connections too (ADR 301): prepared once, then reused.
    const prepared = await database.db.transaction(async (tx) => {
      await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.reference, `membership_application:${id}`));
      return rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'q\_%'`));
    });
    expect(Number(prepared[0]!.n)).toBeGreaterThan(0);
  }, 30_000);
});

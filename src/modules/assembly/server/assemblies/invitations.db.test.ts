/**
 * Right after "Einladungen versenden" the mails are still in the outbox (issue 22): the office's
 * detail says they are being delivered, offers no second sending while nothing is missing, and
 * refreshes until the send times arrive; an invitation the outbox gave up on is sent again.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import assembly from "../../../../../netlify/functions/assembly.mts";
import { createRoleUsers, roleCaller } from "../../../../../tests/helpers/role-users.ts";
import { createMember, liftAdmissionFreezes } from "../testing/assembly-fixture.ts";
import { createAssembly } from "./assembly-commands.ts";
import { sendInvitations } from "./invitation-commands.ts";
import { assemblyFieldsSchema } from "../../schema/assembly.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import type { AssemblyDetail } from "../../schema/views.ts";
import { invitations } from "../tables.ts";

const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
let db: Db;
let assemblyId: string;
let invited: number;

const convocation = async () => ((await call(assembly, "GET", `/api/assembly/assemblies/${assemblyId}`, { as: "admin" })).body as AssemblyDetail).convocation;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-asm-invitations-"));
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  for (const i of [1, 2, 3]) await createMember(db, `Einladung ${i} ${Date.now()} GmbH`);
  await db
    .update(organizations)
    .set({ email: sql`'info-' || left(${organizations.id}::text, 8) || '@example.org'` })
    .where(isNull(organizations.email));
  const created = await createAssembly(
    db,
    assemblyFieldsSchema.parse({
      title: "Versammlung mit Zustellung",
      kind: "ordinary",
      assemblyDate: addDays(berlinDate(new Date()), 40),
      startTime: "10:00",
    }),
    { id: userIds.get("admin")! },
  );
  assemblyId = created.id;
  // Sent as the endpoint does, but the outbox has not delivered yet (the endpoint delivers after answering).
  invited = (await sendInvitations(db, assemblyId, created.version, { id: userIds.get("admin")! }, "https://verband.example")).invited;
}, 120_000);
afterAll(async () => {
  await liftAdmissionFreezes(db);
  await closeDatabase();
});

describe("invitations on their way", () => {
  it("are shown as being delivered, not as 0 sent, and nothing is offered to send again", async () => {
    const state = await convocation();
    expect(invited).toBeGreaterThanOrEqual(3);
    expect(state).toMatchObject({ invited, sent: 0, queued: invited, undeliverable: 0, uninvited: 0, ok: false });
    expect(state.progress).toBe(`0 von ${invited} nachweislich versandt · ${invited} in Zustellung`);
    expect(state.message).toMatch(/^Die Einladungen werden zugestellt: 0 von \d+ nachweislich versandt · \d+ in Zustellung\. Die Sendezeiten erscheinen hier/);
  });

  it("sends again only what the outbox gave up on", async () => {
    const [lost] = await db
      .select({ outboxId: invitations.outboxId, organizationId: invitations.organizationId })
      .from(invitations)
      .where(eq(invitations.assemblyId, assemblyId))
      .limit(1);
    // The platform's outbox has no drizzle table.
    await db.execute(sql`UPDATE outbox SET status = 'dead', last_error = 'Postfach existiert nicht' WHERE id = ${lost!.outboxId}`);
    expect(await convocation()).toMatchObject({ queued: invited - 1, undeliverable: 1 });
    const version = ((await call(assembly, "GET", `/api/assembly/assemblies/${assemblyId}`, { as: "admin" })).body as AssemblyDetail).assembly.version;
    const again = await call(assembly, "POST", `/api/assembly/assemblies/${assemblyId}/invitations`, { as: "admin", body: { version } });
    expect(again).toMatchObject({ status: 200, body: { invited: 1 } });
    const [resent] = await db
      .select({ outboxId: invitations.outboxId })
      .from(invitations)
      .where(and(eq(invitations.assemblyId, assemblyId), eq(invitations.organizationId, lost!.organizationId)));
    expect(resent!.outboxId).not.toBe(lost!.outboxId);
  });

  it("shows the evidence once the outbox has delivered", async () => {
    const ids = (await db.select({ outboxId: invitations.outboxId }).from(invitations).where(eq(invitations.assemblyId, assemblyId))).map((r) => r.outboxId!);
    await dispatchOutbox({ ids, limit: ids.length });
    const state = await convocation();
    expect(state).toMatchObject({ invited, sent: invited, queued: 0, undeliverable: 0, ok: true, progress: `${invited} von ${invited} nachweislich versandt` });
  });
});

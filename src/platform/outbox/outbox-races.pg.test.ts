/**
 * Several outbox dispatchers at once deliver every row exactly once (real Postgres in the
 * "postgres" project; PGlite would serialise the claims). The other faults: outbox-faults.db.test.ts.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { outbox } from "./tables.ts";
import { startRecorder, type HttpRecorder } from "../../../tests/helpers/http-recorder.ts";
import { dispatchOutbox } from "./dispatch.ts";
import { enqueue } from "./enqueue.ts";

let receiver: HttpRecorder;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-outbox-"));
  await getDb();
}, 120_000);
afterEach(async () => {
  await receiver?.close().catch(() => undefined);
});

describe("several dispatchers at once", () => {
  it("deliver every row exactly once", async () => {
    receiver = await startRecorder();
    const db = await getDb();
    const ids = await enqueue(
      db,
      Array.from({ length: 20 }, (_, i) => ({ kind: "webhook" as const, target: `${receiver.url}/hook`, payload: { n: i }, reference: "test:parallel" })),
    );
    const summaries = await Promise.all(Array.from({ length: 5 }, () => dispatchOutbox({ ids, limit: 10 })));
    expect(summaries.reduce((sum, s) => sum + s.claimed, 0)).toBe(20);
    const deliveryIds = receiver.requests.map((r) => r.headers["x-vnsi-delivery-id"]);
    expect(deliveryIds).toHaveLength(20);
    expect(new Set(deliveryIds).size).toBe(20);
    const rows = await db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});

/**
 * One PDF of record when several callers need an invoice's PDF at once (mail, downloads): real
 * Postgres in the "postgres" project, where the callers really overlap. The rest of the filing:
 * invoice-documents.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { ensureInvoicePdf, invoicePdf } from "./invoice-documents.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

let db: Db;
const actor = `user_invoice_docs_${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "invoice-docs@example.org" }, db);
  await completeSettings(db);
}, 120_000);
afterAll(() => closeDatabase());

describe("invoice documents", () => {
  it("files one PDF of record when several callers need it at once (mail, downloads)", async () => {
    await scheduleFor(db, actor, 2049);
    await createTestMember(db, `Gleichzeitigbahn ${Date.now()}`);
    const { created } = await runFeeRun(db, actor, 2049, "2049-01-05");
    const id = created[0]!.id;
    const results = await Promise.all([ensureInvoicePdf(db, id), ensureInvoicePdf(db, id), ensureInvoicePdf(db, id)]);
    expect(results.filter((result) => result.filedNow)).toHaveLength(1);
    expect(new Set(results.map((result) => result.documentId)).size).toBe(1);
    const [first, second] = await Promise.all([invoicePdf(db, id), invoicePdf(db, id)]);
    expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
    expect(first.fileName).toBe(`Rechnung ${created[0]!.number}.pdf`);
  });
});

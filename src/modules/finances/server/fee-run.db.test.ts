/**
 * The annual fee run against the database: idempotent when run twice, gapless numbers, frozen
 * invoices, mails queued. Three runs at once: fee-run-races.pg.test.ts (real Postgres). Each test
 * uses its own fiscal and issue year, so the tests of this file do not see each other's invoices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { sequenceProblems } from "../domain/invoice-number.ts";
import { previewFeeRun } from "./fee-run-queries.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { financeInvoices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

let db: Db;
const actor = `user_fee_run_${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "fee-run@example.org" }, db);
  await completeSettings(db);
  for (let index = 0; index < 12; index++)
    await createTestMember(db, `Beitragsbahn ${Date.now()} ${index}`, { trackLengthKm: index % 2 === 0 ? "5.0" : "40.0" });
  await createTestMember(db, `Ehrenbahn ${Date.now()}`, { membershipClass: "honorary" });
  await createTestMember(db, `Förderbahn ${Date.now()}`, { membershipClass: "supporting" });
}, 120_000);
afterAll(() => closeDatabase());

async function numbersOf(year: number) {
  const rows = rowsOf<{ number_sequence: number }>(await db.execute(sql`SELECT number_sequence FROM finance_invoices WHERE number_year = ${year}`));
  return rows.map((row) => Number(row.number_sequence));
}

describe("fee run", () => {
  it("refuses to run without a fee schedule for the year", async () => {
    await expect(runFeeRun(db, actor, 2039, "2039-01-10")).rejects.toMatchObject({ status: 409, code: "no_fee_schedule" });
  });

  it("issues one invoice per paying member, frozen and numbered without gaps; a second run issues none", async () => {
    await scheduleFor(db, actor, 2041);
    const preview = await previewFeeRun(db, 2041);
    expect(preview.blockers).toEqual([]);
    const toIssue = preview.decisions.filter((decision) => decision.action === "issue");
    expect(toIssue.length).toBeGreaterThanOrEqual(13);
    expect(preview.decisions.some((decision) => decision.action === "skip" && decision.reason === "Ehrenmitglied – beitragsfrei")).toBe(true);

    const first = await runFeeRun(db, actor, 2041, "2041-01-10");
    expect(first.created).toHaveLength(toIssue.length);
    expect(first.deliveryIds.length).toBeGreaterThanOrEqual(13);
    expect(sequenceProblems(await numbersOf(2041))).toEqual({ missing: [], duplicated: [] });
    expect(first.created.map((invoice) => invoice.number)[0]).toBe("2041-0001");

    const second = await runFeeRun(db, actor, 2041, "2041-01-11");
    expect(second.created).toEqual([]);
    expect(await numbersOf(2041)).toHaveLength(toIssue.length);

    const [stored] = await db.select().from(financeInvoices).where(eq(financeInvoices.number, "2041-0001"));
    expect(stored!.document).toMatchObject({ kind: "invoice", number: "2041-0001", issueDate: "2041-01-10", fiscalYear: 2041 });
    expect(stored!.status).toBe("open");
    expect(stored!.openCents).toBe(stored!.grossCents);
    await expect(db.update(financeInvoices).set({ grossCents: 1, netCents: 1 }).where(eq(financeInvoices.id, stored!.id))).rejects.toThrow();
  });
});

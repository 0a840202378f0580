/**
 * The annual fee run started three times at once: idempotent and gapless (real Postgres in the
 * "postgres" project, a real race; PGlite would serialise the runs). The rest: fee-run.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { sequenceProblems } from "../domain/invoice-number.ts";
import { previewFeeRun } from "./fee-run-queries.ts";
import { runFeeRun } from "./fee-run-commands.ts";
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

async function liveFeeInvoicesPerMember(fiscalYear: number) {
  return rowsOf<{ membership_id: string; n: number }>(
    await db.execute(
      sql`SELECT membership_id, count(*)::int AS n FROM finance_invoices WHERE fiscal_year = ${fiscalYear} AND kind = 'invoice' AND cancelled_cents = 0 GROUP BY membership_id HAVING count(*) > 1`,
    ),
  );
}

describe("fee run", () => {
  it("stays idempotent and gapless when three runs start at once", async () => {
    await scheduleFor(db, actor, 2042);
    const expected = (await previewFeeRun(db, 2042)).decisions.filter((decision) => decision.action === "issue").length;
    const results = await Promise.all([
      runFeeRun(db, actor, 2042, "2042-01-10"),
      runFeeRun(db, actor, 2042, "2042-01-10"),
      runFeeRun(db, actor, 2042, "2042-01-10"),
    ]);
    expect(results.reduce((total, result) => total + result.created.length, 0)).toBe(expected);
    expect(results.filter((result) => result.created.length > 0)).toHaveLength(1);
    expect(await liveFeeInvoicesPerMember(2042)).toEqual([]);
    expect(sequenceProblems(await numbersOf(2042))).toEqual({ missing: [], duplicated: [] });
    expect(await numbersOf(2042)).toHaveLength(expected);
  });
});

/**
 * Migration 0310 backfills the stored collection date of invoices made before it existed: the
 * latest collection's date, else the date the invoice announced, never before the invoice or due
 * date; invoices paid by transfer keep none. The test clears the column of freshly made invoices
 * (as they were before 0310) and runs the migration's UPDATE again.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { createCollectionRun } from "./collection-run-commands.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { createMandate } from "./mandate-commands.ts";
import { financeInvoices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

const YEAR = 2061;
const actor = `user_backfill_${Date.now()}`;
let db: Db;
const backfill = /UPDATE finance_invoices i[\s\S]*?;\n/.exec(
  readFileSync(new URL("../../../../db/migrations/0310_finances_collection_date.sql", import.meta.url), "utf8"),
)![0];
const ids = { announced: "", collected: "", transfer: "" };

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "backfill@example.org" }, db);
  await completeSettings(db);
  const announced = await createTestMember(db, `Vorabbahn ${Date.now()}`, { trackLengthKm: "3.0" });
  const collected = await createTestMember(db, `Einzugsbahn ${Date.now()}`, { trackLengthKm: "3.0" });
  const transfer = await createTestMember(db, `Überweisungsbahn ${Date.now()}`, { trackLengthKm: "3.0" });
  for (const [index, member] of [announced, collected].entries()) {
    await createMandate(db, actor, {
      membershipId: member.membership.id,
      reference: `VNSI-BACKFILL-${index}-${Date.now() % 10000}`,
      scheme: "B2B",
      recurrent: true,
      signedOn: `${YEAR - 1}-12-01`,
      debtorName: member.organization.name,
      iban: "DE89370400440532013000",
      bic: null,
    });
  }
  await scheduleFor(db, actor, YEAR);
  const run = await runFeeRun(db, actor, YEAR, `${YEAR}-01-05`, {}, `${YEAR}-01-05`);
  const idOf = (member: typeof announced) => run.created.find((entry) => entry.memberName === member.organization.name)!.id;
  ids.announced = idOf(announced);
  ids.collected = idOf(collected);
  ids.transfer = idOf(transfer);
  // The collected one: its collection run could not keep the announced date (run made too late).
  await db.execute(sql`UPDATE finance_mandates SET status = 'revoked' WHERE membership_id = ${announced.membership.id}`);
  await createCollectionRun(db, actor, null, new Date(`${YEAR}-02-01T09:00:00Z`));
}, 120_000);
afterAll(() => closeDatabase());

describe("migration 0310: the stored collection date of existing invoices", () => {
  it("backfills the announced date, the collection's date, and nothing for a transfer", async () => {
    const before = await db
      .select({ id: financeInvoices.id, collectionDate: financeInvoices.collectionDate, document: financeInvoices.document })
      .from(financeInvoices)
      .where(inArray(financeInvoices.id, Object.values(ids)));
    const announcedDate = before.find((row) => row.id === ids.announced)!.document.payment!.dueDate;
    const collectedDate = before.find((row) => row.id === ids.collected)!.collectionDate;
    expect(collectedDate! > announcedDate).toBe(true);
    await db.execute(sql`UPDATE finance_invoices SET collection_date = NULL WHERE fiscal_year = ${YEAR}`);
    await db.execute(sql.raw(backfill));
    const after = new Map(
      (
        await db
          .select({ id: financeInvoices.id, collectionDate: financeInvoices.collectionDate })
          .from(financeInvoices)
          .where(eq(financeInvoices.fiscalYear, YEAR))
      ).map((row) => [row.id, row.collectionDate]),
    );
    expect(after.get(ids.announced)).toBe(announcedDate);
    expect(after.get(ids.collected)).toBe(collectedDate);
    expect(after.get(ids.transfer)).toBeNull();
  });
});

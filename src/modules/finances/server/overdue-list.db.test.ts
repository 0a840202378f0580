/**
 * The overdue list shows what the treasurer decides on: the dunning stop of an invoice (set and
 * released with a version check, skipped by the dunning run) and the statutes' "Ausschluss
 * möglich" (§ 3 (9): two notices and more than six months past the due date), computed in SQL the
 * way overdueStatus() computes it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { defaultDunningPolicy, overdueStatus } from "../domain/dunning.ts";
import { runDunning, setDunningHold } from "./dunning-commands.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { createCollectionRun } from "./collection-run-commands.ts";
import { createMandate } from "./mandate-commands.ts";
import { listInvoices } from "./invoice-queries.ts";
import { financeDunningNotices, financeInvoices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

const YEAR = 2057;
let db: Db;
const actor = `user_overdue_${Date.now()}`;
const prefix = `Verzugsbahn ${Date.now()}`;
const ids: Record<"late" | "held" | "debited", string> = { late: "", held: "", debited: "" };

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "overdue@example.org" }, db);
  await completeSettings(db);
  const late = await createTestMember(db, `${prefix} Spät`, { trackLengthKm: "3.0" });
  const held = await createTestMember(db, `${prefix} Gestundet`, { trackLengthKm: "3.0" });
  const debited = await createTestMember(db, `${prefix} Lastschrift`, { trackLengthKm: "3.0" });
  await scheduleFor(db, actor, YEAR);
  const run = await runFeeRun(db, actor, YEAR, `${YEAR}-01-05`);
  ids.late = run.created.find((entry) => entry.memberName === late.organization.name)!.id;
  ids.held = run.created.find((entry) => entry.memberName === held.organization.name)!.id;
  ids.debited = run.created.find((entry) => entry.memberName === debited.organization.name)!.id;
  // The third member signs a mandate after the invoice; a collection run on 10 March debits it.
  await createMandate(db, actor, {
    membershipId: debited.membership.id,
    reference: `VNSI-OVERDUE-${Date.now() % 100000}`,
    scheme: "B2B",
    recurrent: true,
    signedOn: `${YEAR}-03-01`,
    debtorName: debited.organization.name,
    iban: "DE89370400440532013000",
    bic: null,
  });
  await createCollectionRun(db, actor, null, new Date(`${YEAR}-03-10T09:00:00Z`));
}, 120_000);
afterAll(() => closeDatabase());

const overdueRows = async (today: string) =>
  (await listInvoices(db, { page: 1, pageSize: 100, dir: "asc", sort: "due_date", overdue: "1", fiscalYear: YEAR, q: prefix }, today)).items;
const rowOf = async (id: string, today: string) => (await overdueRows(today)).find((row) => row.id === id)!;
const noticesOf = (id: string) => db.select().from(financeDunningNotices).where(eq(financeDunningNotices.invoiceId, id));

describe("the overdue list: dunning stop and exclusion", () => {
  it("a dunning stop shows in the list, keeps the run away and is released again; a stale version gets a 409", async () => {
    const [invoice] = await db.select({ version: financeInvoices.version }).from(financeInvoices).where(eq(financeInvoices.id, ids.held));
    const set = await setDunningHold(db, actor, ids.held, { hold: true, version: invoice!.version });
    expect(set).toEqual({ hold: true, version: invoice!.version + 1 });
    await expect(setDunningHold(db, actor, ids.held, { hold: false, version: invoice!.version })).rejects.toMatchObject({ status: 409 });
    expect(await rowOf(ids.held, `${YEAR}-03-31`)).toMatchObject({ dunningHold: true, dunningLevel: 0 });

    const first = await runDunning(db, actor, `${YEAR}-03-31`);
    expect(first.sent.map((entry) => entry.invoiceId)).toContain(ids.late);
    expect(first.sent.map((entry) => entry.invoiceId)).not.toContain(ids.held);
    expect(await noticesOf(ids.held)).toHaveLength(0);

    await setDunningHold(db, actor, ids.held, { hold: false, version: set.version });
    expect(await rowOf(ids.held, `${YEAR}-03-31`)).toMatchObject({ dunningHold: false });
  });

  it("says 'Ausschluss möglich' only after two notices and more than six months past the due date", async () => {
    await runDunning(db, actor, `${YEAR}-04-30`);
    const notices = await noticesOf(ids.late);
    expect(notices.map((notice) => notice.level).sort()).toEqual([1, 2]);
    const [invoice] = await db
      .select()
      .from(financeInvoices)
      .where(and(eq(financeInvoices.id, ids.late)));
    const due = invoice!.dueDate!;
    const [year, month, day] = due.split("-").map(Number) as [number, number, number];
    const sixMonths = new Date(Date.UTC(year, month - 1 + 6, day)).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.UTC(year, month - 1 + 6, day + 1)).toISOString().slice(0, 10);

    for (const today of [`${YEAR}-05-01`, sixMonths, dayAfter]) {
      const row = await rowOf(ids.late, today);
      const expected = overdueStatus(
        {
          dueDate: due,
          openCents: row.openCents - Number(invoice!.feesCents),
          notices: notices.map((notice) => ({ level: notice.level, sentOn: notice.sentOn, deadline: notice.deadline, feeCents: Number(notice.feeCents) })),
          onHold: false,
        },
        today,
        defaultDunningPolicy,
      );
      expect({ today, exclusionPossible: row.exclusionPossible }).toEqual({ today, exclusionPossible: expected!.exclusionPossible });
    }
    expect((await rowOf(ids.late, sixMonths)).exclusionPossible).toBe(false);
    expect((await rowOf(ids.late, dayAfter)).exclusionPossible).toBe(true);
    // One notice only: never, however late.
    expect((await rowOf(ids.held, dayAfter)).exclusionPossible).toBe(false);
  });
  it("an invoice in a submitted direct debit is not overdue, not dunned, and the run says why nothing is due (issue 22)", async () => {
    const day = `${YEAR}-05-02`;
    const listed = await listInvoices(db, { page: 1, pageSize: 100, dir: "asc", sort: "due_date", fiscalYear: YEAR, q: prefix }, day);
    expect(listed.items.find((row) => row.id === ids.debited)).toMatchObject({ collectionStatus: "submitted", overdue: false, status: "open" });
    expect(listed.items.find((row) => row.id === ids.late)).toMatchObject({ collectionStatus: null, overdue: true });
    expect((await overdueRows(day)).map((row) => row.id)).not.toContain(ids.debited);
    const first = await runDunning(db, actor, day);
    expect(first.sent.map((entry) => entry.invoiceId)).not.toContain(ids.debited);
    expect(await noticesOf(ids.debited)).toHaveLength(0);
    // Run again the same day: nothing is due, and the answer says why instead of "nothing due".
    const again = await runDunning(db, actor, day);
    expect(again.sent).toEqual([]);
    expect(again.message).toMatch(/^Keine Mahnung fällig: 1 Rechnung ist im Lastschrifteinzug, /);
  });
});

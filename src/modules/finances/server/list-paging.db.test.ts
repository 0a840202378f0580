/**
 * Mandates, collection runs, bank statements and statement lines page by keyset: pages of 10
 * walked forward by nextCursor and back by prevCursor give every row once, in the list's order,
 * with the total; a cursor of another list is refused. Rows with the same sort key (one import
 * second, one booking day, no booking day) are ordered by id, so no row is skipped or repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { listCollectionRuns } from "./collection-run-queries.ts";
import { listMandates } from "./mandate-queries.ts";
import { listStatementLines, listStatements } from "./statement-queries.ts";
import { financeBankStatements, financeCollectionRuns, financeMandates, financeStatementLines } from "./tables.ts";
import { createTestMember } from "./testing-fixtures.ts";

let db: Db;
const stamp = Date.now().toString(36);
const prefix = `Seitenbahn ${stamp}`;
const ROWS = 23;
let statementId = "";

beforeAll(async () => {
  db = await getDb();
  for (let index = 0; index < ROWS; index++) {
    const { membership } = await createTestMember(db, `${prefix} ${String(index % 7).padStart(2, "0")}`);
    await db.insert(financeMandates).values({
      membershipId: membership.id,
      reference: `PAGE-${stamp}-${index}`,
      scheme: "B2B",
      signedOn: "2025-01-01",
      debtorName: "Seitenbahn",
      iban: "DE89370400440532013000",
    });
  }
  // Runs and statements created in the same second share their sort key: the id decides.
  await db.insert(financeCollectionRuns).values(
    Array.from({ length: ROWS }, (_, index) => ({
      messageId: `P-${stamp}-${index}`,
      scheme: "B2B" as const,
      collectionDate: "2025-02-01",
      transactions: 1,
      controlSumCents: 100,
      xml: "<x/>",
      createdAt: new Date(Date.UTC(2025, 0, 1 + (index % 5))),
    })),
  );
  const statements = await db
    .insert(financeBankStatements)
    .values(
      Array.from({ length: ROWS }, (_, index) => ({
        accountIban: `DE${stamp}`,
        statementId: `S-${index}`,
        messageId: `M-${index}`,
        format: "camt.053.001.08",
        importedAt: new Date(Date.UTC(2025, 0, 1 + (index % 4))),
      })),
    )
    .returning({ id: financeBankStatements.id });
  statementId = statements[0]!.id;
  await db.insert(financeStatementLines).values(
    Array.from({ length: ROWS }, (_, index) => ({
      statementId,
      accountIban: `DE${stamp}`,
      lineKey: `L-${index}`,
      bookingDate: index % 6 === 0 ? null : `2025-03-0${1 + (index % 3)}`,
      amountCents: 100 + index,
      direction: "credit" as const,
      kind: "incoming_transfer" as const,
      remittance: `Seite ${stamp} ${index}`,
      outcome: "review" as const,
    })),
  );
}, 120_000);
afterAll(() => closeDatabase());

type Paged = Page<{ id: string }>;

/** Every page forward, then every page back from the last; both must give the same rows. */
async function walk(load: (page: number, cursor?: string) => Promise<Paged>) {
  const forward: Paged[] = [await load(1)];
  while (forward.at(-1)!.items.length === 10) forward.push(await load(forward.length + 1, forward.at(-1)!.nextCursor!));
  const backward: Paged[] = [forward.at(-1)!];
  while (backward.at(-1)!.page > 1) backward.push(await load(backward.at(-1)!.page - 1, backward.at(-1)!.prevCursor!));
  const ids = forward.flatMap((page) => page.items.map((item) => item.id));
  const idsBack = backward.reverse().flatMap((page) => page.items.map((item) => item.id));
  return { pages: forward, ids, idsBack, total: forward[0]!.total };
}

async function orderedIds(query: ReturnType<typeof sql>) {
  return rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id);
}

describe("keyset pages of the finance lists", () => {
  it("mandates: by member name, filtered, 23 rows in pages of 10", async () => {
    const result = await walk((page, cursor) => listMandates(db, { page, pageSize: 10, q: prefix, ...(cursor ? { cursor } : {}) }) as Promise<Paged>);
    expect(result.total).toBe(ROWS);
    expect(result.pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(new Set(result.ids).size).toBe(ROWS);
    expect(result.idsBack).toEqual(result.ids);
    expect(result.ids).toEqual(
      await orderedIds(
        sql`SELECT m.id FROM finance_mandates m JOIN memberships ms ON ms.id = m.membership_id JOIN organizations o ON o.id = ms.organization_id WHERE o.name ILIKE ${`${prefix}%`} ORDER BY lower(o.name), m.id`,
      ),
    );
    const names = (await listMandates(db, { page: 1, pageSize: 10, q: prefix })).items.map((item) => item.memberName);
    expect(names).toEqual([...names].sort());
  });

  it("collection runs: newest first, equal times ordered by id", async () => {
    const result = await walk((page, cursor) => listCollectionRuns(db, { page, pageSize: 10, ...(cursor ? { cursor } : {}) }));
    expect(result.ids).toEqual(await orderedIds(sql`SELECT id FROM finance_collection_runs ORDER BY created_at DESC, id DESC`));
    expect(result.total).toBe(result.ids.length);
    expect(result.idsBack).toEqual(result.ids);
    expect(result.total).toBeGreaterThanOrEqual(ROWS);
  });

  it("bank statements: newest import first", async () => {
    const result = await walk((page, cursor) => listStatements(db, { page, pageSize: 10, ...(cursor ? { cursor } : {}) }));
    expect(result.ids).toEqual(await orderedIds(sql`SELECT id FROM finance_bank_statements ORDER BY imported_at DESC, id DESC`));
    expect(result.idsBack).toEqual(result.ids);
    expect(result.total).toBeGreaterThanOrEqual(ROWS);
  });

  it("statement lines in review: latest booking first, lines without a booking day last", async () => {
    const result = await walk((page, cursor) => listStatementLines(db, { page, pageSize: 10, outcome: "review", ...(cursor ? { cursor } : {}) }));
    expect(result.ids).toEqual(
      await orderedIds(sql`SELECT id FROM finance_statement_lines WHERE outcome = 'review' ORDER BY booking_date DESC NULLS LAST, id DESC`),
    );
    expect(result.idsBack).toEqual(result.ids);
    expect(result.total).toBe(result.ids.length);
    expect(result.total).toBeGreaterThanOrEqual(ROWS);
  });

  it("refuses a cursor made for another list with a German 400", async () => {
    const runs = await listCollectionRuns(db, { page: 1, pageSize: 10 });
    await expect(listMandates(db, { page: 2, pageSize: 10, q: undefined, cursor: runs.nextCursor! })).rejects.toMatchObject({
      status: 400,
      details: [expect.stringContaining("Seitenmarke ist ungültig")],
    });
  });
});

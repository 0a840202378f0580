/**
 * The mandate list and the invoice search at scale (issue 27): the first page of mandates by
 * member name and its total read the page's members, not every mandate's member; an invoice
 * search by member name finds the few members by name instead of joining every invoice to its
 * member. Counted as rows read from the organisations (tests/helpers/rows-read.ts), with the
 * answers checked against plain queries.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { rowsRead } from "../../../../tests/helpers/rows-read.ts";
import { invoiceListQuerySchema, mandateListQuerySchema } from "../schema.ts";
import { listInvoices } from "./invoice-queries.ts";
import { listMandates } from "./mandate-queries.ts";
import { financeInvoices, financeMandates } from "./tables.ts";
import { createTestMember } from "./testing-fixtures.ts";

let db: Db;
const stamp = Date.now().toString(36);
const MEMBERS = 60;

beforeAll(async () => {
  db = await getDb();
  for (let index = 0; index < MEMBERS; index++) {
    const { membership } = await createTestMember(db, `Skalenbahn ${stamp} ${String(index).padStart(3, "0")}`);
    await db.insert(financeMandates).values({
      membershipId: membership.id,
      reference: `SCALE-${stamp}-${index}`,
      scheme: "B2B",
      signedOn: "2025-01-01",
      debtorName: "Skalenbahn",
      iban: "DE89370400440532013000",
    });
    await db.insert(financeInvoices).values({
      number: `${stamp}-${index}`,
      numberYear: 2025,
      numberSequence: index + 1,
      kind: "invoice",
      membershipId: membership.id,
      fiscalYear: 2025,
      membershipClass: "ordinary",
      issueDate: "2025-01-15",
      dueDate: "2025-02-14",
      netCents: 1000,
      taxCents: 0,
      grossCents: 1000,
      document: { kind: "invoice" } as unknown as (typeof financeInvoices.$inferInsert)["document"],
    });
  }
  for (const table of ["organizations", "memberships", "finance_invoices", "finance_mandates"]) await db.execute(sql.raw(`ANALYZE ${table}`));
}, 240_000);
afterAll(() => closeDatabase());

describe("finance lists at scale", () => {
  it("mandates: the first page by member name and its total read about a page of members", async () => {
    const { result, rows } = await rowsRead(db, "organizations", (tx) => listMandates(tx, mandateListQuerySchema.parse({ pageSize: 10 })), { atScale: true });
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM finance_mandates`)) as [{ n: number }];
    expect(result.total).toBe(n);
    expect(result.items).toHaveLength(10);
    const names = result.items.map((m) => m.memberName.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Joining every mandate to its member for the order and the total reads them all.
    expect(rows).toBeLessThan(MEMBERS);
  });

  it("invoices: a search by member name finds those members first instead of joining every invoice", async () => {
    const { result, rows } = await rowsRead(
      db,
      "memberships",
      (tx) => listInvoices(tx, invoiceListQuerySchema.parse({ pageSize: 25, q: `Skalenbahn ${stamp} 01` })),
      { atScale: true },
    );
    expect(result.total).toBe(10);
    expect(result.items.map((i) => i.number).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${stamp}-${10 + i}`).sort());
    // The ten members found by name (for the page and its total) and the page's rows; joining
    // every invoice to its member before filtering reads all of them, twice.
    expect(rows).toBeLessThan(MEMBERS);
  });
});

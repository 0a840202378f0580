/**
 * What the finances need from people today (issue 25): for the treasurer and the office the
 * invoices past their due date and the direct-debit runs whose collections have not settled yet;
 * for a member company's representatives their own open invoices (scoped in SQL to their company,
 * like the member invoice list).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { IsoDate } from "#shared/dates.ts";

export interface OverdueInvoice {
  id: string;
  number: string;
  memberName: string;
  dueDate: IsoDate;
  openCents: number;
}

export interface PendingCollectionRun {
  id: string;
  /** CORE (consumers) or B2B (companies): one run per scheme and date. */
  scheme: "CORE" | "B2B";
  collectionDate: IsoDate;
  pending: number;
  pendingCents: number;
}

export interface FinanceAttention {
  overdue: { total: number; openCents: number; items: OverdueInvoice[] };
  collections: PendingCollectionRun[];
}

/**
 * Overdue: open invoices due before today that are not with the bank in a submitted direct debit
 * (the overdue list's rule), oldest first; runs with submitted collections.
 */
export async function financeAttention(db: Pick<Db, "execute">, today: IsoDate, limit = 5): Promise<FinanceAttention> {
  // Three independent reads, side by side (the dashboard's fan-out, issue 27).
  const [summed, overdue, runs] = await Promise.all([
    db.execute(
      sql`SELECT count(*)::int AS total, sum(open_cents) AS cents FROM finance_invoices i WHERE i.status = 'open' AND i.due_date < ${today}::date AND NOT EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = i.id AND c.status = 'submitted')`,
    ),
    db.execute(sql`
      SELECT i.id::text, i.number, o.name AS "memberName", i.due_date::text AS "dueDate", i.open_cents::int AS "openCents"
      FROM finance_invoices i JOIN memberships m ON m.id = i.membership_id JOIN organizations o ON o.id = m.organization_id
      WHERE i.status = 'open' AND i.due_date < ${today}::date AND NOT EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = i.id AND c.status = 'submitted')
      ORDER BY i.due_date, i.number LIMIT ${limit}`),
    db.execute(sql`
      SELECT r.id::text, r.scheme, r.collection_date::text AS "collectionDate", count(*)::int AS pending, sum(c.amount_cents)::int AS "pendingCents"
      FROM finance_collections c JOIN finance_collection_runs r ON r.id = c.run_id
      WHERE c.status = 'submitted'
      GROUP BY r.id, r.scheme, r.collection_date ORDER BY r.collection_date, r.id LIMIT ${limit}`),
  ]);
  const [sum] = rowsOf<{ total: number; cents: string | number | null }>(summed);
  const items = rowsOf<OverdueInvoice>(overdue);
  const collections = rowsOf<PendingCollectionRun>(runs);
  return { overdue: { total: sum?.total ?? 0, openCents: Number(sum?.cents ?? 0), items }, collections };
}

export interface OwnOpenInvoice {
  id: string;
  number: string;
  dueDate: IsoDate | null;
  openCents: number;
  overdue: boolean;
}

/** The caller's company's open invoices, earliest due first. */
export async function ownOpenInvoices(db: Pick<Db, "execute">, userId: string, today: IsoDate, limit = 5): Promise<OwnOpenInvoice[]> {
  return rowsOf<OwnOpenInvoice>(
    await db.execute(sql`
      SELECT i.id::text, i.number, i.due_date::text AS "dueDate", i.open_cents::int AS "openCents", coalesce(i.due_date < ${today}::date, false) AND NOT EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = i.id AND c.status = 'submitted') AS overdue
      FROM finance_invoices i
      WHERE i.status = 'open' AND i.membership_id IN (
        SELECT m.id FROM memberships m WHERE m.organization_id = (SELECT p.organization_id FROM profiles p WHERE p.id = ${userId}))
      ORDER BY i.due_date NULLS LAST, i.number LIMIT ${limit}`),
  );
}

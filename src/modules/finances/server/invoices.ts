/**
 * Reading invoices (keyset-paged list, detail with payments, notices and collections) and
 * the changes a sent invoice allows: cancellation by a cancellation invoice, payments recorded
 * by hand, write-offs. The invoice content never changes (ADR 161); these write new rows and the
 * bookkeeping columns, each in one transaction with its audit entry.
 */
import { and, asc, count, desc, eq, getTableColumns, lt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { likePattern } from "../../../platform/db/like-pattern.ts";
import { HttpError, notFound, versionConflict } from "../../../platform/http/errors.ts";
import { enqueue } from "../../../platform/outbox/enqueue.ts";
import { decodeCursor, keysetCondition, keysetOrder, pageWithCursors, pagingColumns, type SortKey } from "../../../platform/paging/keyset.ts";
import type { Page } from "../../../shared/schemas/list-query.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import { buildCancellation } from "../domain/invoice.ts";
import { parseIsoDate } from "#shared/dates.ts";
import { financeToday } from "./clock.ts";
import { invoiceMail } from "../domain/mail-texts.ts";
import type { InvoiceDetail, InvoiceSummary } from "../answers.ts";
import type { CollectionStatus, InvoiceListQuery } from "../schema.ts";
import { nextInvoiceNumber } from "./invoice-numbers.ts";
import { invoiceMailDelivery } from "./mail.ts";
import { financeBillingProfiles, financeCollections, financeDunningNotices, financeInvoices, financePayments, financeWriteOffs } from "./tables.ts";

const memberName = sql<string>`coalesce(${financeBillingProfiles.recipientName}, ${organizations.name})`;
const dunningLevel = sql<number>`(SELECT count(*)::int FROM finance_dunning_notices n WHERE n.invoice_id = "finance_invoices"."id")`;
/** The state of the invoice's latest direct debit (submitted, settled, returned), null when none was submitted. */
export const latestCollectionStatus = sql<CollectionStatus | null>`(SELECT c.status FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" ORDER BY c.attempt DESC LIMIT 1)`;
/** A submitted collection runs for the invoice: it is with the bank, not overdue, not dunned. */
export const inSubmittedCollection = sql`EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" AND c.status = 'submitted')`;

const SORTS: Record<InvoiceListQuery["sort"], SortKey> = {
  number: { expr: financeInvoices.number, tie: financeInvoices.id, nullable: false },
  issue_date: { expr: financeInvoices.issueDate, tie: financeInvoices.id, nullable: false },
  due_date: { expr: financeInvoices.dueDate, tie: financeInvoices.id, nullable: true },
  open: { expr: financeInvoices.openCents, tie: financeInvoices.id, nullable: false },
};

/**
 * Statutes § 3 (9) as overdueStatus() (domain/dunning.ts) computes it: still open, at least two
 * notices, and more than six months past the due date (month end clamped, as Postgres adds months).
 */
const exclusionPossible = (today: string) =>
  sql<boolean>`(${financeInvoices.status} = 'open' AND ${financeInvoices.dueDate} IS NOT NULL AND (SELECT count(*) FROM finance_dunning_notices n WHERE n.invoice_id = "finance_invoices"."id") >= 2 AND (${financeInvoices.dueDate} + interval '6 months')::date < ${today}::date)`;

/** Open, past its due date and not in a submitted collection (the overdue list's rule). */
export const overdueNow = (today: string) =>
  sql<boolean>`(${financeInvoices.status} = 'open' AND ${financeInvoices.dueDate} IS NOT NULL AND ${financeInvoices.dueDate} < ${today}::date AND NOT ${inSubmittedCollection})`;

const summaryColumns = {
  id: financeInvoices.id,
  number: financeInvoices.number,
  kind: financeInvoices.kind,
  memberName,
  membershipId: financeInvoices.membershipId,
  membershipClass: financeInvoices.membershipClass,
  fiscalYear: financeInvoices.fiscalYear,
  issueDate: financeInvoices.issueDate,
  dueDate: financeInvoices.dueDate,
  collectionDate: financeInvoices.collectionDate,
  collectionStatus: latestCollectionStatus,
  grossCents: financeInvoices.grossCents,
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  status: sql<InvoiceSummary["status"]>`${financeInvoices.status}`,
  dunningLevel,
  dunningHold: financeInvoices.dunningHold,
  version: financeInvoices.version,
};

function filtersOf(query: InvoiceListQuery, today: string): SQL[] {
  const filters: SQL[] = [];
  if (query.fiscalYear) filters.push(eq(financeInvoices.fiscalYear, query.fiscalYear));
  if (query.status) filters.push(sql`${financeInvoices.status} = ${query.status}`);
  // Overdue: open, past due, and not with the bank in a submitted direct debit.
  if (query.overdue) filters.push(sql`${financeInvoices.status} = 'open'`, lt(financeInvoices.dueDate, today), sql`NOT ${inSubmittedCollection}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    // The member's name and the billing recipient as sub-selects (their trigram indexes find the
    // few members; issue 27), not as a filter over every joined invoice; so the count needs no join.
    filters.push(
      sql`(${financeInvoices.number} ILIKE ${pattern} OR ${financeInvoices.membershipId} IN (SELECT m.id FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.name ILIKE ${pattern}) OR ${financeInvoices.membershipId} IN (SELECT b.membership_id FROM finance_billing_profiles b WHERE b.recipient_name ILIKE ${pattern}))`,
    );
  }
  return filters;
}

export async function listInvoices(db: Db, query: InvoiceListQuery, today = financeToday()): Promise<Page<InvoiceSummary>> {
  const filters = filtersOf(query, today);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const sort = SORTS[query.sort];
  const sortName = `${query.sort}:${query.dir}`;
  const cursor = query.cursor ? decodeCursor(sortName, query.cursor) : undefined;
  // Every filter is on the invoice itself (an invoice has exactly one member, at most one billing
  // profile), so the count reads the invoices alone.
  const totalQuery = db.select({ total: count() }).from(financeInvoices).where(where);
  const rows = await db
    .select({ ...summaryColumns, exclusionPossible: exclusionPossible(today), overdue: overdueNow(today), ...pagingColumns(sort, totalQuery) })
    .from(financeInvoices)
    .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, financeInvoices.membershipId))
    .where(cursor ? and(where, keysetCondition(sort, query.dir, cursor)) : where)
    .orderBy(...keysetOrder(sort, query.dir, cursor?.before))
    .limit(query.pageSize)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (await totalQuery)[0]!.total;
  if (cursor?.before) rows.reverse();
  const { items, nextCursor, prevCursor } = pageWithCursors(sortName, rows);
  return { items: items as InvoiceSummary[], total, page: query.page, pageSize: query.pageSize, nextCursor, prevCursor };
}

/** Every column of the invoice; the generated amount and status typed as what they always hold. */
const invoiceColumns = {
  ...getTableColumns(financeInvoices),
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  status: sql<InvoiceSummary["status"]>`${financeInvoices.status}`,
};

/** One invoice with its payments, write-offs, notices, collections and cancellation, as the API sends it. */
export async function getInvoice(db: Db | Tx, id: string): Promise<InvoiceDetail> {
  const [invoice] = await db.select(invoiceColumns).from(financeInvoices).where(eq(financeInvoices.id, id));
  if (!invoice) throw notFound("Die Rechnung");
  const [payments, writeOffs, notices, collections, cancellation] = await Promise.all([
    db.select().from(financePayments).where(eq(financePayments.invoiceId, id)).orderBy(asc(financePayments.receivedOn), asc(financePayments.createdAt)),
    db.select().from(financeWriteOffs).where(eq(financeWriteOffs.invoiceId, id)).orderBy(asc(financeWriteOffs.createdAt)),
    db.select().from(financeDunningNotices).where(eq(financeDunningNotices.invoiceId, id)).orderBy(asc(financeDunningNotices.level)),
    db.select().from(financeCollections).where(eq(financeCollections.invoiceId, id)).orderBy(desc(financeCollections.attempt)),
    db.select({ id: financeInvoices.id, number: financeInvoices.number }).from(financeInvoices).where(eq(financeInvoices.cancelsId, id)),
  ]);
  const iso = (value: Date) => value.toISOString();
  return {
    invoice: { ...invoice, createdAt: iso(invoice.createdAt), mailedAt: invoice.mailedAt ? iso(invoice.mailedAt) : null },
    payments: payments.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    writeOffs: writeOffs.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    notices: notices.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    collections: collections.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    cancelledBy: cancellation[0] ?? null,
  };
}

async function lockInvoice(tx: Tx, id: string, version?: number) {
  const [invoice] = await tx.select().from(financeInvoices).where(eq(financeInvoices.id, id)).for("update");
  if (!invoice) throw notFound("Die Rechnung");
  if (version !== undefined && invoice.version !== version) throw versionConflict(invoice.version);
  return invoice;
}

const bumpVersion = { version: sql`${financeInvoices.version} + 1` };

/**
 * Cancels an invoice with a cancellation invoice (Stornorechnung): a new number of the current
 * year's series, the original's lines negated, mailed like an invoice. A pending direct debit
 * blocks the cancellation (it would collect a cancelled amount); a paid amount stays booked on
 * the original and shows as a credit the treasurer refunds or offsets.
 */
export async function cancelInvoice(db: Db, actorId: string, id: string, input: { reason: string; version: number }, today = financeToday()) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, input.version);
    if (invoice.kind !== "invoice") throw new HttpError(409, "not_cancellable", "Eine Stornorechnung kann nicht storniert werden.");
    if (invoice.cancelledCents !== 0) throw new HttpError(409, "already_cancelled", "Die Rechnung ist bereits storniert.");
    const [pending] = await tx
      .select({ id: financeCollections.id })
      .from(financeCollections)
      .where(and(eq(financeCollections.invoiceId, id), eq(financeCollections.status, "submitted")));
    if (pending)
      throw new HttpError(
        409,
        "collection_pending",
        "Für die Rechnung läuft eine Lastschrift. Bitte erst den Einzug abwarten oder die Rücklastschrift erfassen.",
      );
    const { number, year, sequence } = await nextInvoiceNumber(tx, parseIsoDate(today).year);
    const document = buildCancellation(invoice.document, { number, issueDate: today, reason: input.reason });
    const [cancellation] = await tx
      .insert(financeInvoices)
      .values({
        number,
        numberYear: year,
        numberSequence: sequence,
        kind: "cancellation",
        membershipId: invoice.membershipId,
        fiscalYear: invoice.fiscalYear,
        membershipClass: invoice.membershipClass,
        cancelsId: invoice.id,
        issueDate: today,
        dueDate: null,
        netCents: document.netCents,
        taxCents: document.taxCents,
        grossCents: document.grossCents,
        document,
        createdBy: actorId,
      })
      .returning({ id: financeInvoices.id });
    await tx
      .update(financeInvoices)
      .set({ cancelledCents: document.grossCents, ...bumpVersion })
      .where(eq(financeInvoices.id, id));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "invoice_cancelled",
      entityType: "invoice",
      entityId: id,
      before: { number: invoice.number, status: invoice.status },
      after: { cancellation: number },
      reason: input.reason,
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "invoice_cancelled",
      description: `Rechnung ${invoice.number} storniert (Stornorechnung ${number})`,
      metadata: { invoiceId: id, cancellationId: cancellation!.id },
    });
    const email = await billingEmailOf(tx, invoice.membershipId);
    const deliveryIds = email
      ? await enqueue(tx, [invoiceMailDelivery(email, invoiceMail(document), `finance_invoice:${cancellation!.id}`, cancellation!.id)])
      : [];
    return { cancellationId: cancellation!.id, number, deliveryIds };
  });
}

export async function billingEmailOf(db: Db | Tx, membershipId: string): Promise<string | null> {
  const [row] = await db
    .select({ profile: financeBillingProfiles.billingEmail, organization: organizations.email })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, memberships.id))
    .where(eq(memberships.id, membershipId));
  return row?.profile ?? row?.organization ?? null;
}

/** A payment booked by hand (transfer seen in online banking, cash). More than is open is refused. */
export async function recordPayment(
  db: Db,
  actorId: string,
  id: string,
  input: { amount: number; receivedOn: string; method: "transfer" | "direct_debit" | "cash" | "other"; reference: string },
) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.kind !== "invoice") throw new HttpError(409, "not_payable", "Auf eine Stornorechnung wird keine Zahlung gebucht.");
    const open = Number(invoice.openCents);
    if (open <= 0) throw new HttpError(409, "nothing_open", "Die Rechnung ist bereits vollständig beglichen.");
    if (input.amount > open) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", [`amount: Der Betrag ist höher als der offene Betrag`]);
    await bookPayment(tx, actorId, invoice.id, { cents: input.amount, receivedOn: input.receivedOn, method: input.method, reference: input.reference });
    await recordActivity(tx, {
      userId: actorId,
      type: "payment_recorded",
      description: `Zahlung zu Rechnung ${invoice.number} erfasst`,
      metadata: { invoiceId: id, cents: input.amount },
    });
    return getInvoice(tx, id);
  });
}

/** Books a payment (or, negative, a returned debit) and updates the invoice's paid amount. */
export async function bookPayment(
  tx: Tx,
  actorId: string | null,
  invoiceId: string,
  payment: {
    cents: number;
    receivedOn: string;
    method: "transfer" | "direct_debit" | "cash" | "return" | "other";
    reference: string;
    statementLineId?: string;
    collectionId?: string;
  },
) {
  const [row] = await tx
    .insert(financePayments)
    .values({ invoiceId, ...payment, createdBy: actorId })
    .returning();
  await tx
    .update(financeInvoices)
    .set({ paidCents: sql`${financeInvoices.paidCents} + ${payment.cents}`, ...bumpVersion })
    .where(eq(financeInvoices.id, invoiceId));
  await recordAudit(tx, {
    actorUserId: actorId,
    action: payment.cents > 0 ? "payment_booked" : "payment_reversed",
    entityType: "invoice",
    entityId: invoiceId,
    after: row,
  });
  return row!;
}

/** Writes off what is still open (uncollectable), with a reason the auditors can read. */
export async function writeOffInvoice(db: Db, actorId: string, id: string, input: { reason: string; writtenOffOn: string }) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const open = Number(invoice.openCents);
    if (invoice.kind !== "invoice" || open <= 0) throw new HttpError(409, "nothing_open", "Es ist kein offener Betrag abzuschreiben.");
    const [row] = await tx
      .insert(financeWriteOffs)
      .values({ invoiceId: id, cents: open, writtenOffOn: input.writtenOffOn, reason: input.reason, createdBy: actorId })
      .returning();
    await tx
      .update(financeInvoices)
      .set({ writtenOffCents: sql`${financeInvoices.writtenOffCents} + ${open}`, ...bumpVersion })
      .where(eq(financeInvoices.id, id));
    await recordAudit(tx, { actorUserId: actorId, action: "invoice_written_off", entityType: "invoice", entityId: id, after: row, reason: input.reason });
    return getInvoice(tx, id);
  });
}

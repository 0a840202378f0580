/**
 * The changes a sent invoice allows: cancellation by a cancellation invoice, payments recorded by
 * hand, write-offs. The invoice content never changes (ADR 161); these write new rows and the
 * bookkeeping columns, each in one transaction with its audit entry.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { buildCancellation } from "../domain/invoice.ts";
import { parseIsoDate } from "#shared/dates.ts";
import { financeToday } from "./clock.ts";
import { invoiceMail } from "../domain/mail-texts.ts";
import { nextInvoiceNumber } from "./invoice-numbers.ts";
import { invoiceMailDelivery } from "./mail.ts";
import { financeCollections, financeInvoices, financePayments, financeWriteOffs } from "./tables.ts";
import { billingEmailOf, getInvoice } from "./invoice-queries.ts";

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

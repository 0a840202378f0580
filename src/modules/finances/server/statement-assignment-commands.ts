/**
 * The treasurer places a credit nobody could match (issue 22): split over one or more invoices,
 * the rest booked as overpayment (a credit of the member) on one of them. One transaction with a
 * version check on the line, the payments, an audit entry and the activity.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, invalidInput, notFound, versionConflict } from "#platform/http/errors.ts";
import { formatEuro } from "../domain/money.ts";
import type { LineAssignment, LineAssignmentResult } from "../schema.ts";
import { financeToday } from "./clock.ts";
import { bookPayment } from "./invoice-commands.ts";
import { financeInvoices, financeStatementLines } from "./tables.ts";

/**
 * Books a credit in review by hand. Each allocation at most what the invoice still owes; what is
 * left of the credit must go somewhere: as overpayment on one of the chosen invoices (the
 * member's credit, shown as "Guthaben"), never dropped.
 */
export async function assignStatementLine(db: Db, actorId: string, id: string, input: LineAssignment): Promise<LineAssignmentResult> {
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(financeStatementLines).where(eq(financeStatementLines.id, id)).for("update");
    if (!line) throw notFound("Die Buchung");
    if (line.version !== input.version) throw versionConflict(line.version);
    if (line.outcome !== "review") throw new HttpError(409, "not_in_review", "Diese Buchung ist bereits zugeordnet oder erledigt.");
    if (line.direction !== "credit") throw invalidInput(["Nur Gutschriften können Rechnungen zugeordnet werden"]);
    const ids = input.allocations.map((allocation) => allocation.invoiceId);
    const invoices = await tx
      .select({
        id: financeInvoices.id,
        number: financeInvoices.number,
        kind: financeInvoices.kind,
        status: financeInvoices.status,
        openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
      })
      .from(financeInvoices)
      .where(inArray(financeInvoices.id, ids))
      .for("update");
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const problems: string[] = [];
    for (const allocation of input.allocations) {
      const invoice = byId.get(allocation.invoiceId);
      if (invoice?.kind !== "invoice" || invoice.status !== "open") problems.push("allocations: Nur offene Rechnungen können zugeordnet werden");
      else if (allocation.cents > invoice.openCents)
        problems.push(`allocations: Auf Rechnung ${invoice.number} sind nur ${formatEuro(invoice.openCents)} offen – den Rest als Überzahlung buchen`);
    }
    const amount = Number(line.amountCents);
    const allocated = input.allocations.reduce((total, allocation) => total + allocation.cents, 0);
    if (allocated > amount) problems.push(`allocations: Zugeordnet sind ${formatEuro(allocated)}, die Gutschrift beträgt nur ${formatEuro(amount)}`);
    const rest = amount - allocated;
    if (rest > 0 && !input.overpaymentInvoiceId)
      problems.push(`overpaymentInvoiceId: ${formatEuro(rest)} sind noch nicht zugeordnet: einer Rechnung zuordnen oder als Überzahlung buchen`);
    if (input.overpaymentInvoiceId && !ids.includes(input.overpaymentInvoiceId))
      problems.push("overpaymentInvoiceId: Die Überzahlung wird auf eine der gewählten Rechnungen gebucht");
    if (problems.length > 0) throw invalidInput([...new Set(problems)]);

    const receivedOn = line.bookingDate ?? line.valueDate ?? financeToday();
    const reference = line.remittance.slice(0, 140);
    const payments: LineAssignmentResult["payments"] = [];
    for (const allocation of input.allocations) {
      const cents = allocation.cents + (rest > 0 && allocation.invoiceId === input.overpaymentInvoiceId ? rest : 0);
      await bookPayment(tx, actorId, allocation.invoiceId, { cents, receivedOn, method: "transfer", reference, statementLineId: id });
      payments.push({ invoiceId: allocation.invoiceId, number: byId.get(allocation.invoiceId)!.number, cents });
    }
    const overpaidOn = rest > 0 ? byId.get(input.overpaymentInvoiceId!)!.number : null;
    const note = `Zugeordnet: ${input.allocations.map((allocation) => `${byId.get(allocation.invoiceId)!.number} (${formatEuro(allocation.cents)})`).join(", ")}${overpaidOn ? `; Überzahlung ${formatEuro(rest)} auf ${overpaidOn}` : ""}`;
    const [after] = await tx
      .update(financeStatementLines)
      .set({ outcome: "resolved", outcomeNote: note, resolvedAt: sql`now()`, resolvedBy: actorId, version: sql`${financeStatementLines.version} + 1` })
      .where(eq(financeStatementLines.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "statement_line_assigned",
      entityType: "statement_line",
      entityId: id,
      before: { outcome: line.outcome, outcomeNote: line.outcomeNote, suggestedInvoiceIds: line.suggestedInvoiceIds },
      after: { outcome: "resolved", amountCents: amount, allocations: payments, overpaymentCents: rest, overpaymentInvoice: overpaidOn },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "payment_recorded",
      description: `Gutschrift ${formatEuro(amount)} von Hand zugeordnet: ${payments.map((payment) => payment.number).join(", ")}`,
      metadata: { statementLineId: id, invoices: payments.map((payment) => payment.invoiceId) },
    });
    return { id, outcome: after!.outcome, outcomeNote: after!.outcomeNote, version: after!.version, payments, overpaymentCents: rest };
  });
}

/**
 * The treasurer places a credit nobody could match (issue 22): ranked suggestions (payer's
 * account, payer's name, amount) and a search of open invoices; then the credit is split over one
 * or more invoices, the rest booked as overpayment (a credit of the member) on one of them. One
 * transaction with a version check on the line, the payments, an audit entry and the activity.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { likePattern } from "../../../platform/db/like-pattern.ts";
import { HttpError, invalidInput, notFound, versionConflict } from "../../../platform/http/errors.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import { rankCandidates } from "../bank/suggestions.ts";
import { formatEuro } from "../domain/money.ts";
import type { AssignmentCandidate, AssignmentCandidates, LineAssignment, LineAssignmentResult } from "../schema.ts";
import { financeToday } from "./clock.ts";
import { bookPayment } from "./invoices.ts";
import { financeBillingProfiles, financeInvoices, financeMandates, financeStatementLines } from "./tables.ts";

const memberName = sql<string>`coalesce(${financeBillingProfiles.recipientName}, ${organizations.name})`;
const candidateColumns = {
  invoiceId: financeInvoices.id,
  number: financeInvoices.number,
  memberName,
  organizationName: organizations.name,
  fiscalYear: financeInvoices.fiscalYear,
  openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
  dueDate: financeInvoices.dueDate,
  membershipId: financeInvoices.membershipId,
};

function openInvoiceQuery(db: Db) {
  return db
    .select(candidateColumns)
    .from(financeInvoices)
    .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, financeInvoices.membershipId));
}

async function loadLine(db: Db, id: string) {
  const [line] = await db.select().from(financeStatementLines).where(eq(financeStatementLines.id, id));
  if (!line) throw notFound("Die Buchung");
  return line;
}

/** Ranked suggestions for a credit in review, and the open invoices matching `q` (number or member). */
export async function listAssignmentCandidates(db: Db, id: string, q: string | undefined): Promise<AssignmentCandidates> {
  const line = await loadLine(db, id);
  const open = await openInvoiceQuery(db).where(and(eq(financeInvoices.kind, "invoice"), sql`${financeInvoices.status} = 'open'`));
  const mandates = await db.select({ membershipId: financeMandates.membershipId, iban: financeMandates.iban }).from(financeMandates);
  const ibansOf = new Map<string, string[]>();
  for (const mandate of mandates) ibansOf.set(mandate.membershipId, [...(ibansOf.get(mandate.membershipId) ?? []), mandate.iban]);
  const byId = new Map(open.map((row) => [row.invoiceId, row]));
  const ranked = rankCandidates(
    { amountCents: Number(line.amountCents), counterpartyName: line.counterpartyName, counterpartyIban: line.counterpartyIban },
    open.map((row) => ({
      id: row.invoiceId,
      number: row.number,
      openCents: row.openCents,
      memberName: `${row.memberName} ${row.organizationName}`,
      memberIbans: ibansOf.get(row.membershipId) ?? [],
    })),
  );
  const toCandidate = (row: (typeof open)[number], reasons: string[]): AssignmentCandidate => ({
    invoiceId: row.invoiceId,
    number: row.number,
    memberName: row.memberName,
    fiscalYear: row.fiscalYear,
    openCents: row.openCents,
    dueDate: row.dueDate,
    reasons,
  });
  let results: AssignmentCandidate[] = [];
  if (q) {
    const pattern = likePattern(q);
    const found = await openInvoiceQuery(db)
      .where(
        and(
          eq(financeInvoices.kind, "invoice"),
          sql`${financeInvoices.status} = 'open'`,
          sql`(${financeInvoices.number} ILIKE ${pattern} OR ${organizations.name} ILIKE ${pattern} OR ${financeBillingProfiles.recipientName} ILIKE ${pattern})`,
        ),
      )
      .orderBy(financeInvoices.number)
      .limit(10);
    results = found.map((row) => toCandidate(row, []));
  }
  return {
    line: {
      id: line.id,
      amountCents: Number(line.amountCents),
      counterpartyName: line.counterpartyName,
      remittance: line.remittance,
      bookingDate: line.bookingDate,
      version: line.version,
    },
    suggestions: ranked.map((candidate) => toCandidate(byId.get(candidate.invoiceId)!, candidate.reasons)),
    results,
  };
}

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
      if (!invoice || invoice.kind !== "invoice" || invoice.status !== "open") problems.push("allocations: Nur offene Rechnungen können zugeordnet werden");
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

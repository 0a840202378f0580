/**
 * A credit nobody could match (issue 22): ranked suggestions (payer's account, payer's name,
 * amount) and a search of open invoices for it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { notFound } from "#platform/http/errors.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { rankCandidates } from "../domain/bank/suggestions.ts";
import type { AssignmentCandidate, AssignmentCandidates } from "../schema.ts";
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

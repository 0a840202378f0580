import { formatEuro, type Cents } from "../money.ts";
import type { StatementLine } from "./camt053.ts";
import { findInvoiceNumbers } from "./invoice-references.ts";
import { rankCandidates } from "./suggestions.ts";

export type OpenInvoice = { id: string; number: string; openCents: Cents; memberName: string; memberIbans: readonly string[] };
/** A submitted collection; `settled` once its credit was booked (a later return still matches it). */
export type PendingCollection = { endToEndId: string; invoiceId: string; amountCents: Cents; settled?: boolean };

export type LineMatch =
  | { kind: "payment"; allocations: Array<{ invoiceId: string; cents: Cents }> }
  | { kind: "collection_settled"; endToEndId: string; invoiceId: string }
  | { kind: "collection_returned"; endToEndId: string; invoiceId: string; reasonCode: string | null; chargesCents: Cents }
  | { kind: "review"; reason: string; suggestions: string[] }
  | { kind: "ignored"; reason: string };

export type MatchedLine = { line: StatementLine; match: LineMatch };

/**
 * Matches statement lines to invoices and collections (ADR 164). Only certain matches are
 * booked automatically: an incoming transfer whose remittance names open invoices whose open
 * amounts add up to exactly the amount received, or a collection credit/return whose
 * end-to-end id the association issued. Everything else is left for the treasurer's review,
 * with suggestions (same amount, same payer account) but never guessed. Lines are processed
 * in order and spend what they match, so one statement paying an invoice twice books it once
 * and sends the second line to review.
 */
export function matchStatement(
  lines: readonly StatementLine[],
  invoices: readonly OpenInvoice[],
  collections: readonly PendingCollection[],
  allInvoiceNumbers: ReadonlySet<string>,
): MatchedLine[] {
  const open = new Map(invoices.map((invoice) => [invoice.number, { ...invoice }]));
  const byEndToEnd = new Map(collections.map((collection) => [collection.endToEndId, collection]));
  const settled = new Set<string>();
  return lines.map((line) => ({ line, match: matchLine(line, open, byEndToEnd, settled, allInvoiceNumbers) }));
}

function matchLine(
  line: StatementLine,
  open: Map<string, OpenInvoice>,
  collections: Map<string, PendingCollection>,
  settled: Set<string>,
  allInvoiceNumbers: ReadonlySet<string>,
): LineMatch {
  if (!line.booked) return { kind: "ignored", reason: "Vorgemerkte Buchung, noch nicht gebucht" };
  if (line.reversal) return { kind: "review", reason: "Stornobuchung der Bank", suggestions: [] };

  if (line.kind === "returned_debit" || line.kind === "direct_debit_credit") {
    const collection = line.endToEndId ? collections.get(line.endToEndId) : undefined;
    if (!collection)
      return {
        kind: "review",
        reason: line.kind === "returned_debit" ? "Rücklastschrift ohne bekannte Einziehung" : "Lastschrift-Gutschrift ohne bekannte Einziehung",
        suggestions: [],
      };
    if (line.kind === "returned_debit")
      return {
        kind: "collection_returned",
        endToEndId: collection.endToEndId,
        invoiceId: collection.invoiceId,
        reasonCode: line.returnReason,
        chargesCents: line.chargesCents,
      };
    if (settled.has(collection.endToEndId) || collection.settled) return { kind: "review", reason: "Einziehung wurde bereits gutgeschrieben", suggestions: [] };
    if (line.amountCents !== collection.amountCents)
      return {
        kind: "review",
        reason: `Gutschrift ${formatEuro(line.amountCents)} weicht von der Einziehung ${formatEuro(collection.amountCents)} ab`,
        suggestions: [],
      };
    settled.add(collection.endToEndId);
    return { kind: "collection_settled", endToEndId: collection.endToEndId, invoiceId: collection.invoiceId };
  }

  if (line.kind === "other_debit") return { kind: "ignored", reason: "Belastung, keine Beitragszahlung" };

  const named = findInvoiceNumbers(line.remittance, allInvoiceNumbers);
  const namedOpen = named.map((number) => open.get(number)).filter((invoice): invoice is OpenInvoice => invoice !== undefined && invoice.openCents > 0);
  if (named.length > 0 && namedOpen.length === 0)
    return { kind: "review", reason: `Rechnung ${named.join(", ")} ist bereits bezahlt oder storniert – mögliche Doppelzahlung`, suggestions: [] };
  if (namedOpen.length > 0) {
    const expected = namedOpen.reduce((total, invoice) => total + invoice.openCents, 0);
    if (expected !== line.amountCents) {
      return {
        kind: "review",
        reason: `Betrag ${formatEuro(line.amountCents)} weicht vom offenen Betrag ${formatEuro(expected)} für ${namedOpen.map((invoice) => invoice.number).join(", ")} ab`,
        suggestions: namedOpen.map((invoice) => invoice.id),
      };
    }
    const allocations = namedOpen.map((invoice) => ({ invoiceId: invoice.id, cents: invoice.openCents }));
    for (const invoice of namedOpen) invoice.openCents = 0;
    return { kind: "payment", allocations };
  }

  // No invoice number: suggestions ranked by the payer's account, name and the amount (never booked on a guess).
  const suggestions = rankCandidates(line, [...open.values()]).map((candidate) => candidate.invoiceId);
  return { kind: "review", reason: "Keine Rechnungsnummer im Verwendungszweck", suggestions };
}

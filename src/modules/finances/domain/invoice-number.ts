/**
 * Invoice numbers: one gapless series per calendar year of the issue date, "2026-0001"
 * (§ 14 Abs. 4 Nr. 4 UStG asks for a unique, consecutive number; separate yearly series are
 * allowed). Cancellation invoices draw from the same series. The database hands out the
 * sequence inside the issuing transaction (ADR 161); this file only formats and reads.
 */
export type InvoiceNumber = string;

export function formatInvoiceNumber(year: number, sequence: number): InvoiceNumber {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invoice year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be a positive integer: ${sequence}`);
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = /^(\d{4})-(\d{4,9})$/.exec(text.trim());
  if (!match) return null;
  const sequence = Number(match[2]);
  if (sequence < 1) return null;
  return { year: Number(match[1]), sequence };
}

/**
 * The numbers of a year must be exactly 1..n: lists every number missing or duplicated, so an
 * auditor's check (and the concurrency test) can assert an empty answer.
 */
export function sequenceProblems(sequences: readonly number[]): { missing: number[]; duplicated: number[] } {
  const seen = new Map<number, number>();
  for (const value of sequences) seen.set(value, (seen.get(value) ?? 0) + 1);
  const highest = sequences.length === 0 ? 0 : Math.max(...sequences);
  const missing: number[] = [];
  for (let expected = 1; expected <= highest; expected++) if (!seen.has(expected)) missing.push(expected);
  const duplicated = [...seen]
    .filter(([, count]) => count > 1)
    .map(([value]) => value)
    .sort((a, b) => a - b);
  return { missing, duplicated };
}

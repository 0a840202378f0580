import { formatInvoiceNumber } from "../invoice-number.ts";

/**
 * Finds invoice numbers in a transfer's remittance text. People and banks write "2026-0001",
 * "2026/0001", "2026 0001" or "20260001", and banks cut the text into 35-character lines, so a
 * number may be split across two lines: the text is searched as written and with line breaks
 * removed. Only numbers that exist (`known`) count, which keeps "Kd-Nr. 2026" or a year in a
 * sentence from being read as an invoice.
 */
export function findInvoiceNumbers(remittance: string, known: ReadonlySet<string>): string[] {
  const variants = [remittance.replace(/\s+/g, " "), remittance.replace(/\r?\n/g, "")];
  const found = new Set<string>();
  for (const variant of variants) {
    for (const match of variant.matchAll(/(?<!\d)(20\d{2})\s?[-/ ._]?\s?(\d{4,6})(?!\d)/g)) {
      const sequence = Number(match[2]);
      if (sequence < 1) continue;
      const candidate = formatInvoiceNumber(Number(match[1]), sequence);
      if (known.has(candidate)) found.add(candidate);
    }
  }
  return [...found].sort();
}

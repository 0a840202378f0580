/**
 * Draws the next number of a year's series inside the caller's transaction (ADR 161). The
 * upsert locks the counter row until commit, so concurrent issuers queue; a rollback returns
 * the number with everything else, so the series has no gaps.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { formatInvoiceNumber } from "../domain/invoice-number.ts";

export async function nextInvoiceNumber(tx: Tx, year: number): Promise<{ number: string; year: number; sequence: number }> {
  const result = await tx.execute(sql`
    INSERT INTO finance_invoice_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = finance_invoice_counters.last_number + 1
    RETURNING last_number`);
  const [row] = rowsOf<{ last_number: number }>(result);
  const sequence = Number(row!.last_number);
  return { number: formatInvoiceNumber(year, sequence), year, sequence };
}

/**
 * The association's issuer and creditor data: the one settings row (0230) and what an invoice
 * needs of it.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import type { FinanceSettings as FinanceSettingsAnswer } from "../answers.ts";
import type { InvoiceIssuer } from "../domain/invoice.ts";
import { financeSettings } from "./tables.ts";

export type FinanceSettings = typeof financeSettings.$inferSelect;

/** The settings row as the API sends it (the change time as an ISO timestamp). */
export function settingsAnswer(row: FinanceSettings): FinanceSettingsAnswer {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function getSettings(db: Db | Tx): Promise<FinanceSettings> {
  const [row] = await db.select().from(financeSettings).where(eq(financeSettings.id, 1));
  if (!row) throw new Error("finance_settings row missing (migration 0230)");
  return row;
}

/** What an invoice needs of the settings, or the German list of what is still missing. */
export function issuerFromSettings(settings: FinanceSettings): { issuer: InvoiceIssuer; missing: string[] } {
  const missing: string[] = [];
  if (!settings.taxNumber && !settings.vatId) missing.push("Steuernummer oder USt-IdNr. des Verbandes (Einstellungen)");
  if (!settings.iban || !settings.bankName) missing.push("Bankverbindung des Verbandes (Einstellungen)");
  return {
    missing,
    issuer: {
      name: settings.issuerName,
      addressLines: settings.issuerAddressLines,
      taxNumber: settings.taxNumber,
      vatId: settings.vatId,
      registerText: settings.registerText,
      representedBy: settings.representedBy,
      contactLines: settings.contactLines,
      bank: { name: settings.bankName ?? "", iban: settings.iban ?? "", bic: settings.bic },
      creditorId: settings.creditorId,
    },
  };
}

/**
 * Changes the issuer and creditor data: versioned and audited; the bank data is checked with the
 * same rules the SEPA file uses.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { invalidInput, versionConflict } from "#platform/http/errors.ts";
import type { FinanceSettingsInput } from "../schema.ts";
import { checkBic } from "../domain/sepa/bic.ts";
import { checkCreditorId } from "../domain/sepa/creditor-id.ts";
import { checkIban } from "../domain/sepa/iban.ts";
import { financeSettings } from "./tables.ts";
import type { FinanceSettings } from "./settings-queries.ts";

/** Normalises IBAN, BIC and creditor id, or names what is wrong in German. */
function checkedBankData(input: FinanceSettingsInput) {
  const problems: string[] = [];
  let iban: string | null = null;
  if (input.iban) {
    const check = checkIban(input.iban);
    if (check.ok) iban = check.iban;
    else problems.push(`iban: ${check.message}`);
  }
  const bic = checkBic(input.bic, iban?.slice(0, 2) ?? null);
  if (!bic.ok) problems.push(`bic: ${bic.message}`);
  let creditorId: string | null = null;
  if (input.creditorId) {
    const check = checkCreditorId(input.creditorId);
    if (check.ok) creditorId = check.creditorId;
    else problems.push(`creditorId: ${check.message}`);
  }
  if (problems.length > 0) throw invalidInput(problems);
  return { iban, bic: bic.ok ? bic.bic : null, creditorId };
}

export async function updateSettings(db: Db, actorId: string, input: FinanceSettingsInput): Promise<FinanceSettings> {
  const bank = checkedBankData(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(financeSettings).where(eq(financeSettings.id, 1)).for("update");
    if (!before) throw new Error("finance_settings row missing");
    if (before.version !== input.version) throw versionConflict(before.version);
    const { version: _version, ...values } = input;
    const [after] = await tx
      .update(financeSettings)
      .set({ ...values, ...bank, updatedBy: actorId, updatedAt: sql`now()`, version: sql`${financeSettings.version} + 1` })
      .where(eq(financeSettings.id, 1))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "finance_settings_updated",
      entityType: "finance_settings",
      entityId: "1",
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
}

function auditView(row: FinanceSettings) {
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...rest } = row;
  return rest;
}

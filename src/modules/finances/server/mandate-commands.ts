/**
 * SEPA mandates: record (checked like the bank checks them) and revoke. Versioned, audited.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, invalidInput, notFound, versionConflict } from "#platform/http/errors.ts";
import { memberships } from "#modules/members/index.ts";
import type { MandateInput } from "../schema.ts";
import { checkBic } from "../domain/sepa/bic.ts";
import { checkIban } from "../domain/sepa/iban.ts";
import { mandateReferenceProblem } from "../domain/sepa/mandate.ts";
import { financeMandates } from "./tables.ts";
import { mandateAnswer } from "./mandate-queries.ts";

export async function createMandate(db: Db, actorId: string, input: MandateInput) {
  const iban = checkIban(input.iban);
  const bic = checkBic(input.bic, iban.ok ? iban.country : null);
  const problems = [
    ...(iban.ok ? [] : [`iban: ${iban.message}`]),
    ...(bic.ok ? [] : [`bic: ${bic.message}`]),
    ...(mandateReferenceProblem(input.reference) ? [`reference: ${mandateReferenceProblem(input.reference)}`] : []),
  ];
  if (problems.length > 0 || !iban.ok || !bic.ok) throw invalidInput(problems);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, input.membershipId));
    if (!member) throw invalidInput(["membershipId: Dieses Mitglied gibt es nicht"]);
    const [active] = await tx
      .select({ id: financeMandates.id })
      .from(financeMandates)
      .where(and(eq(financeMandates.membershipId, input.membershipId), eq(financeMandates.status, "active")));
    if (active) throw new HttpError(409, "mandate_exists", "Für dieses Mitglied gibt es bereits ein aktives Mandat. Bitte widerrufen Sie es zuerst.");
    const [duplicate] = await tx
      .select({ id: financeMandates.id })
      .from(financeMandates)
      .where(sql`upper(${financeMandates.reference}) = upper(${input.reference})`);
    if (duplicate) throw invalidInput(["reference: Diese Mandatsreferenz ist bereits vergeben"]);
    const [row] = await tx
      .insert(financeMandates)
      .values({
        membershipId: input.membershipId,
        reference: input.reference,
        scheme: input.scheme,
        recurrent: input.recurrent,
        signedOn: input.signedOn,
        debtorName: input.debtorName,
        iban: iban.iban,
        bic: bic.bic,
        createdBy: actorId,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "mandate_created",
      entityType: "mandate",
      entityId: row!.id,
      after: { ...row, iban: `…${row!.iban.slice(-4)}` },
    });
    return mandateAnswer(row!);
  });
}

export async function revokeMandate(db: Db, actorId: string, id: string, input: { revokedOn: string; version: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(financeMandates).where(eq(financeMandates.id, id)).for("update");
    if (!before) throw notFound("Das Mandat");
    if (before.version !== input.version) throw versionConflict(before.version);
    if (before.status !== "active") throw new HttpError(409, "not_active", "Das Mandat ist nicht mehr aktiv.");
    const [row] = await tx
      .update(financeMandates)
      .set({ status: "revoked", revokedOn: input.revokedOn, updatedAt: sql`now()`, version: sql`${financeMandates.version} + 1` })
      .where(eq(financeMandates.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "mandate_revoked",
      entityType: "mandate",
      entityId: id,
      before: { status: before.status },
      after: { status: "revoked", revokedOn: input.revokedOn },
    });
    return mandateAnswer(row!);
  });
}

/**
 * A contact's stance on a procedure. Linking a contact to a procedure also puts the contact on the
 * stakeholder map (with the institution kind its CRM organisation suggests), so the map filtered
 * by procedure shows everyone who has a stance.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { InstitutionKind } from "../domain/labels.ts";
import type { StanceValues } from "../schema/stakeholder.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { touchProcedure } from "./procedure-commands.ts";
import { politicalStakeholders, politicalStances } from "./tables.ts";

const KIND_FROM_ORGANIZATION: Record<string, InstitutionKind> = {
  politics: "bundestag",
  ministry: "bundesregierung",
  authority: "behoerde",
  press: "presse",
  partner_association: "verband",
};

/** Puts a CRM contact on the stakeholder map if it is not there yet; 400 for an unknown contact. */
export async function ensureStakeholder(db: Db, contactId: string): Promise<void> {
  const [contact] = await db
    .select({ id: crmContacts.id, organizationKind: organizations.kind })
    .from(crmContacts)
    .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId))
    .where(eq(crmContacts.id, contactId));
  if (!contact) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["contactId: Diesen Kontakt gibt es nicht (mehr)."]);
  const institutionKind = KIND_FROM_ORGANIZATION[contact.organizationKind ?? ""] ?? "sonstige";
  await db.insert(politicalStakeholders).values({ contactId, institutionKind }).onConflictDoNothing();
}

export async function setStance(db: Db, actorId: string, procedureId: string, contactId: string, values: StanceValues): Promise<void> {
  await db.transaction(async (tx) => {
    await procedureOr404(tx, procedureId);
    await ensureStakeholder(tx, contactId);
    const where = and(eq(politicalStances.procedureId, procedureId), eq(politicalStances.contactId, contactId));
    const [before] = await tx.select().from(politicalStances).where(where).for("update");
    if (values.version === null) {
      // No row to lock yet: two people linking at once both get here; the primary key decides.
      const inserted = before
        ? []
        : await tx
            .insert(politicalStances)
            .values({ procedureId, contactId, stance: values.stance, note: values.note, updatedBy: actorId })
            .onConflictDoNothing()
            .returning();
      if (inserted.length === 0) throw new HttpError(409, "duplicate_link", "Dieser Kontakt ist bereits mit dem Verfahren verknüpft.");
    } else {
      if (!before) throw notFound("Die Haltung");
      if (before.version !== values.version) throw versionConflict(before.version);
      await tx
        .update(politicalStances)
        .set({ stance: values.stance, note: values.note, updatedBy: actorId, updatedAt: sql`now()`, version: sql`${politicalStances.version} + 1` })
        .where(where);
    }
    await recordAudit(tx, {
      actorUserId: actorId,
      action: before ? "update" : "create",
      entityType: "political_stance",
      entityId: procedureId,
      before: before ? { contactId, stance: before.stance, note: before.note } : null,
      after: { contactId, stance: values.stance, note: values.note },
    });
    await touchProcedure(tx, procedureId);
  });
}

export async function removeStance(db: Db, actorId: string, procedureId: string, contactId: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(politicalStances.procedureId, procedureId), eq(politicalStances.contactId, contactId));
    const [before] = await tx.select().from(politicalStances).where(where).for("update");
    if (!before) throw notFound("Die Haltung");
    if (before.version !== version) throw versionConflict(before.version);
    await tx.delete(politicalStances).where(where);
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "delete",
      entityType: "political_stance",
      entityId: procedureId,
      before: { contactId, stance: before.stance, note: before.note },
    });
    await touchProcedure(tx, procedureId);
  });
}

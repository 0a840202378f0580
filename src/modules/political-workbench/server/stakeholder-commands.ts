/** Putting a contact on the stakeholder map, changing its facts, taking it off (facts only; the CRM keeps the person). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { crmContacts } from "#modules/crm/index.ts";
import type { StakeholderValues } from "../schema/stakeholder.ts";
import { assertEditor } from "./people-queries.ts";
import { politicalStakeholders } from "./tables.ts";
import { forgetAnalytics } from "./analytics-queries.ts";

const ENTITY = "political_stakeholder";

export async function saveStakeholder(db: Db, actorId: string, contactId: string, values: StakeholderValues): Promise<void> {
  const { version, ...facts } = values;
  await db.transaction(async (tx) => {
    const [contact] = await tx.select({ id: crmContacts.id }).from(crmContacts).where(eq(crmContacts.id, contactId));
    if (!contact) throw notFound("Der Kontakt");
    const [before] = await tx.select().from(politicalStakeholders).where(eq(politicalStakeholders.contactId, contactId)).for("update");
    if (!before || facts.relationshipOwnerId !== before.relationshipOwnerId) await assertEditor(tx, facts.relationshipOwnerId, "relationshipOwnerId");
    if (version === null) {
      const inserted = before
        ? []
        : await tx
            .insert(politicalStakeholders)
            .values({ contactId, ...facts })
            .onConflictDoNothing()
            .returning();
      if (inserted.length === 0)
        throw new HttpError(409, "already_mapped", "Diese Person steht bereits in der Stakeholder-Übersicht. Bitte laden Sie die Seite neu.");
    } else {
      if (!before) throw notFound("Der Stakeholder");
      if (before.version !== version) throw versionConflict(before.version);
      await tx
        .update(politicalStakeholders)
        .set({ ...facts, updatedAt: sql`now()`, version: sql`${politicalStakeholders.version} + 1` })
        .where(eq(politicalStakeholders.contactId, contactId));
    }
    await recordAudit(tx, {
      actorUserId: actorId,
      action: before ? "update" : "create",
      entityType: ENTITY,
      entityId: contactId,
      before: before ? auditedFacts(before) : null,
      after: facts,
    });
    // The analytics count interactions by the stakeholder's party.
    if (!before || before.party !== facts.party) await forgetAnalytics(tx);
  });
}

export async function removeStakeholder(db: Db, actorId: string, contactId: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(politicalStakeholders).where(eq(politicalStakeholders.contactId, contactId)).for("update");
    if (!before) throw notFound("Der Stakeholder");
    if (before.version !== version) throw versionConflict(before.version);
    await tx.delete(politicalStakeholders).where(eq(politicalStakeholders.contactId, contactId));
    await recordAudit(tx, { actorUserId: actorId, action: "delete", entityType: ENTITY, entityId: contactId, before: auditedFacts(before) });
    if (before.party) await forgetAnalytics(tx);
  });
}

/** The stakeholder as the audit trail records it: without what the database keeps (order key 0375, last action 0385). */
function auditedFacts({ sortKey: _sortKey, lastActionOn: _lastActionOn, ...facts }: typeof politicalStakeholders.$inferSelect) {
  return facts;
}

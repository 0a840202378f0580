/**
 * The interaction history. An interaction with a contact also counts for the contact's
 * organisation (filled in when not given), so an organisation's history shows the talks with its
 * people too. History is append-only: entries are added, never edited, and each is audited.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { crmContacts, crmInteractions } from "./tables.ts";
import { selectInteractions, toCrmInteraction } from "./interaction-queries.ts";
import { organizations } from "./organization-table.ts";
import { profiles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { CrmInteraction, CrmInteractionValues } from "../schema/interaction.ts";

export async function createInteraction(db: Db, actorId: string, values: CrmInteractionValues): Promise<CrmInteraction> {
  return db.transaction(async (tx) => {
    const contactOrganizationId = await contactOrganization(tx, values.contactId);
    if (values.organizationId) await assertOrganizationExists(tx, values.organizationId);
    const organizationId = values.organizationId ?? contactOrganizationId;
    const userId = values.userId ?? actorId;
    await assertUserExists(tx, userId);
    const [row] = await tx
      .insert(crmInteractions)
      .values({ ...values, organizationId, userId, createdBy: actorId })
      .returning({ id: crmInteractions.id });
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "create",
      entityType: "crm_interaction",
      entityId: row!.id,
      after: { ...values, organizationId, userId },
    });
    const [created] = await selectInteractions(tx).where(eq(crmInteractions.id, row!.id));
    return toCrmInteraction(created!);
  });
}

async function contactOrganization(db: Db, contactId: string | null): Promise<string | null> {
  if (!contactId) return null;
  const [contact] = await db.select({ organizationId: crmContacts.organizationId }).from(crmContacts).where(eq(crmContacts.id, contactId));
  if (!contact) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["contactId: Diesen Kontakt gibt es nicht (mehr)."]);
  return contact.organizationId;
}

async function assertUserExists(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["userId: Diese Person gibt es nicht."]);
}

async function assertOrganizationExists(db: Db, organizationId: string): Promise<void> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["organizationId: Diese Organisation gibt es nicht (mehr)."]);
}

/**
 * Creating, changing and deleting CRM contacts. Each change runs in one transaction with its
 * audit_log entry; changes carry the version the editor read, and a stale version is refused
 * (409) instead of silently overwriting someone else's edit.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { crmContacts } from "./tables.ts";
import { organizations } from "./organization-table.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError } from "#platform/http/errors.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import type { CrmContact, CrmContactUpdate, CrmContactValues } from "../schema/contact.ts";
import { getContact } from "./contact-queries.ts";

const ENTITY = "crm_contact";

/** Creates a contact with its audit entry and the actor's activity crm_contact_created, in one transaction. */
export async function createContact(db: Db, actorId: string, values: CrmContactValues): Promise<CrmContact> {
  return db.transaction(async (tx) => {
    await assertOrganizationExists(tx, values.organizationId);
    const [row] = await tx
      .insert(crmContacts)
      .values({ ...values, createdBy: actorId })
      .returning();
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: ENTITY, entityId: row!.id, after: values });
    const name = [values.firstName, values.lastName].filter(Boolean).join(" ");
    await recordActivity(tx, { userId: actorId, type: "crm_contact_created", description: `CRM-Kontakt angelegt: ${name}`, metadata: { contactId: row!.id } });
    return getContact(tx, row!.id);
  });
}

export async function updateContact(db: Db, actorId: string, id: string, update: CrmContactUpdate): Promise<CrmContact> {
  const { version, ...values } = update;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(crmContacts).where(eq(crmContacts.id, id)).for("update");
    if (!before) throw notFound("Der Kontakt");
    if (before.version !== version) throw versionConflict(before.version);
    await assertOrganizationExists(tx, values.organizationId);
    await tx
      .update(crmContacts)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${crmContacts.version} + 1` })
      .where(eq(crmContacts.id, id));
    await recordAudit(tx, { actorUserId: actorId, action: "update", entityType: ENTITY, entityId: id, before: auditView(before), after: values });
    return getContact(tx, id);
  });
}

export async function deleteContact(db: Db, actorId: string, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(crmContacts).where(eq(crmContacts.id, id)).for("update");
    if (!before) throw notFound("Der Kontakt");
    if (before.version !== version) throw versionConflict(before.version);
    await tx.delete(crmContacts).where(eq(crmContacts.id, id));
    await recordAudit(tx, { actorUserId: actorId, action: "delete", entityType: ENTITY, entityId: id, before: auditView(before) });
  });
}

async function assertOrganizationExists(db: Db, organizationId: string | null): Promise<void> {
  if (!organizationId) return;
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["organizationId: Diese Organisation gibt es nicht (mehr)."]);
}

/** The editable fields of a row, without bookkeeping columns, for before/after in the audit log. */
function auditView(row: typeof crmContacts.$inferSelect) {
  const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, ...fields } = row;
  return fields;
}

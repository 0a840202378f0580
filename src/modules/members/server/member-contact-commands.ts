/**
 * Adding, editing and removing the contact people of a member organisation from the register.
 * They are the organisation's CRM contacts (crm_contacts, migration 0063), so the CRM sees every
 * change and the same version column guards against both screens overwriting each other.
 * Each change is one transaction with its audit entry and the actor's activity log entry.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { crmContacts, crmInteractions } from "#modules/crm/index.ts";
import { memberships } from "./tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError } from "#platform/http/errors.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { contactName, type MemberContact, type MemberContactUpdate, type MemberContactValues } from "../schema/contact.ts";
import type { Actor } from "#platform/auth/require-user.ts";

type ContactRow = typeof crmContacts.$inferSelect;

/** The audit trail keeps contact people under the CRM's entity name: one history per record. */
const ENTITY = "crm_contact";

function toMemberContact(row: ContactRow): MemberContact {
  const { id, title, firstName, lastName, jobFunction, email, phone, isRepresentative, version } = row;
  return { id, title, firstName, lastName, jobFunction, email, phone, isRepresentative, version };
}

/**
 * Locks the membership, so that changes to one member's people run one after the other (the
 * representative moves between rows without two editors racing for the unique index).
 */
async function lockMember(tx: Tx, membershipId: string) {
  const [row] = await tx
    .select({ membershipId: memberships.id, organizationId: memberships.organizationId, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.id, membershipId))
    .for("update", { of: memberships });
  if (!row) throw notFound("Das Mitglied");
  return row;
}

/** The member's contact person, locked, in the version the editor saw. */
async function lockContact(tx: Tx, organizationId: string, contactId: string, expectedVersion: number): Promise<ContactRow> {
  const [row] = await tx
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.organizationId, organizationId)))
    .for("update");
  if (!row) throw notFound("Die Ansprechperson");
  if (row.version !== expectedVersion) throw versionConflict(row.version);
  return row;
}

/** Only one representative per organisation: naming a new one takes the mark from the previous one. */
async function releaseRepresentative(tx: Tx, organizationId: string, keepId: string | null) {
  const others = and(eq(crmContacts.organizationId, organizationId), eq(crmContacts.isRepresentative, true), keepId ? ne(crmContacts.id, keepId) : undefined);
  return tx
    .update(crmContacts)
    .set({ isRepresentative: false, version: sql`${crmContacts.version} + 1`, updatedAt: sql`now()` })
    .where(others)
    .returning({ id: crmContacts.id });
}

function auditView(row: ContactRow) {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
}

export async function addMemberContact(db: Db, membershipId: string, values: MemberContactValues, actor: Actor): Promise<MemberContact> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, membershipId);
    const released = values.isRepresentative ? await releaseRepresentative(tx, member.organizationId, null) : [];
    const [row] = await tx
      .insert(crmContacts)
      .values({ ...values, organizationId: member.organizationId, createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "create",
      entityType: ENTITY,
      entityId: row!.id,
      after: { ...auditView(row!), membershipId, releasedRepresentative: released.map((r) => r.id) },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "member_updated",
      description: `Ansprechperson hinzugefügt bei ${member.name}: ${contactName(row!)}`,
      metadata: { membershipId, organizationId: member.organizationId, contactId: row!.id, change: "contact_added" },
    });
    return toMemberContact(row!);
  });
}

export async function updateMemberContact(db: Db, membershipId: string, contactId: string, update: MemberContactUpdate, actor: Actor): Promise<MemberContact> {
  const { version, ...values } = update;
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, membershipId);
    const before = await lockContact(tx, member.organizationId, contactId, version);
    const released = values.isRepresentative ? await releaseRepresentative(tx, member.organizationId, contactId) : [];
    const [row] = await tx
      .update(crmContacts)
      .set({ ...values, version: sql`${crmContacts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(crmContacts.id, contactId), eq(crmContacts.version, version)))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "update",
      entityType: ENTITY,
      entityId: contactId,
      before: auditView(before),
      after: { ...auditView(row!), membershipId, releasedRepresentative: released.map((r) => r.id) },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "member_updated",
      description: `Ansprechperson geändert bei ${member.name}: ${contactName(row!)}`,
      metadata: { membershipId, organizationId: member.organizationId, contactId, change: "contact_updated" },
    });
    return toMemberContact(row!);
  });
}

export async function removeMemberContact(db: Db, membershipId: string, contactId: string, version: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, membershipId);
    const before = await lockContact(tx, member.organizationId, contactId, version);
    // Deleting the row would cascade to the CRM's notes of talks with this person; that history
    // is not the register's to throw away.
    const [talk] = await tx.select({ id: crmInteractions.id }).from(crmInteractions).where(eq(crmInteractions.contactId, contactId)).limit(1);
    if (talk)
      throw new HttpError(409, "contact_has_interactions", "Zu dieser Person sind im CRM Gespräche festgehalten. Sie kann deshalb nur im CRM gelöscht werden.");
    await tx.delete(crmContacts).where(eq(crmContacts.id, contactId));
    await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: ENTITY, entityId: contactId, before: { ...auditView(before), membershipId } });
    await recordActivity(tx, {
      userId: actor.id,
      type: "member_updated",
      description: `Ansprechperson entfernt bei ${member.name}: ${contactName(before)}`,
      metadata: { membershipId, organizationId: member.organizationId, contactId, change: "contact_removed" },
    });
  });
}

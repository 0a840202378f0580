/**
 * Changing the member register: create, edit (versioned), written resignation and exclusion.
 * Each command is one transaction with its audit entry; edits, resignations and exclusions also
 * write the actor's activity log entry in it, as application decisions do.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { memberships } from "./tables.ts";
import { crmContacts } from "#modules/crm/index.ts";
import { organizations } from "#modules/crm/index.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { resignationEffectiveDate } from "../domain/resignation.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import type { ExclusionInput, MemberCreate, MemberFields, MemberUpdate, ResignationInput } from "../schema/member.ts";
import type { Actor } from "#platform/auth/require-user.ts";
import { now } from "#platform/clock.ts";
import { berlinDate } from "#shared/dates.ts";
import { assertAdmissionAllowed, assertRegisterChangeAllowed } from "#modules/assembly/index.ts";

function organizationValues(input: MemberFields) {
  const { name, legalForm, street, postalCode, city, state, website, phone, email } = input;
  return { name, legalForm, street, postalCode, city, state, website, phone, email };
}

function membershipValues(input: MemberFields) {
  return {
    membershipClass: input.membershipClass,
    entryDate: input.entryDate,
    trackLengthKm: input.trackLengthKm === null ? null : input.trackLengthKm.toFixed(1),
    infrastructureTypes: input.infrastructureTypes,
    employeeCount: input.employeeCount,
  };
}

export async function createMember(db: Db, input: MemberCreate, actor: Actor) {
  if (input.contacts.filter((c) => c.isRepresentative).length > 1) {
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["contacts: Nur eine Ansprechperson kann die vertretungsberechtigte Person sein"]);
  }
  return db.transaction(async (tx) => {
    // Entering a member is an admission today: § 3 Abs. 5 applies as to an application (ADR 230).
    const today = berlinDate(now());
    await assertAdmissionAllowed(tx, today, today);
    const [organization] = await tx
      .insert(organizations)
      .values({ ...organizationValues(input), kind: "member_company" })
      .returning();
    const [membership] = await tx
      .insert(memberships)
      .values({ ...membershipValues(input), organizationId: organization!.id, status: "active" })
      .returning();
    if (input.contacts.length)
      await tx.insert(crmContacts).values(input.contacts.map((c) => ({ ...c, organizationId: organization!.id, createdBy: actor.id })));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "member_created",
      entityType: "membership",
      entityId: membership!.id,
      after: { ...membership, organization },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "member_created",
      description: `Mitglied angelegt: ${input.name}`,
      metadata: { membershipId: membership!.id, organizationId: organization!.id },
    });
    return { id: membership!.id, organizationId: organization!.id, version: membership!.version };
  });
}

/** Locks the membership and insists on the version the editor saw. */
async function lockMembership(tx: Tx, id: string, expectedVersion: number) {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
  if (!row) throw notFound("Das Mitglied");
  if (row.version !== expectedVersion) throw versionConflict(row.version);
  return row;
}

export async function updateMember(db: Db, id: string, input: MemberUpdate, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockMembership(tx, id, input.version);
    if (before.exitDate && input.entryDate > before.exitDate) {
      throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["entryDate: Das Eintrittsdatum darf nicht nach dem Austrittsdatum liegen"]);
    }
    // A new class or entry date that adds a member or a vote to an invited assembly is an admission (§ 3 Abs. 5).
    await assertRegisterChangeAllowed(
      tx,
      { membershipClass: before.membershipClass, entryDate: before.entryDate, exitDate: before.exitDate },
      { membershipClass: input.membershipClass, entryDate: input.entryDate, exitDate: before.exitDate },
      berlinDate(now()),
    );
    const [organization] = await tx
      .update(organizations)
      .set({ ...organizationValues(input), version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(organizations.id, before.organizationId), eq(organizations.version, input.organizationVersion)))
      .returning();
    if (!organization) {
      const [current] = await tx.select({ version: organizations.version }).from(organizations).where(eq(organizations.id, before.organizationId));
      throw versionConflict(current?.version ?? 0);
    }
    const [after] = await tx
      .update(memberships)
      .set({ ...membershipValues(input), version: sql`${memberships.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(memberships.id, id), eq(memberships.version, input.version)))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "member_updated",
      entityType: "membership",
      entityId: id,
      before,
      after: { ...after, organization },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "member_updated",
      description: `Mitglied bearbeitet: ${organization.name}`,
      metadata: { membershipId: id, organizationId: organization.id, change: "member_edited", version: after!.version },
    });
    return { id, version: after!.version, organizationVersion: organization.version };
  });
}

async function organizationName(tx: Tx, organizationId: string): Promise<string> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? "";
}

/** The activity log entry of a resignation or exclusion (type membership_status_changed, 0064). */
async function recordStatusChange(
  tx: Tx,
  actor: Actor,
  before: typeof memberships.$inferSelect,
  to: "resigned" | "excluded",
  description: string,
  exitDate: string,
) {
  await recordActivity(tx, {
    userId: actor.id,
    type: "membership_status_changed",
    description,
    metadata: { membershipId: before.id, organizationId: before.organizationId, from: before.status, to, exitDate },
  });
}

function assertStillActive(row: typeof memberships.$inferSelect) {
  if (row.status !== "active") {
    throw new HttpError(
      409,
      "membership_ended",
      row.status === "resigned" ? "Für dieses Mitglied ist bereits ein Austritt erfasst." : "Dieses Mitglied ist bereits ausgeschlossen.",
    );
  }
}

export async function recordResignation(db: Db, id: string, input: ResignationInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockMembership(tx, id, input.version);
    assertStillActive(before);
    if (input.receivedAt < before.entryDate) {
      throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["receivedAt: Die Kündigung kann nicht vor dem Eintritt eingegangen sein"]);
    }
    const exitDate = resignationEffectiveDate(input.receivedAt);
    const [after] = await tx
      .update(memberships)
      .set({ status: "resigned", resignationReceivedAt: input.receivedAt, exitDate, version: sql`${memberships.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(memberships.id, id), eq(memberships.version, input.version)))
      .returning();
    await recordStatusChange(
      tx,
      actor,
      before,
      "resigned",
      `Austritt erfasst: ${await organizationName(tx, before.organizationId)} (Mitgliedschaft endet am ${formatGermanDate(exitDate)})`,
      exitDate,
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "member_resigned",
      entityType: "membership",
      entityId: id,
      before: { status: before.status, exitDate: before.exitDate },
      after: { status: "resigned", resignationReceivedAt: input.receivedAt, exitDate },
    });
    return { id, version: after!.version, exitDate };
  });
}

export async function recordExclusion(db: Db, id: string, input: ExclusionInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockMembership(tx, id, input.version);
    assertStillActive(before);
    if (input.decidedAt < before.entryDate) {
      throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["decidedAt: Der Ausschluss kann nicht vor dem Eintritt beschlossen worden sein"]);
    }
    // Exclusion by the general assembly takes effect with its decision.
    const [after] = await tx
      .update(memberships)
      .set({
        status: "excluded",
        exclusionDecidedAt: input.decidedAt,
        exclusionReason: input.reason,
        exitDate: input.decidedAt,
        version: sql`${memberships.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(memberships.id, id), eq(memberships.version, input.version)))
      .returning();
    await recordStatusChange(
      tx,
      actor,
      before,
      "excluded",
      `Ausschluss erfasst: ${await organizationName(tx, before.organizationId)} (Beschluss vom ${formatGermanDate(input.decidedAt)})`,
      input.decidedAt,
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "member_excluded",
      entityType: "membership",
      entityId: id,
      before: { status: before.status },
      after: { status: "excluded", exclusionDecidedAt: input.decidedAt, exitDate: input.decidedAt },
      reason: input.reason,
    });
    return { id, version: after!.version, exitDate: input.decidedAt };
  });
}

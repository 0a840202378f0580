/**
 * The office records who may cast a member company's vote (§ 7 Abs. 1: commercial power of
 * representation), per person, and revokes it when the person leaves the company.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { RepresentationAuthority } from "../../domain/entitlement.ts";
import { notFound, refusal } from "../refusal.ts";
import { representatives } from "../tables.ts";

/** The person's power for the company that is in force (at most one: recording a new one revokes the old). */
const inForce = (organizationId: string, userId: string) =>
  and(eq(representatives.organizationId, organizationId), eq(representatives.userId, userId), isNull(representatives.revokedAt));

export async function recordRepresentative(
  db: Db,
  input: { organizationId: string; userId: string; authority: RepresentationAuthority },
  actor: { id: string },
) {
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, input.userId));
    if (!person) throw notFound("Person nicht gefunden.");
    if (person.organizationId !== input.organizationId) {
      throw refusal(
        "person_not_in_organization",
        "Diese Person ist nicht mit dem Mitgliedsunternehmen verknüpft. Für ein Unternehmen stimmen kann nur ein Konto, das zu ihm gehört (die Verknüpfung entsteht mit der Aufnahme des Mitglieds).",
      );
    }
    await tx.update(representatives).set({ revokedAt: sql`now()` }).where(inForce(input.organizationId, input.userId));
    await tx.insert(representatives).values({ organizationId: input.organizationId, userId: input.userId, authority: input.authority, recordedBy: actor.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "representative_recorded",
      entityType: "organization",
      entityId: input.organizationId,
      after: input,
    });
  });
}

export async function revokeRepresentative(db: Db, organizationId: string, userId: string, actor: { id: string }) {
  return db.transaction(async (tx) => {
    const rows = await tx.update(representatives).set({ revokedAt: sql`now()` }).where(inForce(organizationId, userId)).returning({ id: representatives.id });
    if (rows.length === 0) throw notFound("Für diese Person ist keine Vertretungsbefugnis hinterlegt.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "representative_revoked",
      entityType: "organization",
      entityId: organizationId,
      before: { userId },
    });
  });
}

export async function mayRepresent(db: Db | Tx, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db.select({ id: representatives.id }).from(representatives).where(inForce(organizationId, userId));
  return rows.length > 0;
}

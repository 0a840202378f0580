/**
 * The office records who may cast a member company's vote (§ 7 Abs. 1: commercial power of
 * representation), per person, and revokes it when the person leaves the company.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { RepresentationAuthority } from "../../domain/entitlement.ts";
import { notFound, refusal } from "../refusal.ts";

export async function recordRepresentative(
  db: Db,
  input: { organizationId: string; userId: string; authority: RepresentationAuthority },
  actor: { id: string },
) {
  return db.transaction(async (tx) => {
    const [person] = rowsOf<{ organization_id: string | null }>(await tx.execute(sql`SELECT organization_id FROM profiles WHERE id = ${input.userId}`));
    if (!person) throw notFound("Person nicht gefunden.");
    if (person.organization_id !== input.organizationId) {
      throw refusal(
        "person_not_in_organization",
        "Diese Person ist nicht mit dem Mitgliedsunternehmen verknüpft. Für ein Unternehmen stimmen kann nur ein Konto, das zu ihm gehört (die Verknüpfung entsteht mit der Aufnahme des Mitglieds).",
      );
    }
    await tx.execute(
      sql`UPDATE assembly_representatives SET revoked_at = now() WHERE organization_id = ${input.organizationId} AND user_id = ${input.userId} AND revoked_at IS NULL`,
    );
    await tx.execute(sql`
      INSERT INTO assembly_representatives (organization_id, user_id, authority, recorded_by) VALUES (${input.organizationId}, ${input.userId}, ${input.authority}, ${actor.id})`);
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
    const rows = rowsOf<{ id: string }>(
      await tx.execute(
        sql`UPDATE assembly_representatives SET revoked_at = now() WHERE organization_id = ${organizationId} AND user_id = ${userId} AND revoked_at IS NULL RETURNING id`,
      ),
    );
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
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM assembly_representatives WHERE organization_id = ${organizationId} AND user_id = ${userId} AND revoked_at IS NULL`),
  );
  return rows.length > 0;
}

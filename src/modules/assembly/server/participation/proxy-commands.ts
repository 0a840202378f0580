/**
 * Proxies (§ 7 Abs. 1): an ordinary member authorises another ordinary member for one assembly;
 * nobody holds more than two foreign votes. The holder's proxies are counted under a lock on the
 * assembly row, so two members granting to the same holder at once cannot make it three.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkProxyGrant } from "../../domain/entitlement.ts";
import { memberStandings } from "../member-standing.ts";
import { enforce, notFound, refusal } from "../refusal.ts";

export async function grantProxy(
  db: Db,
  assemblyId: string,
  grantorOrganizationId: string,
  holderOrganizationId: string,
  actor: { id: string },
  now: Date = currentTime(),
) {
  return db.transaction(async (tx) => {
    const [assembly] = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM general_assemblies WHERE id = ${assemblyId} FOR UPDATE`));
    if (!assembly) throw notFound("Versammlung nicht gefunden.");
    if (assembly.status !== "invited" && assembly.status !== "running")
      throw refusal("proxy_closed", "Vollmachten können nur für eine bevorstehende oder laufende Versammlung erteilt werden.");
    const standings = await memberStandings(tx, berlinDate(now), [grantorOrganizationId, holderOrganizationId]);
    const grantor = standings.find((m) => m.id === grantorOrganizationId);
    const holder = standings.find((m) => m.id === holderOrganizationId);
    if (!grantor || !holder) throw notFound("Mitglied nicht gefunden.");
    const [counts] = rowsOf<{ held: number; given: number }>(
      await tx.execute(sql`
        SELECT count(*) FILTER (WHERE holder_organization_id = ${holderOrganizationId})::int AS held,
               count(*) FILTER (WHERE grantor_organization_id = ${grantorOrganizationId})::int AS given
        FROM assembly_proxies WHERE assembly_id = ${assemblyId} AND revoked_at IS NULL`),
    );
    enforce(checkProxyGrant({ grantor, holder, holderForeignVotes: counts!.held, grantorAlreadyDelegated: counts!.given > 0 }));
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO assembly_proxies (assembly_id, grantor_organization_id, holder_organization_id, granted_by, granted_at)
        VALUES (${assemblyId}, ${grantorOrganizationId}, ${holderOrganizationId}, ${actor.id}, ${now}) RETURNING id`),
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_proxy_granted",
      entityType: "general_assembly",
      entityId: assemblyId,
      after: { grantorOrganizationId, holderOrganizationId },
    });
    return { id: row!.id };
  });
}

export async function revokeProxy(db: Db, assemblyId: string, grantorOrganizationId: string, actor: { id: string }, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const revoked = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE assembly_proxies SET revoked_at = ${now}
        WHERE assembly_id = ${assemblyId} AND grantor_organization_id = ${grantorOrganizationId} AND revoked_at IS NULL RETURNING id`),
    );
    if (revoked.length === 0) throw notFound("Es besteht keine Vollmacht, die widerrufen werden könnte.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_proxy_revoked",
      entityType: "general_assembly",
      entityId: assemblyId,
      before: { grantorOrganizationId },
    });
  });
}

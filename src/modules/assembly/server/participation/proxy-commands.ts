/**
 * Proxies (§ 7 Abs. 1): an ordinary member authorises another ordinary member for one assembly;
 * nobody holds more than two foreign votes. The holder's proxies are counted under a lock on the
 * assembly row, so two members granting to the same holder at once cannot make it three.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkProxyGrant } from "../../domain/entitlement.ts";
import { memberStandings } from "../member-standing-queries.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { generalAssemblies, proxies } from "../tables.ts";

export async function grantProxy(
  db: Db,
  assemblyId: string,
  grantorOrganizationId: string,
  holderOrganizationId: string,
  actor: { id: string },
  now: Date = currentTime(),
) {
  return db.transaction(async (tx) => {
    const [assembly] = await tx.select({ status: generalAssemblies.status }).from(generalAssemblies).where(eq(generalAssemblies.id, assemblyId)).for("update");
    if (!assembly) throw notFound("Versammlung nicht gefunden.");
    if (assembly.status !== "invited" && assembly.status !== "running")
      throw refusal("proxy_closed", "Vollmachten können nur für eine bevorstehende oder laufende Versammlung erteilt werden.");
    const standings = await memberStandings(tx, berlinDate(now), [grantorOrganizationId, holderOrganizationId]);
    const grantor = standings.find((m) => m.id === grantorOrganizationId);
    const holder = standings.find((m) => m.id === holderOrganizationId);
    if (!grantor || !holder) throw notFound("Mitglied nicht gefunden.");
    const [counts] = await tx
      .select({
        held: sql<number>`count(*) FILTER (WHERE ${proxies.holderOrganizationId} = ${holderOrganizationId})`.mapWith(Number),
        given: sql<number>`count(*) FILTER (WHERE ${proxies.grantorOrganizationId} = ${grantorOrganizationId})`.mapWith(Number),
      })
      .from(proxies)
      .where(and(eq(proxies.assemblyId, assemblyId), isNull(proxies.revokedAt)));
    enforce(checkProxyGrant({ grantor, holder, holderForeignVotes: counts!.held, grantorAlreadyDelegated: counts!.given > 0 }));
    const [row] = await tx
      .insert(proxies)
      .values({ assemblyId, grantorOrganizationId, holderOrganizationId, grantedBy: actor.id, grantedAt: now })
      .returning({ id: proxies.id });
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
    const revoked = await tx
      .update(proxies)
      .set({ revokedAt: now })
      .where(and(eq(proxies.assemblyId, assemblyId), eq(proxies.grantorOrganizationId, grantorOrganizationId), isNull(proxies.revokedAt)))
      .returning({ id: proxies.id });
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

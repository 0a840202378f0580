/**
 * Requests for an extraordinary assembly (§ 4 Abs. 5): a member opens one with purpose and
 * reasons, other members join it; when more than a third of all members have joined, the
 * presidium must convene. Progress is computed live from current members only.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, count, eq } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { memberships } from "#modules/members/index.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { extraordinaryRequestProgress, type ThresholdProgress } from "../../domain/extraordinary-request.ts";
import { memberCounts, memberOn, memberStandings } from "../member-standing-queries.ts";
import { assemblyRequests, requestSignatures } from "../tables.ts";
import { notFound, refusal } from "../refusal.ts";
import { officePeople, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";
import type { Filer } from "./motion-commands.ts";

async function requireMember(tx: Db | Tx, organizationId: string, now: Date) {
  const [member] = await memberStandings(tx, berlinDate(now), [organizationId]);
  if (!member?.active) throw refusal("not_a_member", "Eine außerordentliche Versammlung können nur Mitglieder verlangen (§ 4 Abs. 5 Satzung).");
}

export async function requestProgress(tx: Db | Tx, requestId: string, now: Date = currentTime()): Promise<ThresholdProgress> {
  const today = berlinDate(now);
  const [row] = await tx
    .select({ n: count() })
    .from(requestSignatures)
    .innerJoin(memberships, and(eq(memberships.organizationId, requestSignatures.organizationId), memberOn(today)))
    .where(eq(requestSignatures.requestId, requestId));
  return extraordinaryRequestProgress(row!.n, (await memberCounts(tx, today)).members);
}

async function markReached(tx: Tx, requestId: string, now: Date): Promise<boolean> {
  const progress = await requestProgress(tx, requestId, now);
  if (!progress.reached) return false;
  const updated = await tx
    .update(assemblyRequests)
    .set({ status: "reached", reachedAt: now })
    .where(and(eq(assemblyRequests.id, requestId), eq(assemblyRequests.status, "collecting")))
    .returning({ id: assemblyRequests.id, purpose: assemblyRequests.purpose });
  if (updated.length === 0) return false;
  await tell(tx, await officePeople(tx), {
    kind: "assembly.request_reached",
    title: `Außerordentliche Versammlung verlangt: ${updated[0]!.purpose}`,
    body: progress.label,
    link: routePath("voting"),
    dedupeKey: `assembly-request:${requestId}`,
  });
  return true;
}

export async function openRequest(db: Db, input: { purpose: string; reasons: string }, filer: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    await requireMember(tx, filer.organizationId, now);
    const [row] = await tx
      .insert(assemblyRequests)
      .values({ purpose: input.purpose, reasons: input.reasons, openedByOrganizationId: filer.organizationId, openedByUserId: filer.userId, createdAt: now })
      .returning({ id: assemblyRequests.id });
    await tx.insert(requestSignatures).values({ requestId: row!.id, organizationId: filer.organizationId, userId: filer.userId, signedAt: now });
    const reached = await markReached(tx, row!.id, now);
    await recordAudit(tx, { actorUserId: filer.userId, action: "assembly_request_opened", entityType: "assembly_request", entityId: row!.id, after: input });
    return { id: row!.id, reached };
  });
}

export async function signRequest(db: Db, requestId: string, filer: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select({ status: assemblyRequests.status }).from(assemblyRequests).where(eq(assemblyRequests.id, requestId)).for("update");
    if (!request) throw notFound("Verlangen nicht gefunden.");
    if (request.status !== "collecting" && request.status !== "reached") throw refusal("request_closed", "Dieses Verlangen ist abgeschlossen.");
    await requireMember(tx, filer.organizationId, now);
    const inserted = await tx
      .insert(requestSignatures)
      .values({ requestId, organizationId: filer.organizationId, userId: filer.userId, signedAt: now })
      .onConflictDoNothing()
      .returning({ requestId: requestSignatures.requestId });
    if (inserted.length === 0) throw refusal("already_signed", "Ihr Unternehmen hat sich diesem Verlangen bereits angeschlossen.");
    const reached = await markReached(tx, requestId, now);
    await recordAudit(tx, {
      actorUserId: filer.userId,
      action: "assembly_request_signed",
      entityType: "assembly_request",
      entityId: requestId,
      after: { organizationId: filer.organizationId },
    });
    return { reached };
  });
}

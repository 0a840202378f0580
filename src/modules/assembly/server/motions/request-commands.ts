/**
 * Requests for an extraordinary assembly (§ 4 Abs. 5): a member opens one with purpose and
 * reasons, other members join it; when more than a third of all members have joined, the
 * presidium must convene. Progress is computed live from current members only.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { extraordinaryRequestProgress, type ThresholdProgress } from "../../domain/extraordinary-request.ts";
import { memberCounts, memberStandings } from "../member-standing.ts";
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
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM assembly_request_signatures s JOIN memberships m ON m.organization_id = s.organization_id
        AND m.entry_date <= ${today}::date AND (m.exit_date IS NULL OR m.exit_date >= ${today}::date)
      WHERE s.request_id = ${requestId}`),
  );
  return extraordinaryRequestProgress(row!.n, (await memberCounts(tx, today)).members);
}

async function markReached(tx: Tx, requestId: string, now: Date): Promise<boolean> {
  const progress = await requestProgress(tx, requestId, now);
  if (!progress.reached) return false;
  const updated = rowsOf<{ id: string; purpose: string }>(
    await tx.execute(
      sql`UPDATE assembly_requests SET status = 'reached', reached_at = ${now} WHERE id = ${requestId} AND status = 'collecting' RETURNING id, purpose`,
    ),
  );
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
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO assembly_requests (purpose, reasons, opened_by_organization_id, opened_by_user_id, created_at)
        VALUES (${input.purpose}, ${input.reasons}, ${filer.organizationId}, ${filer.userId}, ${now}) RETURNING id`),
    );
    await tx.execute(
      sql`INSERT INTO assembly_request_signatures (request_id, organization_id, user_id, signed_at) VALUES (${row!.id}, ${filer.organizationId}, ${filer.userId}, ${now})`,
    );
    const reached = await markReached(tx, row!.id, now);
    await recordAudit(tx, { actorUserId: filer.userId, action: "assembly_request_opened", entityType: "assembly_request", entityId: row!.id, after: input });
    return { id: row!.id, reached };
  });
}

export async function signRequest(db: Db, requestId: string, filer: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [request] = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM assembly_requests WHERE id = ${requestId} FOR UPDATE`));
    if (!request) throw notFound("Verlangen nicht gefunden.");
    if (request.status !== "collecting" && request.status !== "reached") throw refusal("request_closed", "Dieses Verlangen ist abgeschlossen.");
    await requireMember(tx, filer.organizationId, now);
    const inserted = rowsOf<{ request_id: string }>(
      await tx.execute(sql`
        INSERT INTO assembly_request_signatures (request_id, organization_id, user_id, signed_at) VALUES (${requestId}, ${filer.organizationId}, ${filer.userId}, ${now})
        ON CONFLICT DO NOTHING RETURNING request_id`),
    );
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

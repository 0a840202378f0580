/**
 * Motions of the members: filing (deadline, statute-change announcement), support and co-filing,
 * and the office's decision to admit a motion to the agenda. A dissolution motion collects
 * co-filers first and counts as filed on the day more than a third of the members have joined.
 */
import { now as currentTime } from "#platform/clock.ts";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import {
  checkBoardDecisionSupport,
  checkDissolutionFiling,
  checkMotionFiling,
  lateMotionNotice,
  normalizeMotionText,
  type MotionCategory,
} from "../../domain/motions.ts";
import type { MotionInput } from "../../schema/motion.ts";
import { memberCounts, memberStandings } from "../member-standing.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { officePeople, tell } from "../notifications.ts";
import { requireAgendaItemOf, requireEarlierMotion } from "../references.ts";
import { routePath } from "#shared/routes.ts";

export interface Filer {
  userId: string;
  organizationId: string;
}

export function motionFingerprint(body: string): string {
  return createHash("sha256").update(normalizeMotionText(body)).digest("hex");
}

interface AssemblyDates {
  status: string;
  assembly_date: IsoDate;
  invitation_sent_on: IsoDate | null;
}

async function assemblyDates(tx: Db | Tx, assemblyId: string): Promise<AssemblyDates> {
  const [row] = rowsOf<AssemblyDates>(
    await tx.execute(sql`
      SELECT g.status, to_char(g.assembly_date, 'YYYY-MM-DD') AS assembly_date,
        to_char(coalesce(g.first_invitation_sent_at, (SELECT min(queued_at) FROM assembly_invitations i WHERE i.assembly_id = g.id)) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS invitation_sent_on
      FROM general_assemblies g WHERE g.id = ${assemblyId}`),
  );
  if (!row) throw notFound("Versammlung nicht gefunden.");
  return row;
}

async function requireMember(tx: Db | Tx, organizationId: string, today: IsoDate) {
  const [member] = await memberStandings(tx, today, [organizationId]);
  if (!member?.active) throw refusal("not_a_member", "Anträge können nur Mitglieder des Verbandes stellen (§ 3 Abs. 6 Satzung).");
  return member;
}

export async function fileMotion(db: Db, assemblyId: string, input: MotionInput, filer: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const today = berlinDate(now);
    const assembly = await assemblyDates(tx, assemblyId);
    if (assembly.status !== "draft" && assembly.status !== "invited")
      throw refusal("motions_closed", "Für diese Versammlung können keine Anträge mehr gestellt werden.");
    await requireMember(tx, filer.organizationId, today);
    const collecting = input.category === "dissolution";
    const verdict = checkMotionFiling({
      category: input.category,
      receivedOn: today,
      assemblyDate: assembly.assembly_date,
      invitationSentOn: assembly.invitation_sent_on,
    });
    enforce(verdict);
    const late = verdict.ok && verdict.late === true;
    const [row] = rowsOf<{ id: string; version: number }>(
      await tx.execute(sql`
        INSERT INTO assembly_motions (assembly_id, category, title, body, reasons, filed_by_organization_id, filed_by_user_id, received_at, late, status, status_note, content_fingerprint)
        VALUES (${assemblyId}, ${input.category}, ${input.title}, ${input.body}, ${input.reasons}, ${filer.organizationId}, ${filer.userId},
                ${collecting ? null : now}, ${late}, ${collecting ? "collecting" : "submitted"}, ${late ? lateMotionNotice(assembly.assembly_date) : null}, ${motionFingerprint(input.body)})
        RETURNING id, version`),
    );
    await tx.execute(
      sql`INSERT INTO assembly_motion_supporters (motion_id, organization_id, user_id, supported_at) VALUES (${row!.id}, ${filer.organizationId}, ${filer.userId}, ${now})`,
    );
    if (collecting) await completeDissolutionFiling(tx, row!.id, now);
    await recordAudit(tx, {
      actorUserId: filer.userId,
      action: "motion_filed",
      entityType: "assembly_motion",
      entityId: row!.id,
      after: { assemblyId, category: input.category, title: input.title, late },
    });
    await recordActivity(tx, {
      userId: filer.userId,
      type: "motion_filed",
      description: `Antrag „${input.title}“ gestellt`,
      metadata: { motionId: row!.id, assemblyId, category: input.category, late },
    });
    await tell(tx, await officePeople(tx), {
      kind: "assembly.motion",
      title: `Neuer Antrag: ${input.title}`,
      body: late ? lateMotionNotice(assembly.assembly_date) : null,
      link: routePath("votingAssembly", { id: assemblyId }),
      actorId: filer.userId,
    });
    return { id: row!.id, late };
  });
}

/** A member company supports (or, for a dissolution, co-files) a motion. */
export async function supportMotion(db: Db, motionId: string, supporter: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [motion] = rowsOf<{ status: string; category: MotionCategory }>(
      await tx.execute(sql`SELECT status, category FROM assembly_motions WHERE id = ${motionId} FOR UPDATE`),
    );
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.status !== "collecting" && motion.status !== "submitted") throw refusal("support_closed", "Dieser Antrag kann nicht mehr unterstützt werden.");
    await requireMember(tx, supporter.organizationId, berlinDate(now));
    const inserted = rowsOf<{ motion_id: string }>(
      await tx.execute(sql`
        INSERT INTO assembly_motion_supporters (motion_id, organization_id, user_id, supported_at) VALUES (${motionId}, ${supporter.organizationId}, ${supporter.userId}, ${now})
        ON CONFLICT DO NOTHING RETURNING motion_id`),
    );
    if (inserted.length === 0) throw refusal("already_supported", "Ihr Unternehmen unterstützt diesen Antrag bereits.");
    if (motion.category === "dissolution" && motion.status === "collecting") await completeDissolutionFiling(tx, motionId, now);
    await recordAudit(tx, {
      actorUserId: supporter.userId,
      action: "motion_supported",
      entityType: "assembly_motion",
      entityId: motionId,
      after: { organizationId: supporter.organizationId },
    });
  });
}

export async function withdrawSupport(db: Db, motionId: string, supporter: Filer) {
  return db.transaction(async (tx) => {
    const [motion] = rowsOf<{ status: string; filed_by_organization_id: string | null }>(
      await tx.execute(sql`SELECT status, filed_by_organization_id FROM assembly_motions WHERE id = ${motionId} FOR UPDATE`),
    );
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.filed_by_organization_id === supporter.organizationId)
      throw refusal("filer_cannot_withdraw_support", "Als antragstellendes Mitglied können Sie den Antrag zurückziehen, aber nicht Ihre Unterstützung.");
    if (motion.status !== "collecting" && motion.status !== "submitted")
      throw refusal("support_closed", "Die Unterstützung kann nicht mehr zurückgenommen werden.");
    await tx.execute(sql`DELETE FROM assembly_motion_supporters WHERE motion_id = ${motionId} AND organization_id = ${supporter.organizationId}`);
  });
}

/** § 7 Abs. 4: once more than a third of the members have filed, the dissolution motion is filed. */
async function completeDissolutionFiling(tx: Tx, motionId: string, now: Date): Promise<void> {
  const today = berlinDate(now);
  const [filers] = rowsOf<{ n: number; assembly_id: string }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n, (SELECT assembly_id FROM assembly_motions WHERE id = ${motionId}) AS assembly_id
      FROM assembly_motion_supporters s JOIN memberships m ON m.organization_id = s.organization_id
        AND m.entry_date <= ${today}::date AND (m.exit_date IS NULL OR m.exit_date >= ${today}::date)
      WHERE s.motion_id = ${motionId}`),
  );
  const { members } = await memberCounts(tx, today);
  if (!checkDissolutionFiling(filers!.n, members).ok) return;
  const assembly = await assemblyDates(tx, filers!.assembly_id);
  const verdict = checkMotionFiling({
    category: "dissolution",
    receivedOn: today,
    assemblyDate: assembly.assembly_date,
    invitationSentOn: assembly.invitation_sent_on,
  });
  await tx.execute(sql`
    UPDATE assembly_motions SET received_at = ${now}, status = ${verdict.ok ? "submitted" : "inadmissible"}, status_note = ${verdict.ok ? null : verdict.message},
      version = version + 1, updated_at = now() WHERE id = ${motionId}`);
}

export async function withdrawMotion(db: Db, motionId: string, filer: Filer) {
  return db.transaction(async (tx) => {
    const [motion] = rowsOf<{ status: string; filed_by_organization_id: string | null }>(
      await tx.execute(sql`SELECT status, filed_by_organization_id FROM assembly_motions WHERE id = ${motionId} FOR UPDATE`),
    );
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.filed_by_organization_id !== filer.organizationId) throw refusal("not_filer", "Nur das antragstellende Mitglied kann den Antrag zurückziehen.");
    if (motion.status === "voted" || motion.status === "withdrawn")
      throw refusal("motion_final", "Über diesen Antrag wurde bereits abgestimmt, oder er ist schon zurückgezogen.");
    await tx.execute(sql`UPDATE assembly_motions SET status = 'withdrawn', version = version + 1, updated_at = now() WHERE id = ${motionId}`);
    await recordAudit(tx, { actorUserId: filer.userId, action: "motion_withdrawn", entityType: "assembly_motion", entityId: motionId });
  });
}

/** The office admits a motion to the agenda (or records why it is inadmissible). */
export async function decideMotion(
  db: Db,
  motionId: string,
  input: { decision: "admitted" | "inadmissible"; note: string | null; agendaItemId: string | null; repeatsMotionId: string | null; version: number },
  actor: { id: string },
  now: Date = currentTime(),
) {
  return db.transaction(async (tx) => {
    const [motion] = rowsOf<{ status: string; category: MotionCategory; version: number; assembly_id: string }>(
      await tx.execute(sql`SELECT status, category, version, assembly_id FROM assembly_motions WHERE id = ${motionId} FOR UPDATE`),
    );
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.version !== input.version)
      throw new HttpError(409, "version_conflict", "Dieser Antrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.");
    if (motion.status !== "submitted" && motion.status !== "admitted" && motion.status !== "inadmissible") {
      throw refusal(
        "motion_not_decidable",
        motion.status === "collecting"
          ? "Der Antrag ist noch nicht gestellt: Es fehlen Mitunterzeichner."
          : "Über diesen Antrag kann nicht mehr entschieden werden.",
      );
    }
    if (input.decision === "admitted") {
      if (motion.category === "board_decision_change") {
        const today = berlinDate(now);
        const [support] = rowsOf<{ n: number }>(
          await tx.execute(sql`
            SELECT count(*)::int AS n FROM assembly_motion_supporters s JOIN memberships m ON m.organization_id = s.organization_id
              AND m.membership_class = 'ordinary' AND m.entry_date <= ${today}::date AND (m.exit_date IS NULL OR m.exit_date >= ${today}::date)
            WHERE s.motion_id = ${motionId}`),
        );
        enforce(checkBoardDecisionSupport(support!.n, (await memberCounts(tx, today)).votingMembers));
      }
    }
    if (input.agendaItemId) await requireAgendaItemOf(tx, motion.assembly_id, input.agendaItemId);
    if (input.repeatsMotionId) await requireEarlierMotion(tx, motionId, input.repeatsMotionId);
    await tx.execute(sql`
      UPDATE assembly_motions SET status = ${input.decision}, status_note = coalesce(${input.note}, status_note), agenda_item_id = coalesce(${input.agendaItemId}, agenda_item_id),
        repeats_motion_id = coalesce(${input.repeatsMotionId}, repeats_motion_id), version = version + 1, updated_at = now()
      WHERE id = ${motionId}`);
    await recordAudit(tx, { actorUserId: actor.id, action: `motion_${input.decision}`, entityType: "assembly_motion", entityId: motionId, after: input });
  });
}

/**
 * Motions of the members: filing (deadline, statute-change announcement), support and co-filing,
 * and the office's decision to admit a motion to the agenda. A dissolution motion collects
 * co-filers first and counts as filed on the day more than a third of the members have joined.
 */
import { now as currentTime } from "#platform/clock.ts";
import { createHash } from "node:crypto";
import { and, count, eq, min, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { memberships } from "#modules/members/index.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import { checkBoardDecisionSupport, checkDissolutionFiling, checkMotionFiling, lateMotionNotice, normalizeMotionText } from "../../domain/motions.ts";
import type { MotionInput } from "../../schema/motion.ts";
import { memberCounts, memberOn, memberStandings } from "../member-standing-queries.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { officePeople, tell } from "../notifications.ts";
import { requireAgendaItemOf, requireEarlierMotion } from "../references.ts";
import { routePath } from "#shared/routes.ts";
import { generalAssemblies, invitations, motionSupporters, motions } from "../tables.ts";

export interface Filer {
  userId: string;
  organizationId: string;
}

export function motionFingerprint(body: string): string {
  return createHash("sha256").update(normalizeMotionText(body)).digest("hex");
}

interface AssemblyDates {
  status: string;
  assemblyDate: IsoDate;
  invitationSentOn: IsoDate | null;
}

async function assemblyDates(tx: Db | Tx, assemblyId: string): Promise<AssemblyDates> {
  const firstQueued = tx
    .select({ at: min(invitations.queuedAt) })
    .from(invitations)
    .where(eq(invitations.assemblyId, generalAssemblies.id));
  const [row] = await tx
    .select({
      status: generalAssemblies.status,
      assemblyDate: generalAssemblies.assemblyDate,
      sentAt: generalAssemblies.firstInvitationSentAt,
      // Before the first send time is known, the day the invitations were queued.
      firstQueuedAt: sql`(${firstQueued})`.mapWith(invitations.queuedAt),
    })
    .from(generalAssemblies)
    .where(eq(generalAssemblies.id, assemblyId));
  if (!row) throw notFound("Versammlung nicht gefunden.");
  const sent = row.sentAt ?? row.firstQueuedAt;
  return { status: row.status, assemblyDate: row.assemblyDate, invitationSentOn: sent ? berlinDate(sent) : null };
}

/** Supporting companies that are members on `today` (`ordinary`: only those with a vote). */
async function supportingMembers(tx: Tx, motionId: string, today: IsoDate, ordinary = false): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(motionSupporters)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, motionSupporters.organizationId), memberOn(today), ordinary ? eq(memberships.membershipClass, "ordinary") : undefined),
    )
    .where(eq(motionSupporters.motionId, motionId));
  return row?.n ?? 0;
}

const lockedMotion = (tx: Tx, motionId: string) =>
  tx
    .select({
      status: motions.status,
      category: motions.category,
      version: motions.version,
      assemblyId: motions.assemblyId,
      filedByOrganizationId: motions.filedByOrganizationId,
    })
    .from(motions)
    .where(eq(motions.id, motionId))
    .for("update");

const bumped = { version: sql`${motions.version} + 1`, updatedAt: sql`now()` };

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
      assemblyDate: assembly.assemblyDate,
      invitationSentOn: assembly.invitationSentOn,
    });
    enforce(verdict);
    const late = verdict.ok && verdict.late === true;
    const [row] = await tx
      .insert(motions)
      .values({
        assemblyId,
        category: input.category,
        title: input.title,
        body: input.body,
        reasons: input.reasons,
        filedByOrganizationId: filer.organizationId,
        filedByUserId: filer.userId,
        receivedAt: collecting ? null : now,
        late,
        status: collecting ? "collecting" : "submitted",
        statusNote: late ? lateMotionNotice(assembly.assemblyDate) : null,
        contentFingerprint: motionFingerprint(input.body),
      })
      .returning({ id: motions.id });
    await tx.insert(motionSupporters).values({ motionId: row!.id, organizationId: filer.organizationId, userId: filer.userId, supportedAt: now });
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
      body: late ? lateMotionNotice(assembly.assemblyDate) : null,
      link: routePath("votingAssembly", { id: assemblyId }),
      actorId: filer.userId,
    });
    return { id: row!.id, late };
  });
}

/** A member company supports (or, for a dissolution, co-files) a motion. */
export async function supportMotion(db: Db, motionId: string, supporter: Filer, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [motion] = await lockedMotion(tx, motionId);
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.status !== "collecting" && motion.status !== "submitted") throw refusal("support_closed", "Dieser Antrag kann nicht mehr unterstützt werden.");
    await requireMember(tx, supporter.organizationId, berlinDate(now));
    const inserted = await tx
      .insert(motionSupporters)
      .values({ motionId, organizationId: supporter.organizationId, userId: supporter.userId, supportedAt: now })
      .onConflictDoNothing()
      .returning({ motionId: motionSupporters.motionId });
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
    const [motion] = await lockedMotion(tx, motionId);
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.filedByOrganizationId === supporter.organizationId)
      throw refusal("filer_cannot_withdraw_support", "Als antragstellendes Mitglied können Sie den Antrag zurückziehen, aber nicht Ihre Unterstützung.");
    if (motion.status !== "collecting" && motion.status !== "submitted")
      throw refusal("support_closed", "Die Unterstützung kann nicht mehr zurückgenommen werden.");
    await tx.delete(motionSupporters).where(and(eq(motionSupporters.motionId, motionId), eq(motionSupporters.organizationId, supporter.organizationId)));
  });
}

/** § 7 Abs. 4: once more than a third of the members have filed, the dissolution motion is filed. */
async function completeDissolutionFiling(tx: Tx, motionId: string, now: Date): Promise<void> {
  const today = berlinDate(now);
  const filers = await supportingMembers(tx, motionId, today);
  const { members } = await memberCounts(tx, today);
  if (!checkDissolutionFiling(filers, members).ok) return;
  const [motion] = await tx.select({ assemblyId: motions.assemblyId }).from(motions).where(eq(motions.id, motionId));
  const assembly = await assemblyDates(tx, motion!.assemblyId);
  const verdict = checkMotionFiling({
    category: "dissolution",
    receivedOn: today,
    assemblyDate: assembly.assemblyDate,
    invitationSentOn: assembly.invitationSentOn,
  });
  await tx
    .update(motions)
    .set({ receivedAt: now, status: verdict.ok ? "submitted" : "inadmissible", statusNote: verdict.ok ? null : verdict.message, ...bumped })
    .where(eq(motions.id, motionId));
}

export async function withdrawMotion(db: Db, motionId: string, filer: Filer) {
  return db.transaction(async (tx) => {
    const [motion] = await lockedMotion(tx, motionId);
    if (!motion) throw notFound("Antrag nicht gefunden.");
    if (motion.filedByOrganizationId !== filer.organizationId) throw refusal("not_filer", "Nur das antragstellende Mitglied kann den Antrag zurückziehen.");
    if (motion.status === "voted" || motion.status === "withdrawn")
      throw refusal("motion_final", "Über diesen Antrag wurde bereits abgestimmt, oder er ist schon zurückgezogen.");
    await tx
      .update(motions)
      .set({ status: "withdrawn", ...bumped })
      .where(eq(motions.id, motionId));
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
    const [motion] = await lockedMotion(tx, motionId);
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
        const support = await supportingMembers(tx, motionId, today, true);
        enforce(checkBoardDecisionSupport(support, (await memberCounts(tx, today)).votingMembers));
      }
    }
    if (input.agendaItemId) await requireAgendaItemOf(tx, motion.assemblyId, input.agendaItemId);
    if (input.repeatsMotionId) await requireEarlierMotion(tx, motionId, input.repeatsMotionId);
    await tx
      .update(motions)
      .set({
        status: input.decision,
        // Each field only when given: a decision keeps the note, item and earlier motion it does not name.
        ...(input.note !== null && { statusNote: input.note }),
        ...(input.agendaItemId !== null && { agendaItemId: input.agendaItemId }),
        ...(input.repeatsMotionId !== null && { repeatsMotionId: input.repeatsMotionId }),
        ...bumped,
      })
      .where(eq(motions.id, motionId));
    await recordAudit(tx, { actorUserId: actor.id, action: `motion_${input.decision}`, entityType: "assembly_motion", entityId: motionId, after: input });
  });
}

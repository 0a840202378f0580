/**
 * The day itself: the chair opens the assembly (only on its day and only when every member was
 * invited in time), closes it when no ballot is open, or declares it inquorate, which prepares
 * the repeat assembly with the same agenda (§ 4 Abs. 7).
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { addDays, berlinDate, berlinTime, formatGermanDate } from "#shared/dates.ts";
import { checkAssemblyOpening, checkConvocation, earliestAssemblyDate, type InvitationDelivery, type InvitationEvidence } from "../../domain/convocation.ts";
import { loadElectorate, storeFinalRecord } from "../electorate-queries.ts";
import { enforce, refusal } from "../refusal.ts";
import { agendaDocuments, agendaItems, attendance, ballots, generalAssemblies as g, motions } from "../tables.ts";
import { lockAssembly, startInstant, type Actor } from "./assembly-commands.ts";

const bumped = { version: sql`${g.version} + 1`, updatedAt: sql`now()` };

/** Everybody still checked in leaves when the assembly ends. */
const leaveAll = (tx: Tx, id: string, now: Date) =>
  tx
    .update(attendance)
    .set({ leftAt: now })
    .where(and(eq(attendance.assemblyId, id), isNotNull(attendance.checkedInAt), isNull(attendance.leftAt)));

/** The invitations with their send evidence and delivery state (outbox: pending/failed = still being delivered, dead or gone = undeliverable). */
export async function convocationEvidence(tx: Db | Tx, assemblyId: string): Promise<InvitationEvidence[]> {
  // Raw: the platform's outbox has no drizzle table; the row type is this query's own.
  const rows = rowsOf<{ organization_id: string; name: string; sent_at: Date | string | null; delivery: InvitationDelivery }>(
    await tx.execute(sql`
      SELECT i.organization_id, o.name, i.sent_at,
        CASE WHEN i.sent_at IS NOT NULL THEN 'sent' WHEN m.status IN ('pending', 'failed') THEN 'queued' ELSE 'undeliverable' END AS delivery
      FROM assembly_invitations i JOIN organizations o ON o.id = i.organization_id LEFT JOIN outbox m ON m.id = i.outbox_id
      WHERE i.assembly_id = ${assemblyId} ORDER BY o.name`),
  );
  return rows.map((r) => ({ memberId: r.organization_id, memberName: r.name, sentAt: r.sent_at ? new Date(r.sent_at) : null, delivery: r.delivery }));
}

export async function openAssembly(
  db: Db,
  id: string,
  input: { chairName: string; minuteTakerName: string; version: number },
  actor: Actor,
  now: Date = currentTime(),
) {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id, input.version);
    if (assembly.status !== "invited") {
      throw refusal(
        "assembly_not_invited",
        assembly.status === "draft" ? "Zu dieser Versammlung wurde noch nicht eingeladen." : "Diese Versammlung kann nicht (mehr) eröffnet werden.",
      );
    }
    const convocation = checkConvocation(assembly.assemblyDate, await convocationEvidence(tx, id));
    enforce(checkAssemblyOpening({ today: berlinDate(now), assemblyDate: assembly.assemblyDate, convocation }));
    await tx
      .update(g)
      .set({ status: "running", openedAt: now, chairName: input.chairName, minuteTakerName: input.minuteTakerName, ...bumped })
      .where(eq(g.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_opened",
      entityType: "general_assembly",
      entityId: id,
      after: { chairName: input.chairName, minuteTakerName: input.minuteTakerName },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_opened",
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assemblyDate)}`,
      metadata: { assemblyId: id },
    });
  });
}

// The activity's label says what happened ("Mitgliederversammlung beendet", shared/activity-types.ts);
// its description names the assembly only, so the two read as one line without saying it twice.
export async function closeAssembly(db: Db, id: string, version: number, actor: Actor, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id, version);
    if (assembly.status !== "running") throw refusal("assembly_not_running", "Nur eine laufende Versammlung kann geschlossen werden.");
    const [open] = await tx
      .select({ title: ballots.title })
      .from(ballots)
      .where(and(eq(ballots.assemblyId, id), eq(ballots.status, "open")));
    if (open)
      throw refusal("ballot_still_open", `Die Abstimmung „${open.title}“ ist noch geöffnet. Bitte schließen Sie sie, bevor Sie die Versammlung beenden.`);
    await tx
      .update(g)
      .set({ status: "closed", closedAt: now, ...bumped })
      .where(eq(g.id, id));
    await leaveAll(tx, id, now);
    // Who was there with which votes when it closed: what the screens and the minutes show from now on (ADR 231).
    await storeFinalRecord(tx, id, now, false);
    await recordAudit(tx, { actorUserId: actor.id, action: "assembly_closed", entityType: "general_assembly", entityId: id });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_closed",
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assemblyDate)}`,
      metadata: { assemblyId: id },
    });
  });
}

/** § 4 Abs. 7: without a quorum the assembly ends and a repeat with the same agenda is prepared. */
export async function declareInquorate(db: Db, id: string, version: number, actor: Actor, now: Date = currentTime()): Promise<{ repeatId: string }> {
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, id, version);
    if (assembly.status !== "running") throw refusal("assembly_not_running", "Nur eine laufende Versammlung kann als nicht beschlussfähig beendet werden.");
    const today = berlinDate(now);
    const { quorum } = await loadElectorate(tx, id, today);
    if (quorum.quorate)
      throw refusal("assembly_quorate", `Die Versammlung ist beschlussfähig (${quorum.label.replace(/^Beschlussfähig: /, "").replace(/\.$/, "")}).`);
    const [decided] = await tx
      .select({ n: count() })
      .from(ballots)
      .where(and(eq(ballots.assemblyId, id), eq(ballots.status, "closed")));
    if (decided!.n > 0)
      throw refusal("assembly_has_decisions", "In dieser Versammlung wurde bereits abgestimmt; sie kann nicht mehr als nicht beschlussfähig beendet werden.");

    await tx
      .update(g)
      .set({ status: "inquorate", closedAt: now, ...bumped })
      .where(eq(g.id, id));
    // The proposal: the earliest lawful day if invited tomorrow, same start time; the office adjusts it.
    const proposedDate = earliestAssemblyDate(addDays(today, 1));
    const startsAt = startInstant(proposedDate, berlinTime(assembly.startsAt));
    const [repeat] = await tx
      .insert(g)
      .values({
        title: `Erneute Mitgliederversammlung (Wiederholung vom ${formatGermanDate(assembly.assemblyDate)})`,
        kind: "repeat",
        status: "draft",
        assemblyDate: proposedDate,
        startsAt,
        place: assembly.place,
        onlineParticipation: assembly.onlineParticipation,
        description: assembly.description,
        repeatsAssemblyId: id,
        createdBy: actor.id,
      })
      .returning({ id: g.id });
    const repeatId = repeat!.id;
    // The agenda and its documents are copied; each item's copy is the repeat's item at the same position.
    const items = await tx
      .select({ position: agendaItems.position, title: agendaItems.title, description: agendaItems.description })
      .from(agendaItems)
      .where(eq(agendaItems.assemblyId, id));
    const copies = items.length
      ? await tx
          .insert(agendaItems)
          .values(items.map((item) => ({ ...item, assemblyId: repeatId })))
          .returning({ id: agendaItems.id, position: agendaItems.position })
      : [];
    const documents = await tx
      .select({ position: agendaItems.position, documentId: agendaDocuments.documentId, title: agendaDocuments.title })
      .from(agendaDocuments)
      .innerJoin(agendaItems, eq(agendaItems.id, agendaDocuments.agendaItemId))
      .where(eq(agendaItems.assemblyId, id));
    if (documents.length) {
      const copyAt = new Map(copies.map((c) => [c.position, c.id]));
      await tx.insert(agendaDocuments).values(documents.map((d) => ({ agendaItemId: copyAt.get(d.position)!, documentId: d.documentId, title: d.title })));
    }
    const original = alias(agendaItems, "original");
    const copy = alias(agendaItems, "copy");
    // Motions not yet decided move with the agenda.
    const itemCopy = tx
      .select({ id: copy.id })
      .from(original)
      .innerJoin(copy, and(eq(copy.assemblyId, repeatId), eq(copy.position, original.position)))
      .where(eq(original.id, motions.agendaItemId));
    await tx
      .update(motions)
      .set({ assemblyId: repeatId, agendaItemId: sql`(${itemCopy})`, version: sql`${motions.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(motions.assemblyId, id), inArray(motions.status, ["collecting", "submitted", "admitted"])));
    await leaveAll(tx, id, now);
    await storeFinalRecord(tx, id, now, true);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_inquorate",
      entityType: "general_assembly",
      entityId: id,
      after: { repeatId: repeat!.id, quorum: quorum.label },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_closed",
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assemblyDate)}, nicht beschlussfähig; Wiederholung vorbereitet`,
      metadata: { assemblyId: id, inquorate: true, repeatId: repeat!.id },
    });
    return { repeatId: repeat!.id };
  });
}

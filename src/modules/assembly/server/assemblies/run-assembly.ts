/**
 * The day itself: the chair opens the assembly (only on its day and only when every member was
 * invited in time), closes it when no ballot is open, or declares it inquorate, which prepares
 * the repeat assembly with the same agenda (§ 4 Abs. 7).
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { addDays, berlinDate, berlinTime, formatGermanDate } from "#shared/dates.ts";
import { checkAssemblyOpening, checkConvocation, earliestAssemblyDate, type InvitationDelivery, type InvitationEvidence } from "../../domain/convocation.ts";
import { loadElectorate, storeFinalRecord } from "../electorate-query.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { staleVersion, startInstant, type Actor } from "./assembly-commands.ts";

interface Locked {
  id: string;
  title: string;
  kind: string;
  status: string;
  assembly_date: string;
  starts_at: Date | string;
  version: number;
}

async function lockAssembly(tx: Tx, id: string, version: number): Promise<Locked> {
  const [row] = rowsOf<Locked>(
    await tx.execute(
      sql`SELECT id, title, kind, status, to_char(assembly_date, 'YYYY-MM-DD') AS assembly_date, starts_at, version FROM general_assemblies WHERE id = ${id} FOR UPDATE`,
    ),
  );
  if (!row) throw notFound("Versammlung nicht gefunden.");
  if (row.version !== version) throw staleVersion();
  return row;
}

/** The invitations with their send evidence and delivery state (outbox: pending/failed = still being delivered, dead or gone = undeliverable). */
export async function convocationEvidence(tx: Db | Tx, assemblyId: string): Promise<InvitationEvidence[]> {
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
    const convocation = checkConvocation(assembly.assembly_date, await convocationEvidence(tx, id));
    enforce(checkAssemblyOpening({ today: berlinDate(now), assemblyDate: assembly.assembly_date, convocation }));
    await tx.execute(sql`
      UPDATE general_assemblies SET status = 'running', opened_at = ${now}, chair_name = ${input.chairName}, minute_taker_name = ${input.minuteTakerName},
        version = version + 1, updated_at = now() WHERE id = ${id}`);
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
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assembly_date)}`,
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
    const [open] = rowsOf<{ title: string }>(await tx.execute(sql`SELECT title FROM assembly_ballots WHERE assembly_id = ${id} AND status = 'open'`));
    if (open)
      throw refusal("ballot_still_open", `Die Abstimmung „${open.title}“ ist noch geöffnet. Bitte schließen Sie sie, bevor Sie die Versammlung beenden.`);
    await tx.execute(sql`UPDATE general_assemblies SET status = 'closed', closed_at = ${now}, version = version + 1, updated_at = now() WHERE id = ${id}`);
    await tx.execute(sql`UPDATE assembly_attendance SET left_at = ${now} WHERE assembly_id = ${id} AND checked_in_at IS NOT NULL AND left_at IS NULL`);
    // Who was there with which votes when it closed: what the screens and the minutes show from now on (ADR 231).
    await storeFinalRecord(tx, id, now, false);
    await recordAudit(tx, { actorUserId: actor.id, action: "assembly_closed", entityType: "general_assembly", entityId: id });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_closed",
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assembly_date)}`,
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
    const [decided] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM assembly_ballots WHERE assembly_id = ${id} AND status = 'closed'`),
    );
    if (decided!.n > 0)
      throw refusal("assembly_has_decisions", "In dieser Versammlung wurde bereits abgestimmt; sie kann nicht mehr als nicht beschlussfähig beendet werden.");

    await tx.execute(sql`UPDATE general_assemblies SET status = 'inquorate', closed_at = ${now}, version = version + 1, updated_at = now() WHERE id = ${id}`);
    // The proposal: the earliest lawful day if invited tomorrow, same start time; the office adjusts it.
    const proposedDate = earliestAssemblyDate(addDays(today, 1));
    const startsAt = startInstant(proposedDate, berlinTime(new Date(assembly.starts_at)));
    const [repeat] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, place, online_participation, description, repeats_assembly_id, created_by)
        SELECT ${`Erneute Mitgliederversammlung (Wiederholung vom ${formatGermanDate(assembly.assembly_date)})`}, 'repeat', 'draft', ${proposedDate}::date, ${startsAt},
               place, online_participation, description, id, ${actor.id}
        FROM general_assemblies WHERE id = ${id} RETURNING id`),
    );
    await tx.execute(sql`
      INSERT INTO assembly_agenda_items (assembly_id, position, title, description)
      SELECT ${repeat!.id}, position, title, description FROM assembly_agenda_items WHERE assembly_id = ${id}`);
    await tx.execute(sql`
      INSERT INTO assembly_agenda_documents (agenda_item_id, document_id, title)
      SELECT n.id, d.document_id, d.title FROM assembly_agenda_documents d
      JOIN assembly_agenda_items o ON o.id = d.agenda_item_id
      JOIN assembly_agenda_items n ON n.assembly_id = ${repeat!.id} AND n.position = o.position
      WHERE o.assembly_id = ${id}`);
    // Motions not yet decided move with the agenda.
    await tx.execute(sql`
      UPDATE assembly_motions m SET assembly_id = ${repeat!.id},
        agenda_item_id = (SELECT n.id FROM assembly_agenda_items o JOIN assembly_agenda_items n ON n.assembly_id = ${repeat!.id} AND n.position = o.position WHERE o.id = m.agenda_item_id),
        version = version + 1, updated_at = now()
      WHERE m.assembly_id = ${id} AND m.status IN ('collecting', 'submitted', 'admitted')`);
    await tx.execute(sql`UPDATE assembly_attendance SET left_at = ${now} WHERE assembly_id = ${id} AND checked_in_at IS NOT NULL AND left_at IS NULL`);
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
      description: `„${assembly.title}“ vom ${formatGermanDate(assembly.assembly_date)}, nicht beschlussfähig; Wiederholung vorbereitet`,
      metadata: { assemblyId: id, inquorate: true, repeatId: repeat!.id },
    });
    return { repeatId: repeat!.id };
  });
}

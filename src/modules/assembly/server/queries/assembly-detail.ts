/**
 * Everything the office sees of one assembly: convocation status with deadlines, agenda with
 * documents, motions with support, attendance with the quorum (live, or as it stood when the
 * assembly closed: the same record the minutes print), proxies and ballots with their declared
 * results.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { minutesDueDate, type AssemblyKind, type AssemblyStatus } from "../../domain/annual-duties.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import { BALLOT_MODE_LABELS, type BallotMode, type BallotStatus } from "../../domain/ballots.ts";
import {
  checkConvocation,
  deliveryCounts,
  earliestAssemblyDate,
  invitationProgress,
  latestInvitationDate,
  repeatAssemblySchedule,
  type RepeatSchedule,
} from "../../domain/convocation.ts";
import { OFFICE_LABELS, type Office } from "../../domain/elections.ts";
import { MOTION_CATEGORY_LABELS, motionDeadline, type MotionCategory } from "../../domain/motions.ts";
import { tenPercentNeeded, moreThanOneThirdNeeded } from "../../domain/thresholds.ts";
import type { AgendaItemView, AssemblyDetail, AssemblyHeader, AttendanceState, BallotView, MotionView, StoredResult } from "../../schema/views.ts";
import { attendanceRecord } from "../electorate-query.ts";
import type { AttendanceRecord } from "../../domain/attendance-record.ts";
import { memberCounts, uninvitedMembers } from "../member-standing.ts";
import { notFound } from "../refusal.ts";
import { convocationEvidence } from "../assemblies/run-assembly.ts";

type Reader = Pick<Db, "execute">;

export async function loadAgenda(db: Reader, assemblyId: string): Promise<AgendaItemView[]> {
  const items = rowsOf<{ id: string; position: number; title: string; description: string | null; announced_at: Date | string | null; version: number }>(
    await db.execute(
      sql`SELECT id, position, title, description, announced_at, version FROM assembly_agenda_items WHERE assembly_id = ${assemblyId} ORDER BY position`,
    ),
  );
  const documents = rowsOf<{ agenda_item_id: string; document_id: string; title: string }>(
    await db.execute(sql`
      SELECT d.agenda_item_id, d.document_id, d.title FROM assembly_agenda_documents d JOIN assembly_agenda_items i ON i.id = d.agenda_item_id
      WHERE i.assembly_id = ${assemblyId} ORDER BY d.added_at`),
  );
  return items.map((i) => ({
    id: i.id,
    position: i.position,
    title: i.title,
    description: i.description,
    announcedAt: i.announced_at ? new Date(i.announced_at).toISOString() : null,
    version: i.version,
    documents: documents.filter((d) => d.agenda_item_id === i.id).map((d) => ({ documentId: d.document_id, title: d.title })),
  }));
}

export async function loadMotions(db: Reader, assemblyId: string, today: IsoDate): Promise<MotionView[]> {
  const rows = rowsOf<{
    id: string;
    category: MotionCategory;
    title: string;
    body: string;
    reasons: string | null;
    filed_by_organization_id: string | null;
    filed_by: string | null;
    received_at: Date | string | null;
    late: boolean;
    late_admitted: boolean;
    status: string;
    status_note: string | null;
    agenda_item_id: string | null;
    supporters: string[] | null;
    voted_on: string | null;
    version: number;
  }>(
    await db.execute(sql`
      SELECT m.id, m.category, m.title, m.body, m.reasons, m.filed_by_organization_id, o.name AS filed_by, m.received_at, m.late, m.late_admitted, m.status,
        m.status_note, m.agenda_item_id, to_char(m.voted_on, 'YYYY-MM-DD') AS voted_on, m.version,
        (SELECT array_agg(s.organization_id::text) FROM assembly_motion_supporters s WHERE s.motion_id = m.id) AS supporters
      FROM assembly_motions m LEFT JOIN organizations o ON o.id = m.filed_by_organization_id
      WHERE m.assembly_id = ${assemblyId} ORDER BY m.created_at`),
  );
  // The register's counts (a scan of every membership) only when a motion has a support threshold:
  // the members' view is polled every 2 seconds during a ballot.
  const counts = rows.some((m) => m.category === "board_decision_change" || m.category === "dissolution")
    ? await memberCounts(db, today)
    : { members: 0, votingMembers: 0 };
  return rows.map((m) => ({
    id: m.id,
    category: m.category,
    categoryLabel: MOTION_CATEGORY_LABELS[m.category],
    title: m.title,
    body: m.body,
    reasons: m.reasons,
    filedByOrganizationId: m.filed_by_organization_id,
    filedBy: m.filed_by ?? "Vorstand",
    receivedAt: m.received_at ? new Date(m.received_at).toISOString() : null,
    late: m.late,
    lateAdmitted: m.late_admitted,
    status: m.status,
    statusNote: m.status_note,
    agendaItemId: m.agenda_item_id,
    supporters: m.supporters?.length ?? 0,
    supportersOrganizationIds: m.supporters ?? [],
    supportNeeded:
      m.category === "board_decision_change"
        ? tenPercentNeeded(counts.votingMembers)
        : m.category === "dissolution"
          ? moreThanOneThirdNeeded(counts.members)
          : null,
    votedOn: m.voted_on,
    version: m.version,
  }));
}

export async function loadBallots(db: Reader, assemblyId: string): Promise<BallotView[]> {
  const rows = rowsOf<{
    id: string;
    title: string;
    subject: string;
    mode: BallotMode;
    status: BallotStatus;
    agenda_item_id: string | null;
    motion_id: string | null;
    election_office: Office | null;
    election_seat: number | null;
    election_round: string | null;
    secret_demanded: boolean;
    opened_at: Date | string | null;
    closed_at: Date | string | null;
    quorum_at_open: BallotView["quorumAtOpen"];
    result: StoredResult | null;
    version: number;
    options: { key: string; label: string }[];
    participation: number;
  }>(
    await db.execute(sql`
      SELECT b.id, b.title, b.subject, b.mode, b.status, b.agenda_item_id, b.motion_id, b.election_office, b.election_seat, b.election_round,
        (b.secret_demanded_by_organization_id IS NOT NULL) AS secret_demanded, b.opened_at, b.closed_at, b.quorum_at_open, b.result, b.version,
        (SELECT coalesce(json_agg(json_build_object('key', o.option_key, 'label', o.label) ORDER BY o.position), '[]'::json) FROM assembly_ballot_options o WHERE o.ballot_id = b.id) AS options,
        (SELECT count(*)::int FROM assembly_ballot_participations p WHERE p.ballot_id = b.id) AS participation
      FROM assembly_ballots b WHERE b.assembly_id = ${assemblyId} AND b.status <> 'cancelled' ORDER BY b.created_at`),
  );
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    subject: b.subject,
    mode: b.mode,
    modeLabel: BALLOT_MODE_LABELS[b.mode],
    status: b.status,
    agendaItemId: b.agenda_item_id,
    motionId: b.motion_id,
    electionOffice: b.election_office,
    electionOfficeLabel: b.election_office ? OFFICE_LABELS[b.election_office] : null,
    electionSeat: b.election_seat,
    electionRound: b.election_round,
    secretDemanded: b.secret_demanded,
    openedAt: b.opened_at ? new Date(b.opened_at).toISOString() : null,
    closedAt: b.closed_at ? new Date(b.closed_at).toISOString() : null,
    options: b.options,
    participation: b.participation,
    quorumAtOpen: b.quorum_at_open,
    // A secret ballot's figures exist only once it is closed (ADR 150); only the turnout shows before.
    result: b.status === "closed" ? b.result : null,
    version: b.version,
  }));
}

export function stateOf(record: AttendanceRecord): AttendanceState {
  return { at: record.at, final: record.final, statement: record.statement, presentPeople: record.presentPeople };
}

export async function loadHeader(db: Reader, id: string): Promise<AssemblyHeader> {
  const [g] = rowsOf<{
    id: string;
    title: string;
    kind: AssemblyKind;
    status: AssemblyStatus;
    assembly_date: string;
    starts_at: Date | string;
    place: string | null;
    online_participation: boolean;
    description: string | null;
    chair_name: string | null;
    minute_taker_name: string | null;
    opened_at: Date | string | null;
    closed_at: Date | string | null;
    repeats_assembly_id: string | null;
    minutes_document_id: string | null;
    minutes_published_at: Date | string | null;
    version: number;
  }>(
    await db.execute(sql`
      SELECT id, title, kind, status, to_char(assembly_date, 'YYYY-MM-DD') AS assembly_date, starts_at, place, online_participation, description, chair_name,
        minute_taker_name, opened_at, closed_at, repeats_assembly_id, minutes_document_id, minutes_published_at, version
      FROM general_assemblies WHERE id = ${id}`),
  );
  if (!g) throw notFound("Versammlung nicht gefunden.");
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  return {
    id: g.id,
    title: g.title,
    kind: g.kind,
    status: g.status,
    assemblyDate: g.assembly_date,
    startsAt: new Date(g.starts_at).toISOString(),
    place: g.place,
    onlineParticipation: g.online_participation,
    description: g.description,
    chairName: g.chair_name,
    minuteTakerName: g.minute_taker_name,
    openedAt: iso(g.opened_at),
    closedAt: iso(g.closed_at),
    repeatsAssemblyId: g.repeats_assembly_id,
    minutesDocumentId: g.minutes_document_id,
    minutesPublishedAt: iso(g.minutes_published_at),
    version: g.version,
  };
}

export async function assemblyDetail(db: Reader, id: string, now: Date = currentTime()): Promise<AssemblyDetail> {
  const today = berlinDate(now);
  const assembly = await loadHeader(db, id);
  // Independent reads side by side (a pool runs them on separate connections; PGlite queues them).
  const convening = assembly.status === "draft" || assembly.status === "invited";
  const [evidence, record, agenda, motions, ballots, proxyRows, counts, uninvited] = await Promise.all([
    convocationEvidence(db, id),
    attendanceRecord(db, assembly, now),
    loadAgenda(db, id),
    loadMotions(db, id, today),
    loadBallots(db, id),
    db.execute(sql`
      SELECT p.grantor_organization_id AS grantor_id, g.name AS grantor, p.holder_organization_id AS holder_id, h.name AS holder, p.granted_at
      FROM assembly_proxies p JOIN organizations g ON g.id = p.grantor_organization_id JOIN organizations h ON h.id = p.holder_organization_id
      WHERE p.assembly_id = ${id} AND p.revoked_at IS NULL ORDER BY g.name`),
    memberCounts(db, today),
    convening ? uninvitedMembers(db, id, today) : Promise.resolve(0),
  ]);
  const convocationVerdict = checkConvocation(assembly.assemblyDate, evidence);
  const sent = evidence.filter((e) => e.sentAt !== null);
  const delivery = deliveryCounts(evidence);
  // Mails still in the outbox are being delivered, not missing: say so instead of "not sent" (issue 22).
  const delivering = delivery.queued > 0 && delivery.undeliverable === 0;
  const proxies = rowsOf<{ grantor_id: string; grantor: string; holder_id: string; holder: string; granted_at: Date | string }>(proxyRows);
  const repeat: RepeatSchedule | null =
    assembly.status === "inquorate" && assembly.closedAt ? repeatAssemblySchedule(berlinDate(new Date(assembly.closedAt)), today) : null;
  return {
    assembly,
    today,
    convocation: {
      latestInvitationDate: latestInvitationDate(assembly.assemblyDate),
      earliestAssemblyIfSentToday: earliestAssemblyDate(today),
      motionDeadline: motionDeadline(assembly.assemblyDate),
      invited: evidence.length,
      sent: sent.length,
      firstSentAt: sent.length ? new Date(Math.min(...sent.map((e) => e.sentAt!.getTime()))).toISOString() : null,
      lastSentAt: sent.length ? new Date(Math.max(...sent.map((e) => e.sentAt!.getTime()))).toISOString() : null,
      queued: delivery.queued,
      undeliverable: delivery.undeliverable,
      uninvited,
      progress: invitationProgress(delivery),
      ok: convocationVerdict.ok,
      message: convocationVerdict.ok
        ? "Alle Mitglieder wurden fristgerecht eingeladen (§ 4 Abs. 3 Satzung)."
        : delivering
          ? `Die Einladungen werden zugestellt: ${invitationProgress(delivery)}. Die Sendezeiten erscheinen hier, sobald die Zustellung sie meldet; diese Seite aktualisiert sich.`
          : convocationVerdict.message,
      members: counts.members,
      votingMembers: counts.votingMembers,
    },
    minutesDueDate: assembly.closedAt ? minutesDueDate(assembly.assemblyDate) : null,
    agenda,
    motions,
    ballots,
    attendance: record.attendees,
    attendanceState: stateOf(record),
    proxies: proxies.map((p) => ({
      grantorId: p.grantor_id,
      grantor: p.grantor,
      holderId: p.holder_id,
      holder: p.holder,
      grantedAt: new Date(p.granted_at).toISOString(),
    })),
    quorum: record.quorum,
    repeat,
  };
}

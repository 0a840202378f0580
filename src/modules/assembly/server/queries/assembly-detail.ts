/**
 * Everything the office sees of one assembly: convocation status with deadlines, agenda with
 * documents, motions with support, attendance with the quorum (live, or as it stood when the
 * assembly closed: the same record the minutes print), proxies and ballots with their declared
 * results.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { minutesDueDate } from "../../domain/annual-duties.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import { BALLOT_MODE_LABELS } from "../../domain/ballots.ts";
import {
  checkConvocation,
  deliveryCounts,
  earliestAssemblyDate,
  invitationProgress,
  latestInvitationDate,
  repeatAssemblySchedule,
  type RepeatSchedule,
} from "../../domain/convocation.ts";
import { OFFICE_LABELS } from "../../domain/elections.ts";
import { MOTION_CATEGORY_LABELS, motionDeadline } from "../../domain/motions.ts";
import { tenPercentNeeded, moreThanOneThirdNeeded } from "../../domain/thresholds.ts";
import type { AgendaItemView, AssemblyDetail, AssemblyHeader, AttendanceState, BallotView, MotionView, StoredResult } from "../../schema/views.ts";
import { attendanceRecord } from "../electorate-queries.ts";
import type { AttendanceRecord } from "../../domain/attendance-record.ts";
import { memberCounts, uninvitedMembers } from "../member-standing-queries.ts";
import { notFound } from "../refusal.ts";
import { convocationEvidence } from "../assemblies/assembly-day-commands.ts";
import {
  agendaDocuments,
  agendaItems,
  ballotOptions,
  ballots as ballotTable,
  generalAssemblies,
  motionSupporters,
  motions as motionTable,
  participations,
  proxies as proxyTable,
} from "../tables.ts";

type Reader = Db | Tx;

const iso = (v: Date | null) => (v ? v.toISOString() : null);

export async function loadAgenda(db: Reader, assemblyId: string): Promise<AgendaItemView[]> {
  const items = await db
    .select({
      id: agendaItems.id,
      position: agendaItems.position,
      title: agendaItems.title,
      description: agendaItems.description,
      announcedAt: agendaItems.announcedAt,
      version: agendaItems.version,
    })
    .from(agendaItems)
    .where(eq(agendaItems.assemblyId, assemblyId))
    .orderBy(asc(agendaItems.position));
  const documents = await db
    .select({ agendaItemId: agendaDocuments.agendaItemId, documentId: agendaDocuments.documentId, title: agendaDocuments.title })
    .from(agendaDocuments)
    .innerJoin(agendaItems, eq(agendaItems.id, agendaDocuments.agendaItemId))
    .where(eq(agendaItems.assemblyId, assemblyId))
    .orderBy(asc(agendaDocuments.addedAt));
  return items.map((i) => ({
    ...i,
    announcedAt: iso(i.announcedAt),
    documents: documents.filter((d) => d.agendaItemId === i.id).map((d) => ({ documentId: d.documentId, title: d.title })),
  }));
}

export async function loadMotions(db: Reader, assemblyId: string, today: IsoDate): Promise<MotionView[]> {
  const m = motionTable;
  const supporters = db
    .select({ ids: sql`array_agg(${motionSupporters.organizationId}::text)` })
    .from(motionSupporters)
    .where(eq(motionSupporters.motionId, m.id));
  const rows = await db
    .select({
      id: m.id,
      category: m.category,
      title: m.title,
      body: m.body,
      reasons: m.reasons,
      filedByOrganizationId: m.filedByOrganizationId,
      filedBy: organizations.name,
      receivedAt: m.receivedAt,
      late: m.late,
      lateAdmitted: m.lateAdmitted,
      status: m.status,
      statusNote: m.statusNote,
      agendaItemId: m.agendaItemId,
      votedOn: m.votedOn,
      version: m.version,
      // array_agg of text: a string[] (null without supporters), as every driver parses text[].
      supporters: sql<string[] | null>`(${supporters})`,
    })
    .from(m)
    .leftJoin(organizations, eq(organizations.id, m.filedByOrganizationId))
    .where(eq(m.assemblyId, assemblyId))
    .orderBy(asc(m.createdAt));
  // The register's counts (a scan of every membership) only when a motion has a support threshold:
  // the members' view is polled every 2 seconds during a ballot.
  const counts = rows.some((m) => m.category === "board_decision_change" || m.category === "dissolution")
    ? await memberCounts(db, today)
    : { members: 0, votingMembers: 0 };
  return rows.map(({ supporters, ...m }) => ({
    ...m,
    categoryLabel: MOTION_CATEGORY_LABELS[m.category],
    filedBy: m.filedBy ?? "Vorstand",
    receivedAt: iso(m.receivedAt),
    supporters: supporters?.length ?? 0,
    supportersOrganizationIds: supporters ?? [],
    supportNeeded:
      m.category === "board_decision_change"
        ? tenPercentNeeded(counts.votingMembers)
        : m.category === "dissolution"
          ? moreThanOneThirdNeeded(counts.members)
          : null,
  }));
}

export async function loadBallots(db: Reader, assemblyId: string): Promise<BallotView[]> {
  const b = ballotTable;
  const options = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('key', ${ballotOptions.optionKey}, 'label', ${ballotOptions.label}) ORDER BY ${ballotOptions.position}), '[]'::json)`,
    })
    .from(ballotOptions)
    .where(eq(ballotOptions.ballotId, b.id));
  const rows = await db
    .select({
      id: b.id,
      title: b.title,
      subject: b.subject,
      mode: b.mode,
      status: b.status,
      agendaItemId: b.agendaItemId,
      motionId: b.motionId,
      electionOffice: b.electionOffice,
      electionSeat: b.electionSeat,
      electionRound: b.electionRound,
      secretDemandedBy: b.secretDemandedByOrganizationId,
      openedAt: b.openedAt,
      closedAt: b.closedAt,
      quorumAtOpen: b.quorumAtOpen,
      result: b.result,
      version: b.version,
      // json_agg: the options in their order, in one round trip with the ballots (the member view polls this).
      options: sql<{ key: string; label: string }[]>`(${options})`,
      participation: db.$count(participations, eq(participations.ballotId, b.id)),
    })
    .from(b)
    .where(and(eq(b.assemblyId, assemblyId), ne(b.status, "cancelled")))
    .orderBy(asc(b.createdAt));
  return rows.map(({ secretDemandedBy, ...b }) => ({
    ...b,
    modeLabel: BALLOT_MODE_LABELS[b.mode],
    electionOfficeLabel: b.electionOffice ? OFFICE_LABELS[b.electionOffice] : null,
    secretDemanded: secretDemandedBy !== null,
    openedAt: iso(b.openedAt),
    closedAt: iso(b.closedAt),
    // jsonb written by open-ballot.ts and close-ballot.ts from these very view types.
    quorumAtOpen: b.quorumAtOpen as BallotView["quorumAtOpen"],
    // A secret ballot's figures exist only once it is closed (ADR 150); only the turnout shows before.
    result: b.status === "closed" ? (b.result as StoredResult | null) : null,
  }));
}

export function stateOf(record: AttendanceRecord): AttendanceState {
  return { at: record.at, final: record.final, statement: record.statement, presentPeople: record.presentPeople };
}

export async function loadHeader(db: Reader, id: string): Promise<AssemblyHeader> {
  const g = generalAssemblies;
  const [row] = await db
    .select({
      id: g.id,
      title: g.title,
      kind: g.kind,
      status: g.status,
      assemblyDate: g.assemblyDate,
      startsAt: g.startsAt,
      place: g.place,
      onlineParticipation: g.onlineParticipation,
      description: g.description,
      chairName: g.chairName,
      minuteTakerName: g.minuteTakerName,
      openedAt: g.openedAt,
      closedAt: g.closedAt,
      repeatsAssemblyId: g.repeatsAssemblyId,
      minutesDocumentId: g.minutesDocumentId,
      minutesPublishedAt: g.minutesPublishedAt,
      version: g.version,
    })
    .from(g)
    .where(eq(g.id, id));
  if (!row) throw notFound("Versammlung nicht gefunden.");
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    minutesPublishedAt: iso(row.minutesPublishedAt),
  };
}

/** The proxies in force, with both companies' names; `organizationId`: only those it gives or holds. */
export function proxiesInForce(db: Reader, assemblyId: string, organizationId?: string) {
  const grantor = alias(organizations, "grantor");
  const holder = alias(organizations, "holder");
  const p = proxyTable;
  return db
    .select({ grantorId: p.grantorOrganizationId, grantor: grantor.name, holderId: p.holderOrganizationId, holder: holder.name, grantedAt: p.grantedAt })
    .from(p)
    .innerJoin(grantor, eq(grantor.id, p.grantorOrganizationId))
    .innerJoin(holder, eq(holder.id, p.holderOrganizationId))
    .where(
      and(
        eq(p.assemblyId, assemblyId),
        isNull(p.revokedAt),
        organizationId ? or(eq(p.grantorOrganizationId, organizationId), eq(p.holderOrganizationId, organizationId)) : undefined,
      ),
    )
    .orderBy(asc(grantor.name));
}

export async function assemblyDetail(db: Reader, id: string, now: Date = currentTime()): Promise<AssemblyDetail> {
  const today = berlinDate(now);
  const assembly = await loadHeader(db, id);
  // Independent reads side by side (a pool runs them on separate connections; PGlite queues them).
  const convening = assembly.status === "draft" || assembly.status === "invited";
  const [evidence, record, agenda, motions, ballots, proxies, counts, uninvited] = await Promise.all([
    convocationEvidence(db, id),
    attendanceRecord(db, assembly, now),
    loadAgenda(db, id),
    loadMotions(db, id, today),
    loadBallots(db, id),
    proxiesInForce(db, id),
    memberCounts(db, today),
    convening ? uninvitedMembers(db, id, today) : Promise.resolve(0),
  ]);
  const convocationVerdict = checkConvocation(assembly.assemblyDate, evidence);
  const sent = evidence.filter((e) => e.sentAt !== null);
  const delivery = deliveryCounts(evidence);
  // Mails still in the outbox are being delivered, not missing: say so instead of "not sent" (issue 22).
  const delivering = delivery.queued > 0 && delivery.undeliverable === 0;
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
    proxies: proxies.map((p) => ({ ...p, grantedAt: p.grantedAt.toISOString() })),
    quorum: record.quorum,
    repeat,
  };
}

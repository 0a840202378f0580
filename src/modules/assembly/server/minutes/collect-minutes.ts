/**
 * Collects the minutes data of a closed assembly from the database: convocation evidence, the
 * attendance record (capacity, proxies and the quorum when the assembly closed), agenda items with
 * their documents, motions and ballots with the declared results (rule, interpretation and the
 * quorum when each ballot closed).
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { now as currentTime } from "#platform/clock.ts";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { association } from "#shared/association.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { ballotQuorumStatement } from "../../domain/quorum.ts";
import { attendanceRecord } from "../electorate-queries.ts";
import type { AttendanceEntry, BallotMinutes, MinutesData } from "../../minutes/minutes-data.ts";
import { convocationEvidence } from "../assemblies/assembly-day-commands.ts";
import { loadAgenda, loadBallots, loadHeader, loadMotions } from "../queries/assembly-detail.ts";
import { checkConvocation } from "../../domain/convocation.ts";
import { refusal } from "../refusal.ts";
import { ballotOptions, ballots as ballotTable, namedVotes } from "../tables.ts";

const MOTION_STATUS = {
  collecting: "sammelt Mitunterzeichner",
  submitted: "eingegangen",
  admitted: "zur Tagesordnung zugelassen",
  inadmissible: "unzulässig",
  withdrawn: "zurückgezogen",
  voted: "abgestimmt",
} as const;

export async function collectMinutes(db: Db | Tx, assemblyId: string, now: Date = currentTime()): Promise<MinutesData> {
  const assembly = await loadHeader(db, assemblyId);
  if (assembly.status !== "closed" && assembly.status !== "inquorate") {
    throw refusal("assembly_not_closed", "Das Protokoll wird nach dem Ende der Versammlung erstellt.");
  }
  const evidence = await convocationEvidence(db, assemblyId);
  const sent = evidence.flatMap((e) => (e.sentAt ? [e.sentAt.getTime()] : []));
  const convocation = checkConvocation(assembly.assemblyDate, evidence);

  // The attendance record as it stood when the assembly closed: the same the office screen and the member view show (ADR 231).
  const record = await attendanceRecord(db, assembly, now);
  const entries: AttendanceEntry[] = record.attendees
    .filter((a) => a.attended)
    .map((a) => ({
      memberName: a.organizationName ?? "–",
      personName: a.name,
      mode: a.mode,
      capacity: a.capacityLabel,
      proxiesFor: a.proxiesFor,
      office: a.officeLabel,
      presence: a.statusLabel,
    }));

  const agenda = await loadAgenda(db, assemblyId);
  const motions = await loadMotions(db, assemblyId, assembly.assemblyDate);
  const ballots = (await loadBallots(db, assemblyId)).filter((b) => b.status === "closed" && b.result);
  const named = await db
    .select({ ballotId: namedVotes.ballotId, organization: organizations.name, label: ballotOptions.label })
    .from(namedVotes)
    .innerJoin(organizations, eq(organizations.id, namedVotes.organizationId))
    .innerJoin(ballotOptions, and(eq(ballotOptions.ballotId, namedVotes.ballotId), eq(ballotOptions.optionKey, namedVotes.optionKey)))
    .innerJoin(ballotTable, eq(ballotTable.id, namedVotes.ballotId))
    .where(eq(ballotTable.assemblyId, assemblyId))
    .orderBy(asc(organizations.name));
  const ballotMinutes = (id: string): BallotMinutes => {
    const ballot = ballots.find((b) => b.id === id)!;
    const result = ballot.result!;
    const rows = result.rows.map((r) => ({ label: r.label, votes: r.votes }));
    if (ballot.mode === "open") rows.push({ label: "Ungültig", votes: result.invalid });
    return {
      title: ballot.title,
      modeLabel: ballot.secretDemanded ? `${ballot.modeLabel} (verlangt von einem stimmberechtigten Mitglied)` : ballot.modeLabel,
      openedAt: ballot.openedAt ? new Date(ballot.openedAt) : null,
      closedAt: ballot.closedAt ? new Date(ballot.closedAt) : null,
      quorumLabel: ballotQuorumStatement(result.quorumLabel),
      rows,
      outcomeText: result.outcomeText,
      ruleText: result.ruleText,
      interpretation: result.interpretation,
      namedVotes: ballot.mode === "named" ? named.filter((n) => n.ballotId === id).map((n) => ({ memberName: n.organization, choice: n.label })) : null,
    };
  };
  const itemIds = new Set(agenda.map((a) => a.id));
  const loose = ballots.filter((b) => !b.agendaItemId || !itemIds.has(b.agendaItemId));
  const agendaMinutes = agenda.map((item) => ({
    number: String(item.position),
    title: item.title,
    notes: item.description,
    documents: item.documents.map((d) => d.title),
    motions: motions
      .filter((m) => m.agendaItemId === item.id)
      .map((m) => ({
        title: m.title,
        filedBy: m.filedBy,
        receivedOn: m.receivedAt ? berlinDate(new Date(m.receivedAt)) : assembly.assemblyDate,
        status: MOTION_STATUS[m.status as keyof typeof MOTION_STATUS] ?? m.status,
      })),
    ballots: ballots.filter((b) => b.agendaItemId === item.id).map((b) => ballotMinutes(b.id)),
  }));
  if (loose.length > 0) {
    agendaMinutes.push({
      number: String(agenda.length + 1),
      title: "Weitere Abstimmungen",
      notes: null,
      documents: [],
      motions: [],
      ballots: loose.map((b) => ballotMinutes(b.id)),
    });
  }
  return {
    association: { name: association.name, seat: association.address.city, register: `${association.register.court} ${association.register.number}` },
    assembly: {
      title: assembly.title,
      kind: assembly.kind,
      date: assembly.assemblyDate,
      openedAt: assembly.openedAt ? new Date(assembly.openedAt) : null,
      closedAt: assembly.closedAt ? new Date(assembly.closedAt) : null,
      place: assembly.place,
      onlineParticipation: assembly.onlineParticipation,
      chair: assembly.chairName ?? "–",
      minuteTaker: assembly.minuteTakerName ?? "–",
    },
    convocation: {
      firstSentAt: sent.length ? new Date(Math.min(...sent)) : null,
      lastSentAt: sent.length ? new Date(Math.max(...sent)) : null,
      invitedMembers: evidence.length,
      noticeText: convocation.ok
        ? `Die Einladung wurde ${pluralOf(evidence.length, "dem einzigen Mitglied", `allen ${countOf(evidence.length, "Mitglied", "Mitgliedern")}`)} mindestens vier Wochen vor dem Tag der Versammlung (${formatGermanDate(assembly.assemblyDate)}) abgesendet; die Frist nach § 4 Abs. 3 Satzung ist gewahrt.`
        : convocation.message,
    },
    attendance: {
      entries,
      quorumLabel: record.statement,
      quorate: assembly.status !== "inquorate" && record.quorum.quorate,
    },
    agenda: agendaMinutes,
    generatedAt: now,
  };
}

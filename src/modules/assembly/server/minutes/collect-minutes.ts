/**
 * Collects the minutes data of a closed assembly from the database: convocation evidence,
 * attendance with capacity and proxies, the quorum, agenda items with their documents, motions
 * and ballots with the declared results (rule and interpretation included).
 */
import { now as currentTime } from "../../../../platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../../platform/db/client.ts";
import { rowsOf } from "../../../../platform/db/rows.ts";
import { association } from "../../../../shared/association.ts";
import { berlinDate, formatGermanDate } from "../../rules/berlin-calendar.ts";
import { quorumOf } from "../../rules/quorum.ts";
import { OFFICE_LABELS, type Office } from "../../rules/elections.ts";
import type { AttendanceEntry, BallotMinutes, MinutesData } from "../../minutes/minutes-data.ts";
import { convocationEvidence } from "../assemblies/run-assembly.ts";
import { loadAgenda, loadBallots, loadHeader, loadMotions } from "../queries/assembly-detail.ts";
import { checkConvocation } from "../../rules/convocation.ts";
import { refusal } from "../refusal.ts";

const MOTION_STATUS = {
  collecting: "sammelt Mitunterzeichner",
  submitted: "eingegangen",
  admitted: "zur Tagesordnung zugelassen",
  inadmissible: "unzulässig",
  withdrawn: "zurückgezogen",
  voted: "abgestimmt",
} as const;

export async function collectMinutes(db: Pick<Db, "execute">, assemblyId: string, now: Date = currentTime()): Promise<MinutesData> {
  const assembly = await loadHeader(db, assemblyId);
  if (assembly.status !== "closed" && assembly.status !== "inquorate") {
    throw refusal("assembly_not_closed", "Das Protokoll wird nach dem Ende der Versammlung erstellt.");
  }
  const evidence = await convocationEvidence(db, assemblyId);
  const sent = evidence.flatMap((e) => (e.sentAt ? [e.sentAt.getTime()] : []));
  const convocation = checkConvocation(assembly.assemblyDate, evidence);

  // Everyone who was checked in at some point, with the votes they held (members present or represented).
  const people = rowsOf<{
    user_id: string; name: string; organization_id: string | null; organization: string | null; mode: "in_person" | "online"; membership_class: string | null;
    authority: string | null; office: Office | null; proxies: string[] | null;
  }>(
    await db.execute(sql`
      SELECT a.user_id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) AS name, a.organization_id, o.name AS organization, a.mode,
        m.membership_class,
        (SELECT r.authority FROM assembly_representatives r WHERE r.organization_id = a.organization_id AND r.user_id = a.user_id AND r.revoked_at IS NULL LIMIT 1) AS authority,
        (SELECT t.office FROM association_office_terms t WHERE t.user_id = a.user_id AND t.ended_on IS NULL ORDER BY t.elected_on LIMIT 1) AS office,
        (SELECT array_agg(g.name ORDER BY g.name) FROM assembly_proxies x JOIN organizations g ON g.id = x.grantor_organization_id
          WHERE x.assembly_id = a.assembly_id AND x.holder_organization_id = a.organization_id AND x.revoked_at IS NULL) AS proxies
      FROM assembly_attendance a JOIN profiles p ON p.id = a.user_id
      LEFT JOIN organizations o ON o.id = a.organization_id LEFT JOIN memberships m ON m.organization_id = a.organization_id
      WHERE a.assembly_id = ${assemblyId} AND a.checked_in_at IS NOT NULL
      ORDER BY o.name NULLS LAST, name`),
  );
  const entries: AttendanceEntry[] = people.map((p) => {
    const voting = p.membership_class === "ordinary" && p.authority !== null;
    const capacity = voting ? "Stimmberechtigt" : p.membership_class === "supporting" ? "Beratend (förderndes Mitglied)" : p.membership_class === "honorary" ? "Beratend (Ehrenmitglied)" : p.membership_class === "ordinary" ? "Ohne Vertretungsbefugnis" : "Gast";
    return { memberName: p.organization ?? "–", personName: p.name, mode: p.mode, capacity, proxiesFor: voting ? (p.proxies ?? []) : [], office: p.office ? OFFICE_LABELS[p.office] : null };
  });
  const presentMembers = new Set(people.filter((p) => p.membership_class === "ordinary" && p.authority).map((p) => p.organization_id));
  const represented = new Set(people.filter((p) => presentMembers.has(p.organization_id)).flatMap((p) => p.proxies ?? []));
  const quorum = quorumOf({ votingMembersPresent: presentMembers.size, votingMembersRepresented: represented.size, presidiumPresent: new Set(people.filter((p) => p.office && p.office !== "cash_auditor").map((p) => p.user_id)).size });

  const agenda = await loadAgenda(db, assemblyId);
  const motions = await loadMotions(db, assemblyId, assembly.assemblyDate);
  const ballots = (await loadBallots(db, assemblyId)).filter((b) => b.status === "closed" && b.result);
  const named = rowsOf<{ ballot_id: string; organization: string; label: string }>(
    await db.execute(sql`
      SELECT v.ballot_id, o.name AS organization, op.label FROM assembly_named_votes v JOIN organizations o ON o.id = v.organization_id
      JOIN assembly_ballot_options op ON op.ballot_id = v.ballot_id AND op.option_key = v.option_key
      JOIN assembly_ballots b ON b.id = v.ballot_id WHERE b.assembly_id = ${assemblyId} ORDER BY o.name`),
  );
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
      quorumLabel: ballot.quorumAtOpen?.label ?? result.quorumLabel,
      rows,
      outcomeText: result.outcomeText,
      ruleText: result.ruleText,
      interpretation: result.interpretation,
      namedVotes: ballot.mode === "named" ? named.filter((n) => n.ballot_id === id).map((n) => ({ memberName: n.organization, choice: n.label })) : null,
    };
  };
  const itemIds = new Set(agenda.map((a) => a.id));
  const loose = ballots.filter((b) => !b.agendaItemId || !itemIds.has(b.agendaItemId));
  const agendaMinutes = agenda.map((item) => ({
    number: String(item.position),
    title: item.title,
    notes: item.description,
    documents: item.documents.map((d) => d.title),
    motions: motions.filter((m) => m.agendaItemId === item.id).map((m) => ({ title: m.title, filedBy: m.filedBy, receivedOn: m.receivedAt ? berlinDate(new Date(m.receivedAt)) : assembly.assemblyDate, status: MOTION_STATUS[m.status as keyof typeof MOTION_STATUS] ?? m.status })),
    ballots: ballots.filter((b) => b.agendaItemId === item.id).map((b) => ballotMinutes(b.id)),
  }));
  if (loose.length > 0) {
    agendaMinutes.push({ number: String(agenda.length + 1), title: "Weitere Abstimmungen", notes: null, documents: [], motions: [], ballots: loose.map((b) => ballotMinutes(b.id)) });
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
        ? `Die Einladung wurde allen ${evidence.length} Mitgliedern mindestens vier Wochen vor dem Tag der Versammlung (${formatGermanDate(assembly.assemblyDate)}) abgesendet; die Frist nach § 4 Abs. 3 Satzung ist gewahrt.`
        : convocation.message,
    },
    attendance: {
      entries,
      quorumLabel: assembly.status === "inquorate" ? `${quorum.label} Die Versammlung wurde als nicht beschlussfähig beendet (§ 4 Abs. 7 Satzung).` : quorum.label,
      quorate: assembly.status !== "inquorate" && quorum.quorate,
    },
    agenda: agendaMinutes,
    generatedAt: now,
  };
}

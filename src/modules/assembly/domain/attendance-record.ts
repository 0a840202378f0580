/**
 * The one computation of attendance, entitlement and quorum (issue 22, ADR 231): from the facts of
 * one moment (who was checked in, their recorded power of representation and office, the member
 * companies' standing on that day, the proxies) to what the office screen, the member view and the
 * minutes show. Live while the assembly runs; at its end the state when it closed, never "everyone
 * has left" and never "everyone who was ever checked in, by membership class alone".
 */
import { countOf } from "#shared/plural.ts";
import { berlinDate, berlinTime, formatGermanDate } from "#shared/dates.ts";
import { electorateOf, type CheckIn, type Electorate, type Proxy as ProxyGrant } from "./electorate.ts";
import { isPresidiumOffice, OFFICE_LABELS, type Office } from "./elections.ts";
import { participationRight, REPRESENTATION_AUTHORITY_LABELS, type MemberStanding, type RepresentationAuthority } from "./entitlement.ts";
import { quorumOf, type QuorumInput, type QuorumState } from "./quorum.ts";

export interface AttendeeFacts {
  userId: string;
  name: string;
  email: string;
  organizationId: string | null;
  organizationName: string | null;
  mode: "in_person" | "online";
  registeredAt: Date;
  checkedInAt: Date | null;
  leftAt: Date | null;
  /** The recorded power to represent the company commercially at that moment (§ 7 Abs. 1). */
  authority: RepresentationAuthority | null;
  /** The office the person held on that day, if any. */
  office: Office | null;
}

/** Live: the current check-ins. Otherwise the state at `at` (for a finished assembly: its closing instant). */
export type Moment = { live: true; at: Date } | { live: false; at: Date };

export interface AttendanceFacts {
  moment: Moment;
  attendees: AttendeeFacts[];
  /** Standing of every company involved, on the Berlin day of the moment. */
  members: MemberStanding[];
  proxies: ProxyGrant[];
}

export type Capacity = "vote" | "advisory" | "no_authority" | "not_member" | "guest";

export interface AttendeeRecord {
  userId: string;
  name: string;
  email: string;
  organizationId: string | null;
  organizationName: string | null;
  mode: "in_person" | "online";
  registeredAt: string;
  checkedInAt: string | null;
  leftAt: string | null;
  authority: RepresentationAuthority | null;
  authorityLabel: string | null;
  presidium: boolean;
  /** E.g. "Präsidentin / Präsident" (also a cash auditor's office). */
  officeLabel: string | null;
  /** Present at the moment of the record. */
  present: boolean;
  /** Checked in at some point up to the moment (the minutes list these). */
  attended: boolean;
  capacity: Capacity;
  capacityLabel: string;
  /** The member companies whose vote the person held at the moment (own first, then proxies). */
  votes: string[];
  /** The names of those companies, in the same order. */
  voteNames: string[];
  /** Names of the companies whose vote the person held by proxy. */
  proxiesFor: string[];
  votesLabel: string;
  statusLabel: string;
}

export interface AttendanceRecord {
  /** ISO instant the record describes. */
  at: string;
  /** The state at the end of the assembly (not live). */
  final: boolean;
  attendees: AttendeeRecord[];
  quorumInput: QuorumInput;
  quorum: QuorumState;
  presentPeople: number;
  /** The sentence the screen's banner and the minutes print. */
  statement: string;
}

export function isPresent(attendee: Pick<AttendeeFacts, "checkedInAt" | "leftAt">, moment: Moment): boolean {
  if (attendee.checkedInAt === null) return false;
  if (moment.live) return attendee.leftAt === null;
  return attendee.checkedInAt <= moment.at && (attendee.leftAt === null || attendee.leftAt >= moment.at);
}

const CAPACITY_LABELS: Record<Capacity, string> = {
  vote: "Stimmberechtigt",
  advisory: "Beratend",
  no_authority: "Ohne Vertretungsbefugnis",
  not_member: "Kein Mitglied am Versammlungstag",
  guest: "Gast",
};

function capacityOf(attendee: AttendeeFacts, standing: MemberStanding | undefined): { capacity: Capacity; label: string } {
  if (attendee.organizationId === null || standing === undefined) return { capacity: "guest", label: CAPACITY_LABELS.guest };
  const right = participationRight(standing);
  if (right === "none") return { capacity: "not_member", label: CAPACITY_LABELS.not_member };
  if (right === "advisory")
    return { capacity: "advisory", label: standing.membershipClass === "supporting" ? "Beratend (förderndes Mitglied)" : "Beratend (Ehrenmitglied)" };
  return attendee.authority === null ? { capacity: "no_authority", label: CAPACITY_LABELS.no_authority } : { capacity: "vote", label: CAPACITY_LABELS.vote };
}

function votesLabel(present: boolean, votes: number): string {
  if (!present) return "–";
  if (votes === 0) return "beratend";
  return votes > 1 ? `${countOf(votes, "Stimme", "Stimmen")} (mit Vollmacht)` : countOf(votes, "Stimme", "Stimmen");
}

function statusLabel(attendee: AttendeeFacts, present: boolean, moment: Moment, final: boolean): string {
  if (present) return final ? "Bis zum Schluss anwesend" : `Anwesend seit ${berlinTime(attendee.checkedInAt!)} Uhr`;
  const attended = attendee.checkedInAt !== null && attendee.checkedInAt <= moment.at;
  if (attended && attendee.leftAt) return `Gegangen um ${berlinTime(attendee.leftAt)} Uhr`;
  return final ? "Angemeldet, nicht erschienen" : "Angemeldet";
}

/** Who is present with which votes, and the quorum, at the moment (used by ballots and votes too). */
export function electorateAt(facts: AttendanceFacts): { electorate: Electorate; quorumInput: QuorumInput; quorum: QuorumState } {
  const checkIns: CheckIn[] = facts.attendees
    .filter((a) => isPresent(a, facts.moment))
    .map((a) => ({ personId: a.userId, memberId: a.organizationId, authority: a.authority, presidium: a.office !== null && isPresidiumOffice(a.office) }));
  const electorate = electorateOf(facts.members, checkIns, facts.proxies);
  const quorumInput: QuorumInput = {
    votingMembersPresent: electorate.presentMemberIds.length,
    votingMembersRepresented: electorate.representedMemberIds.length,
    presidiumPresent: electorate.presidiumPresent,
  };
  return { electorate, quorumInput, quorum: quorumOf(quorumInput) };
}

/** `final`: the record of a finished assembly; `inquorate`: it was ended for want of a quorum (§ 4 Abs. 7). */
export function attendanceRecordOf(facts: AttendanceFacts, options: { final: boolean; inquorate?: boolean } = { final: false }): AttendanceRecord {
  const { electorate, quorumInput, quorum } = electorateAt(facts);
  const standing = new Map(facts.members.map((m) => [m.id, m]));
  const attendees = facts.attendees.map((a): AttendeeRecord => {
    const present = isPresent(a, facts.moment);
    const votes = present ? (electorate.votesByPerson.get(a.userId) ?? []) : [];
    const { capacity, label } = capacityOf(a, a.organizationId ? standing.get(a.organizationId) : undefined);
    return {
      userId: a.userId,
      name: a.name,
      email: a.email,
      organizationId: a.organizationId,
      organizationName: a.organizationName,
      mode: a.mode,
      registeredAt: a.registeredAt.toISOString(),
      checkedInAt: a.checkedInAt?.toISOString() ?? null,
      leftAt: a.leftAt?.toISOString() ?? null,
      authority: a.authority,
      authorityLabel: a.authority ? REPRESENTATION_AUTHORITY_LABELS[a.authority] : null,
      presidium: a.office !== null && isPresidiumOffice(a.office),
      officeLabel: a.office ? OFFICE_LABELS[a.office] : null,
      present,
      attended: a.checkedInAt !== null && a.checkedInAt <= facts.moment.at,
      capacity,
      capacityLabel: label,
      votes,
      voteNames: votes.map((id) => standing.get(id)?.name ?? ""),
      proxiesFor: votes.filter((id) => id !== a.organizationId).map((id) => standing.get(id)?.name ?? ""),
      votesLabel: votesLabel(present, votes.length),
      statusLabel: statusLabel(a, present, facts.moment, options.final),
    };
  });
  const when = `${formatGermanDate(berlinDate(facts.moment.at))}, ${berlinTime(facts.moment.at)} Uhr`;
  const statement = options.final
    ? `Bei Schluss der Versammlung (${when}) – ${quorum.label}${options.inquorate ? " Die Versammlung wurde als nicht beschlussfähig beendet (§ 4 Abs. 7 Satzung)." : ""}`
    : quorum.label;
  return {
    at: facts.moment.at.toISOString(),
    final: options.final,
    attendees,
    quorumInput,
    quorum,
    presentPeople: attendees.filter((a) => a.present).length,
    statement,
  };
}

/**
 * Who is present with which votes, derived from the check-ins and the proxies of one assembly.
 * Used for the live quorum, for every ballot (whose vote may this person cast?) and the minutes.
 */
import { participationRight, type MemberStanding, type RepresentationAuthority } from "./entitlement.ts";

export interface CheckIn {
  personId: string;
  /** The member company the person attends for; null for guests and the office. */
  memberId: string | null;
  /** The person's recorded power to represent that company commercially, if any. */
  authority: RepresentationAuthority | null;
  /** The person holds a presidium office today. */
  presidium: boolean;
}

export interface Proxy {
  grantorId: string;
  holderId: string;
}

export interface Electorate {
  /** Ordinary members present through an authorised representative of their own. */
  presentMemberIds: string[];
  /** Ordinary members represented through a proxy held by a present member. */
  representedMemberIds: string[];
  /** For every checked-in person: the member companies whose vote they may cast. */
  votesByPerson: Map<string, string[]>;
  presidiumPresent: number;
  /** Everybody else who is checked in: advisory members, representatives without authority. */
  advisoryPersonIds: string[];
}

export function electorateOf(members: readonly MemberStanding[], checkIns: readonly CheckIn[], proxies: readonly Proxy[]): Electorate {
  const byId = new Map(members.map((m) => [m.id, m]));
  const isVoting = (id: string | null) => id !== null && byId.has(id) && participationRight(byId.get(id)!) === "vote";

  const present = new Set<string>();
  for (const c of checkIns) if (c.authority !== null && isVoting(c.memberId)) present.add(c.memberId!);

  // A member present itself votes itself; its proxy lapses.
  const activeProxies = proxies.filter((p) => isVoting(p.grantorId) && isVoting(p.holderId) && !present.has(p.grantorId) && present.has(p.holderId));
  const proxiesByHolder = new Map<string, string[]>();
  for (const p of activeProxies) proxiesByHolder.set(p.holderId, [...(proxiesByHolder.get(p.holderId) ?? []), p.grantorId]);

  const votesByPerson = new Map<string, string[]>();
  const advisory: string[] = [];
  for (const c of checkIns) {
    if (c.authority !== null && isVoting(c.memberId)) {
      votesByPerson.set(c.personId, [c.memberId!, ...(proxiesByHolder.get(c.memberId!) ?? []).sort()]);
    } else {
      votesByPerson.set(c.personId, []);
      advisory.push(c.personId);
    }
  }
  const presidium = new Set(checkIns.filter((c) => c.presidium).map((c) => c.personId));
  return {
    presentMemberIds: [...present].sort(),
    representedMemberIds: activeProxies.map((p) => p.grantorId).sort(),
    votesByPerson,
    presidiumPresent: presidium.size,
    advisoryPersonIds: advisory,
  };
}

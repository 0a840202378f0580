/**
 * § 4 Abs. 6: the assembly has a quorum when at least three voting members are present or
 * represented, at least one presidium member among those present. Checked live and before every
 * ballot. A presidium member attending online counts as present (§ 4 Abs. 10, § 32 Abs. 2 BGB).
 */
import { countOf } from "#shared/plural.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

export const QUORUM_MIN_VOTING_MEMBERS = 3;
export const QUORUM_MIN_PRESIDIUM = 1;

export interface QuorumInput {
  votingMembersPresent: number;
  votingMembersRepresented: number;
  presidiumPresent: number;
}

export interface QuorumState {
  quorate: boolean;
  votingMembers: number;
  presidiumPresent: number;
  /** German sentence for the live counter and the minutes. */
  label: string;
}

export function quorumOf(input: QuorumInput): QuorumState {
  const votingMembers = input.votingMembersPresent + input.votingMembersRepresented;
  const enoughMembers = votingMembers >= QUORUM_MIN_VOTING_MEMBERS;
  const presidium = input.presidiumPresent >= QUORUM_MIN_PRESIDIUM;
  const quorate = enoughMembers && presidium;
  const counted = `${countOf(votingMembers, "stimmberechtigtes Mitglied", "stimmberechtigte Mitglieder")} anwesend oder vertreten, ${countOf(input.presidiumPresent, "Vorstandsmitglied", "Vorstandsmitglieder")} anwesend`;
  let label: string;
  if (quorate) label = `Beschlussfähig: ${counted}.`;
  else if (!enoughMembers && !presidium)
    label = `Nicht beschlussfähig: ${counted}. Nötig sind mindestens 3 stimmberechtigte Mitglieder und mindestens ein Mitglied des Vorstands (§ 4 Abs. 6 Satzung).`;
  else if (!enoughMembers) label = `Nicht beschlussfähig: ${counted}. Nötig sind mindestens 3 stimmberechtigte Mitglieder (§ 4 Abs. 6 Satzung).`;
  else label = `Nicht beschlussfähig: ${counted}. Mindestens ein Mitglied des Vorstands muss anwesend sein (§ 4 Abs. 6 Satzung).`;
  return { quorate, votingMembers, presidiumPresent: input.presidiumPresent, label };
}

export function checkQuorum(input: QuorumInput): Verdict {
  const state = quorumOf(input);
  return state.quorate ? allowed : refuse("inquorate", state.label);
}

/** A ballot's quorum as it stood when it closed (stored with its result), as screen and minutes print it. */
export function ballotQuorumStatement(quorumLabel: string): string {
  return `Bei Schluss der Abstimmung – ${quorumLabel}`;
}

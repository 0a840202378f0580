/**
 * Who votes (§ 3 Abs. 1–3, § 7 Abs. 1 Satzung).
 *
 * - Each active ordinary member (a company) has one vote; supporting and honorary members take
 *   part in an advisory capacity only.
 * - The vote is cast by a person who can represent the member company commercially, in
 *   particular as member of the management or the executive board or as "Prokurist" – recorded
 *   per representative by the office.
 * - An ordinary member may authorise another ordinary member in text form for one assembly;
 *   nobody represents more than two foreign votes. A member that is present itself votes itself:
 *   its own presence takes precedence over the proxy it gave (ADR 151).
 */
import { allowed, refuse, type Verdict } from "./verdict.ts";

export type MembershipClass = "ordinary" | "supporting" | "honorary";

export interface MemberStanding {
  id: string;
  name: string;
  membershipClass: MembershipClass;
  /** Active membership (not resigned or excluded) on the day in question. */
  active: boolean;
}

export type ParticipationRight = "vote" | "advisory" | "none";

export function participationRight(member: MemberStanding): ParticipationRight {
  if (!member.active) return "none";
  return member.membershipClass === "ordinary" ? "vote" : "advisory";
}

export const REPRESENTATION_AUTHORITIES = ["managing_director", "executive_board", "authorized_officer", "general_partner"] as const;
export type RepresentationAuthority = (typeof REPRESENTATION_AUTHORITIES)[number];

export const REPRESENTATION_AUTHORITY_LABELS: Record<RepresentationAuthority, string> = {
  managing_director: "Mitglied der Geschäftsführung",
  executive_board: "Mitglied des Vorstandes",
  authorized_officer: "Prokuristin oder Prokurist",
  general_partner: "Persönlich haftende Gesellschafterin oder Gesellschafter",
};

/** May this person cast the vote of this member company? */
export function checkVoteCaster(member: MemberStanding, authority: RepresentationAuthority | null): Verdict {
  const right = participationRight(member);
  if (right === "none") {
    return refuse("not_a_member", `${member.name} ist derzeit kein aktives Mitglied des Verbandes.`);
  }
  if (right === "advisory") {
    return refuse(
      "advisory_member",
      `${member.name} ist ${member.membershipClass === "supporting" ? "förderndes Mitglied" : "Ehrenmitglied"} und hat in der Mitgliederversammlung beratende Stimme, aber kein Stimmrecht (§ 3 Satzung).`,
    );
  }
  if (authority === null) {
    return refuse(
      "not_authorized_to_represent",
      `Das Stimmrecht für ${member.name} übt aus, wer das Unternehmen kaufmännisch vertreten kann, etwa als Mitglied der Geschäftsführung oder als Prokurist (§ 7 Abs. 1 Satzung). Für Sie ist keine solche Vertretungsbefugnis hinterlegt; bitte wenden Sie sich an die Geschäftsstelle.`,
    );
  }
  return allowed;
}

export const MAX_FOREIGN_VOTES = 2;

export interface ProxyGrant {
  grantor: MemberStanding;
  holder: MemberStanding;
  /** Proxies the holder already holds for this assembly. */
  holderForeignVotes: number;
  /** The grantor already gave a proxy for this assembly. */
  grantorAlreadyDelegated: boolean;
}

export function checkProxyGrant(grant: ProxyGrant): Verdict {
  const { grantor, holder } = grant;
  if (grantor.id === holder.id) return refuse("proxy_to_self", "Ein Mitglied kann sich nicht selbst bevollmächtigen.");
  if (participationRight(grantor) !== "vote") {
    return refuse(
      "proxy_grantor_not_voting",
      `${grantor.name} ist nicht stimmberechtigt und kann daher keine Stimmrechtsvollmacht erteilen (§ 7 Abs. 1 Satzung).`,
    );
  }
  if (participationRight(holder) !== "vote") {
    return refuse(
      "proxy_holder_not_voting",
      `Bevollmächtigt werden kann nur ein anderes ordentliches Mitglied (§ 7 Abs. 1 Satzung); ${holder.name} ist kein stimmberechtigtes Mitglied.`,
    );
  }
  if (grant.grantorAlreadyDelegated) {
    return refuse("proxy_already_given", `${grantor.name} hat für diese Versammlung bereits eine Vollmacht erteilt. Bitte widerrufen Sie diese zuerst.`);
  }
  if (grant.holderForeignVotes >= MAX_FOREIGN_VOTES) {
    return refuse(
      "proxy_limit_reached",
      `${holder.name} vertritt bereits ${grant.holderForeignVotes} fremde Stimmen. Niemand kann mehr als zwei fremde Stimmen vertreten (§ 7 Abs. 1 Satzung).`,
    );
  }
  return allowed;
}

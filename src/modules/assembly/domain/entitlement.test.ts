import { describe, expect, it } from "vitest";
import { checkProxyGrant, checkVoteCaster, participationRight, type MemberStanding } from "./entitlement.ts";
import { allowed } from "./verdict.ts";

const ordinary: MemberStanding = { id: "o1", name: "Hafenbahn Nord GmbH", membershipClass: "ordinary", active: true };
const ordinary2: MemberStanding = { id: "o2", name: "Industriebahn Süd AG", membershipClass: "ordinary", active: true };
const supporting: MemberStanding = { id: "s1", name: "Ingenieurbüro Gleis", membershipClass: "supporting", active: true };
const honorary: MemberStanding = { id: "h1", name: "Dr. Erika Ehrenwert", membershipClass: "honorary", active: true };
const resigned: MemberStanding = { id: "r1", name: "Alte Kleinbahn GmbH", membershipClass: "ordinary", active: false };

describe("voting right (§ 3, § 7 Abs. 1)", () => {
  it("gives active ordinary members a vote and the others an advisory voice", () => {
    expect(participationRight(ordinary)).toBe("vote");
    expect(participationRight(supporting)).toBe("advisory");
    expect(participationRight(honorary)).toBe("advisory");
    expect(participationRight(resigned)).toBe("none");
  });

  it("lets only a person with commercial power of representation cast the vote", () => {
    expect(checkVoteCaster(ordinary, "managing_director")).toEqual(allowed);
    expect(checkVoteCaster(ordinary, "authorized_officer")).toEqual(allowed);
    expect(checkVoteCaster(ordinary, null)).toMatchObject({ ok: false, code: "not_authorized_to_represent" });
  });

  it("explains why supporting and honorary members do not vote", () => {
    const verdict = checkVoteCaster(supporting, "managing_director");
    expect(verdict).toMatchObject({ ok: false, code: "advisory_member" });
    if (!verdict.ok)
      expect(verdict.message).toBe(
        "Ingenieurbüro Gleis ist förderndes Mitglied und hat in der Mitgliederversammlung beratende Stimme, aber kein Stimmrecht (§ 3 Satzung).",
      );
    const honoraryVerdict = checkVoteCaster(honorary, null);
    if (!honoraryVerdict.ok) expect(honoraryVerdict.message).toContain("ist Ehrenmitglied");
    expect(checkVoteCaster(resigned, "managing_director")).toMatchObject({ ok: false, code: "not_a_member" });
  });
});

describe("proxies: another ordinary member, at most two foreign votes (§ 7 Abs. 1)", () => {
  const grant = { grantor: ordinary, holder: ordinary2, holderForeignVotes: 0, grantorAlreadyDelegated: false };

  it("allows up to two foreign votes and refuses the third", () => {
    expect(checkProxyGrant(grant)).toEqual(allowed);
    expect(checkProxyGrant({ ...grant, holderForeignVotes: 1 })).toEqual(allowed);
    const third = checkProxyGrant({ ...grant, holderForeignVotes: 2 });
    expect(third).toMatchObject({ ok: false, code: "proxy_limit_reached" });
    if (!third.ok)
      expect(third.message).toBe(
        "Industriebahn Süd AG vertritt bereits 2 fremde Stimmen. Niemand kann mehr als zwei fremde Stimmen vertreten (§ 7 Abs. 1 Satzung).",
      );
  });

  it("refuses proxies to oneself, from or to non-voting members, and a second proxy", () => {
    expect(checkProxyGrant({ ...grant, holder: ordinary })).toMatchObject({ ok: false, code: "proxy_to_self" });
    expect(checkProxyGrant({ ...grant, grantor: supporting })).toMatchObject({ ok: false, code: "proxy_grantor_not_voting" });
    expect(checkProxyGrant({ ...grant, holder: honorary })).toMatchObject({ ok: false, code: "proxy_holder_not_voting" });
    expect(checkProxyGrant({ ...grant, holder: resigned })).toMatchObject({ ok: false, code: "proxy_holder_not_voting" });
    expect(checkProxyGrant({ ...grant, grantorAlreadyDelegated: true })).toMatchObject({ ok: false, code: "proxy_already_given" });
  });
});

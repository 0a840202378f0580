import { describe, expect, it } from "vitest";
import { electorateOf, type CheckIn } from "./electorate.ts";
import type { MemberStanding } from "./entitlement.ts";

const members: MemberStanding[] = [
  { id: "a", name: "A GmbH", membershipClass: "ordinary", active: true },
  { id: "b", name: "B AG", membershipClass: "ordinary", active: true },
  { id: "c", name: "C KG", membershipClass: "ordinary", active: true },
  { id: "d", name: "D GmbH", membershipClass: "ordinary", active: true },
  { id: "s", name: "S Büro", membershipClass: "supporting", active: true },
  { id: "x", name: "X ehemals", membershipClass: "ordinary", active: false },
];

const checkIn = (personId: string, memberId: string | null, authority: CheckIn["authority"] = "managing_director", presidium = false): CheckIn => ({
  personId,
  memberId,
  authority,
  presidium,
});

describe("electorate of an assembly", () => {
  it("counts each ordinary member once, however many of its people attend", () => {
    const e = electorateOf(members, [checkIn("p1", "a"), checkIn("p2", "a", "authorized_officer"), checkIn("p3", "b")], []);
    expect(e.presentMemberIds).toEqual(["a", "b"]);
    expect(e.votesByPerson.get("p1")).toEqual(["a"]);
    expect(e.votesByPerson.get("p2")).toEqual(["a"]);
  });

  it("gives no vote to supporting members, former members and people without authority", () => {
    const e = electorateOf(members, [checkIn("p1", "s"), checkIn("p2", "x"), checkIn("p3", "c", null), checkIn("p4", null, null, true)], []);
    expect(e.presentMemberIds).toEqual([]);
    expect(e.advisoryPersonIds).toEqual(["p1", "p2", "p3", "p4"]);
    expect(e.presidiumPresent).toBe(1);
  });

  it("adds the votes a present member holds by proxy", () => {
    const e = electorateOf(
      members,
      [checkIn("p1", "a")],
      [
        { grantorId: "c", holderId: "a" },
        { grantorId: "b", holderId: "a" },
      ],
    );
    expect(e.votesByPerson.get("p1")).toEqual(["a", "b", "c"]);
    expect(e.representedMemberIds).toEqual(["b", "c"]);
  });

  it("ignores proxies whose holder is absent and proxies of members present themselves", () => {
    const e = electorateOf(
      members,
      [checkIn("p1", "a"), checkIn("p2", "b")],
      [
        { grantorId: "b", holderId: "a" },
        { grantorId: "c", holderId: "d" },
      ],
    );
    expect(e.votesByPerson.get("p1")).toEqual(["a"]);
    expect(e.votesByPerson.get("p2")).toEqual(["b"]);
    expect(e.representedMemberIds).toEqual([]);
  });

  it("counts presidium members as persons", () => {
    const e = electorateOf(members, [checkIn("p1", "a", "managing_director", true), checkIn("p2", "b", null, true)], []);
    expect(e.presidiumPresent).toBe(2);
  });
});

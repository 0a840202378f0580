import { describe, expect, it } from "vitest";
import { initialsOf, presentPeople } from "./presence.ts";

describe("presentPeople", () => {
  it("lists other people once each, sorted, without oneself or nameless states", () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { name: "Zoe Weber", color: "#b91c1c" } }],
      [2, { user: { name: "Anna Berger", color: "#1d4ed8" } }],
      [3, { user: { name: "Anna Berger", color: "#1d4ed8" } }],
      [4, { cursor: null }],
      [9, { user: { name: "Ich", color: "#000000" } }],
    ]);
    expect(presentPeople(states, 9).map((person) => person.name)).toEqual(["Anna Berger", "Zoe Weber"]);
  });

  it("makes initials from first and last name", () => {
    expect(initialsOf("Anna Maria Berger")).toBe("AB");
    expect(initialsOf("  anna ")).toBe("A");
    expect(initialsOf("")).toBe("?");
  });
});

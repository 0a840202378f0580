import { describe, expect, it } from "vitest";
import type { Role } from "#shared/roles.ts";
import { opensFor } from "#shared/routes.ts";
import { boardCards, memberCards } from "./cards.ts";

const open = (cards: typeof boardCards, roles: Role[]) => cards.filter((c) => opensFor(c.route, { roles, memberCompany: false })).map((c) => c.title);

describe("dashboard cards", () => {
  it("opens every member card to every approved account, none to an account waiting for approval", () => {
    expect(memberCards.map((c) => [c.title, c.route.path])).toEqual([
      ["Diskussionen", "/backend/discussions"],
      ["Aufgaben", "/backend/todos"],
      ["Dokumente", "/backend/documents"],
      ["Politik-Tools", "/backend/political-workbench"],
      ["Mitgliederversammlung", "/backend/assembly"],
      ["Gesamtes Backend", "/backend"],
    ]);
    expect(open(memberCards, ["mitglied"])).toHaveLength(6);
    expect(open(memberCards, [])).toHaveLength(0);
  });

  it("enables a board card exactly when its route opens (issue 25: the treasurer's finances card)", () => {
    expect(boardCards.map((c) => c.route.path)).toEqual([
      "/backend/members",
      "/backend/crm",
      "/backend/finances",
      "/backend/analytics",
      "/backend/system",
      "/backend",
    ]);
    expect(open(boardCards, ["admin"])).toHaveLength(6);
    expect(open(boardCards, ["geschaeftsfuehrung"])).toEqual(["Mitgliederverwaltung", "CRM", "Finanzen", "Gesamtes Backend"]);
    expect(open(boardCards, ["vorstand"])).toEqual(["Mitgliederverwaltung", "CRM", "Finanzen", "Gesamtes Backend"]);
  });
});

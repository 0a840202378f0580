import { describe, expect, it } from "vitest";
import { hasAnyRole, type Role } from "../../shared/roles.ts";
import { boardCards, memberCards } from "./cards.ts";

const open = (cards: typeof boardCards, roles: Role[]) => cards.filter((c) => hasAnyRole(roles, c.requiredRoles)).map((c) => c.title);

describe("dashboard cards", () => {
  it("opens every member card to every approved account, none to an account waiting for approval", () => {
    expect(memberCards.map((c) => [c.title, c.to])).toEqual([
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

  it("locks the board cards by role", () => {
    expect(boardCards.map((c) => c.to)).toEqual(["/backend/members", "/backend/crm", "/backend/finances", "/backend/analytics", "/backend/system", "/backend"]);
    expect(open(boardCards, ["admin"])).toHaveLength(6);
    expect(open(boardCards, ["geschaeftsfuehrung"])).toEqual(["Mitgliederverwaltung", "CRM", "Finanzen", "Gesamtes Backend"]);
    expect(open(boardCards, ["vorstand"])).toEqual(["Mitgliederverwaltung", "CRM", "Gesamtes Backend"]);
  });
});

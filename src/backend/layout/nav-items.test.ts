import { describe, expect, it } from "vitest";
import { navSections } from "./nav-items.ts";

const titles = (roles: Parameters<typeof navSections>[0]) => navSections(roles).flatMap((s) => s.items.map((i) => i.path));

describe("navigation by role", () => {
  it("shows a member the member modules only", () => {
    const paths = titles(["mitglied"]);
    expect(paths).toContain("/backend/discussions");
    expect(paths).not.toContain("/board");
    expect(paths).not.toContain("/backend/crm");
    expect(paths).not.toContain("/backend/system");
    expect(navSections(["mitglied"]).map((s) => s.label)).toEqual(["Übersicht", "Mitglieder"]);
  });
  it("adds the board modules for vorstand and geschaeftsfuehrung, but not the admin ones", () => {
    for (const role of ["vorstand", "geschaeftsfuehrung"] as const) {
      const paths = titles([role]);
      expect(paths).toEqual(expect.arrayContaining(["/board", "/backend/members", "/backend/members/applications", "/backend/crm", "/backend/finances"]));
      expect(paths).not.toContain("/backend/user-management");
    }
  });
  it("shows an admin everything", () => {
    expect(navSections(["admin"]).map((s) => s.label)).toEqual(["Übersicht", "Mitglieder", "Vorstand", "Administration"]);
    expect(titles(["admin"])).toEqual(expect.arrayContaining(["/backend/user-management", "/backend/system", "/backend/analytics", "/backend/audit", "/backend/security", "/backend/voting"]));
  });
});

import { describe, expect, it } from "vitest";
import type { Role } from "#shared/roles.ts";
import { navSections } from "./nav-items.ts";

const viewer = (roles: Role[], memberCompany = false) => ({ roles, memberCompany });
const paths = (roles: Role[], memberCompany = false) => navSections(viewer(roles, memberCompany)).flatMap((s) => s.items.map((i) => i.path));
const titles = (roles: Role[]) => navSections(viewer(roles)).flatMap((s) => s.items.map((i) => i.title));

describe("navigation by role", () => {
  it("shows a member the member modules only", () => {
    const shown = paths(["mitglied"]);
    expect(shown).toContain("/backend/discussions");
    expect(shown).not.toContain("/backend/crm");
    expect(shown).not.toContain("/backend/system");
    expect(navSections(viewer(["mitglied"])).map((s) => s.label)).toEqual(["Start", "Zusammenarbeit", "Verband"]);
  });
  it("adds the board modules for vorstand and geschaeftsfuehrung, but not the admin ones", () => {
    for (const role of ["vorstand", "geschaeftsfuehrung"] as const) {
      const shown = paths([role]);
      expect(shown).toEqual(expect.arrayContaining(["/backend/members", "/backend/members/applications", "/backend/crm", "/backend/finances"]));
      expect(shown).not.toContain("/backend/user-management");
    }
  });
  it("shows an admin everything, in five sections", () => {
    expect(navSections(viewer(["admin"])).map((s) => s.label)).toEqual(["Start", "Zusammenarbeit", "Verband", "Verwaltung", "Administration"]);
    expect(paths(["admin"])).toEqual(
      expect.arrayContaining(["/backend/user-management", "/backend/system", "/backend/analytics", "/backend/audit", "/backend/security", "/backend/voting"]),
    );
  });
  it("has no entries that read like duplicates (issue 25)", () => {
    const shown = titles(["admin"]);
    for (const duplicate of ["Mitgliederbereich", "Vorstandsbereich", "Gemeinsame Notizen", "Notizdokumente"]) expect(shown).not.toContain(duplicate);
    expect(shown).toContain("Notizen");
    expect(shown.filter((t) => t === "Übersicht")).toHaveLength(1);
    expect(new Set(shown).size).toBe(shown.length);
  });
  it("offers the company's invoices only to accounts of a member company", () => {
    expect(paths(["geschaeftsfuehrung"], false)).not.toContain("/backend/invoices");
    expect(paths(["mitglied"], true)).toContain("/backend/invoices");
  });
});

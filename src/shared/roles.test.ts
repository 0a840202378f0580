import { describe, expect, it } from "vitest";
import { hasAnyRole, highestRole } from "./roles.ts";

describe("role hierarchy", () => {
  it("lets admin pass every check", () => {
    expect(hasAnyRole(["admin"], ["admin"])).toBe(true);
    expect(hasAnyRole(["admin"], ["vorstand"])).toBe(true);
    expect(hasAnyRole(["admin"], ["geschaeftsfuehrung"])).toBe(true);
  });
  it("lets management pass management, board and member checks but not admin", () => {
    expect(hasAnyRole(["geschaeftsfuehrung"], ["vorstand"])).toBe(true);
    expect(hasAnyRole(["geschaeftsfuehrung"], ["geschaeftsfuehrung"])).toBe(true);
    expect(hasAnyRole(["geschaeftsfuehrung"], ["admin"])).toBe(false);
  });
  it("lets board pass board and member checks only", () => {
    expect(hasAnyRole(["vorstand"], ["vorstand"])).toBe(true);
    expect(hasAnyRole(["vorstand"], ["geschaeftsfuehrung"])).toBe(false);
    expect(hasAnyRole(["vorstand"], ["admin"])).toBe(false);
  });
  it("treats every approved account as a member", () => {
    expect(hasAnyRole(["mitglied"], ["mitglied"])).toBe(true);
    expect(hasAnyRole(["mitglied"], [])).toBe(true);
    expect(hasAnyRole(["vorstand"], ["mitglied"])).toBe(true);
    expect(hasAnyRole(["mitglied"], ["vorstand"])).toBe(false);
  });
  it("lets an account waiting for approval pass nothing, not even the member check", () => {
    expect(hasAnyRole([], ["mitglied"])).toBe(false);
    expect(hasAnyRole([], [])).toBe(false);
  });
  it("names the highest role", () => {
    expect(highestRole(["mitglied", "vorstand"])).toBe("vorstand");
    expect(highestRole([])).toBe("mitglied");
  });
});

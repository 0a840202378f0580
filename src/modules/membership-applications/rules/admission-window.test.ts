import { describe, expect, it } from "vitest";
import { admissionWindow, canAdmitNow, type ScheduledAssembly } from "./admission-window.ts";

const assembly: ScheduledAssembly = { id: "a1", title: "Ordentliche Mitgliederversammlung 2026", invitationSentAt: "2026-03-02", heldAt: "2026-04-01" };

describe("admission window", () => {
  it("admits before the invitation and after the assembly", () => {
    expect(admissionWindow("2026-03-01", [assembly])).toEqual({ allowed: true });
    expect(admissionWindow("2026-04-02", [assembly])).toEqual({ allowed: true });
  });

  it("blocks from the invitation day through the assembly day", () => {
    for (const day of ["2026-03-02", "2026-03-15", "2026-04-01"]) {
      const check = admissionWindow(day, [assembly]);
      expect(check.allowed).toBe(false);
    }
    const check = admissionWindow("2026-03-15", [assembly]);
    expect(check).toMatchObject({ allowed: false, blockedBy: { id: "a1" } });
    if (!check.allowed) expect(check.message).toBe("Zwischen der Einladung (02.03.2026) und der Mitgliederversammlung „Ordentliche Mitgliederversammlung 2026“ (01.04.2026) dürfen keine neuen Mitglieder aufgenommen werden.");
  });

  it("admits when no assembly is scheduled", () => {
    expect(admissionWindow("2026-03-15", [])).toEqual({ allowed: true });
  });

  it("asks its provider for the assemblies of the given day", async () => {
    const asked: string[] = [];
    const check = await canAdmitNow("2026-03-10", async (day) => {
      asked.push(day);
      return [assembly];
    });
    expect(asked).toEqual(["2026-03-10"]);
    expect(check.allowed).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { annualAssemblyStatus, minutesDueDate, minutesReminder, type AssemblyOnRecord } from "./annual-duties.ts";

const ordinary = (date: string, status: AssemblyOnRecord["status"]): AssemblyOnRecord => ({ kind: "ordinary", status, date });

describe("at least one ordinary assembly per calendar year (§ 4 Abs. 3)", () => {
  it("is fulfilled by a closed ordinary assembly in that year", () => {
    const status = annualAssemblyStatus(2026, [ordinary("2026-05-12", "closed")], "2026-08-01");
    expect(status).toMatchObject({ state: "held", date: "2026-05-12" });
    expect(status.message).toBe("Die ordentliche Mitgliederversammlung 2026 hat am 12.05.2026 stattgefunden.");
  });

  it("is not fulfilled by an extraordinary, a cancelled or an inquorate assembly", () => {
    const assemblies: AssemblyOnRecord[] = [
      { kind: "extraordinary", status: "closed", date: "2026-03-01" },
      ordinary("2026-04-01", "cancelled"),
      ordinary("2026-05-01", "inquorate"),
    ];
    expect(annualAssemblyStatus(2026, assemblies, "2026-06-01").state).toBe("missing");
  });

  it("is fulfilled by the repeat of an inquorate ordinary assembly", () => {
    const assemblies: AssemblyOnRecord[] = [
      ordinary("2026-05-01", "inquorate"),
      { kind: "repeat", repeatsKind: "ordinary", status: "closed", date: "2026-06-15" },
    ];
    expect(annualAssemblyStatus(2026, assemblies, "2026-07-01")).toMatchObject({ state: "held", date: "2026-06-15" });
    const extraordinaryRepeat: AssemblyOnRecord = { kind: "repeat", repeatsKind: "extraordinary", status: "closed", date: "2026-06-15" };
    expect(annualAssemblyStatus(2026, [extraordinaryRepeat], "2026-07-01").state).toBe("missing");
  });

  it("reports a scheduled one", () => {
    expect(annualAssemblyStatus(2026, [ordinary("2026-11-20", "invited"), ordinary("2025-11-20", "closed")], "2026-10-01")).toMatchObject({
      state: "scheduled",
      date: "2026-11-20",
    });
  });

  it("names the last invitation day of the year: 3 December, overdue from 4 December", () => {
    const open = annualAssemblyStatus(2026, [ordinary("2025-11-20", "closed")], "2026-12-03");
    expect(open).toMatchObject({ state: "missing", inviteBy: "2026-12-03", overdue: false });
    expect(open.message).toBe(
      "Für 2026 ist noch keine ordentliche Mitgliederversammlung geplant (mindestens eine im Kalenderjahr, § 4 Abs. 3 Satzung). Die Einladung muss spätestens am 03.12.2026 versandt werden.",
    );
    expect(annualAssemblyStatus(2026, [], "2026-12-04")).toMatchObject({ state: "missing", overdue: true });
  });
});

describe("minutes within four weeks (§ 4 Abs. 11)", () => {
  it("is due 28 days after the assembly, across daylight-saving changes", () => {
    expect(minutesDueDate("2026-03-10")).toBe("2026-04-07");
    expect(minutesDueDate("2026-10-10")).toBe("2026-11-07");
  });

  it("reminds until published", () => {
    expect(minutesReminder("2026-03-10", "2026-04-07", false)).toBe(
      "Das Protokoll ist den Mitgliedern bis zum 07.04.2026 zugänglich zu machen (§ 4 Abs. 11 Satzung).",
    );
    expect(minutesReminder("2026-03-10", "2026-04-08", false)).toContain("hätte den Mitgliedern bis zum 07.04.2026");
    expect(minutesReminder("2026-03-10", "2026-04-08", true)).toBeNull();
  });
});

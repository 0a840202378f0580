import { describe, expect, it } from "vitest";
import { summaryOf, verdictOf } from "./verdict.ts";

const result = (name: string, p95Ms: number, bar: number | null, extra: { unexpected?: number; withoutBar?: string } = {}) => ({
  name,
  p95Ms,
  bar,
  unexpected: extra.unexpected ?? 0,
  withoutBar: extra.withoutBar,
});

describe("the bench's verdict", () => {
  it("judges the printed figure against the bar", () => {
    expect(verdictOf(result("a", 49.94, 50))).toBe("ok");
    expect(verdictOf(result("a", 49.96, 50))).toBe("OVER");
    expect(verdictOf(result("a", 80.7, 50))).toBe("OVER");
  });

  it("prints a target without a bar as measured, never ok or over", () => {
    expect(verdictOf(result("OFFSET", 80.7, null, { withoutBar: "API only" }))).toBe("no bar (API only)");
    expect(verdictOf(result("OFFSET", 1.2, null, { withoutBar: "API only" }))).toBe("no bar (API only)");
  });

  it("calls unexpected answers invalid, with or without a bar", () => {
    expect(verdictOf(result("a", 1, 50, { unexpected: 3 }))).toBe("INVALID");
    expect(verdictOf(result("a", 1, null, { unexpected: 3, withoutBar: "API only" }))).toBe("INVALID");
  });

  it("counts only the targets with a bar in the summary and names those without", () => {
    const summary = summaryOf([
      result("list", 20, 50),
      result("slow list", 60, 50),
      result("OFFSET", 80, null, { withoutBar: "API only" }),
      result("limited", 5, 100, { unexpected: 2 }),
    ]);
    expect(summary).toContain("1 of 2 targets with a bar under it; over: slow list.");
    expect(summary).toContain("Measured without a bar: OFFSET.");
    expect(summary).toContain("Invalid (unexpected statuses, figures not comparable): limited.");
  });
});

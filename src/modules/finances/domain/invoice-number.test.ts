import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, parseInvoiceNumber, sequenceProblems } from "./invoice-number.ts";

describe("invoice numbers", () => {
  it("formats year and sequence with at least four digits", () => {
    expect(formatInvoiceNumber(2026, 1)).toBe("2026-0001");
    expect(formatInvoiceNumber(2026, 12345)).toBe("2026-12345");
    expect(() => formatInvoiceNumber(2026, 0)).toThrow();
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow();
  });

  it("reads what it wrote and nothing else", () => {
    expect(parseInvoiceNumber("2026-0042")).toEqual({ year: 2026, sequence: 42 });
    expect(parseInvoiceNumber(" 2026-12345 ")).toEqual({ year: 2026, sequence: 12345 });
    expect(parseInvoiceNumber("2026-0000")).toBeNull();
    expect(parseInvoiceNumber("2026-42")).toBeNull();
    expect(parseInvoiceNumber("R2026-0001")).toBeNull();
  });

  it("finds gaps and duplicates in a year's numbers", () => {
    expect(sequenceProblems([1, 2, 3])).toEqual({ missing: [], duplicated: [] });
    expect(sequenceProblems([3, 1, 3, 5])).toEqual({ missing: [2, 4], duplicated: [3] });
    expect(sequenceProblems([])).toEqual({ missing: [], duplicated: [] });
  });
});

import { describe, expect, it } from "vitest";
import { parseRangeHeader } from "./http-range.ts";

describe("parseRangeHeader", () => {
  it("answers the whole file without or with an unusable header", () => {
    for (const header of [null, "", "bytes=", "bytes=-", "items=0-1", "bytes=0-1,3-4", "bytes=5-2", "bytes=a-b"]) {
      expect(parseRangeHeader(header, 100), String(header)).toEqual({ kind: "whole" });
    }
  });

  it("parses closed, open and suffix ranges, clamped to the file", () => {
    expect(parseRangeHeader("bytes=0-99", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 99 } });
    expect(parseRangeHeader("bytes=900-", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(parseRangeHeader("bytes=900-5000", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(parseRangeHeader("bytes=-100", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(parseRangeHeader("bytes=-5000", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 999 } });
  });

  it("reports ranges that start beyond the end as unsatisfiable", () => {
    expect(parseRangeHeader("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRangeHeader("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
  });
});

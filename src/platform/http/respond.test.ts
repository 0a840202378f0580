import { describe, expect, it } from "vitest";
import { toCsv } from "#shared/csv.ts";
import { csvResponse } from "./respond.ts";

describe("csvResponse", () => {
  it("answers the CSV as an uncached attachment with a header-safe file name", async () => {
    const response = csvResponse(toCsv(["A"], [["ä"]]), 'bericht "2026"\r\n.csv');
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bericht--2026---.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

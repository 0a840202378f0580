import { describe, expect, it } from "vitest";
import { toPrefixTsquery } from "./search-query.ts";

describe("toPrefixTsquery", () => {
  it("makes every word a required prefix and drops everything else", () => {
    expect(toPrefixTsquery("Jahresber 2026")).toBe("jahresber:* & 2026:*");
    expect(toPrefixTsquery("§ 23 AEG")).toBe("23:* & aeg:*");
    expect(toPrefixTsquery("Kassenprüfung')|!:*")).toBe("kassenprüfung:*");
    expect(toPrefixTsquery("&|!()")).toBeNull();
  });
});

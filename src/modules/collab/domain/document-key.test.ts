import { describe, expect, it } from "vitest";
import { DOC_KEY_PATTERN, keyFromTitle, SHARED_DOC_KEY, uniqueKey } from "./document-key.ts";

describe("keyFromTitle", () => {
  it("makes a readable ASCII key from a German title", () => {
    expect(keyFromTitle("Vorstandssitzung März 2027")).toBe("vorstandssitzung-maerz-2027");
    expect(keyFromTitle("  AG Große Straße / Öffnung  ")).toBe("ag-grosse-strasse-oeffnung");
    expect(keyFromTitle("Café Crème")).toBe("cafe-creme");
  });

  it("falls back for titles without letters and never takes the shared document's key", () => {
    expect(keyFromTitle("!!!")).toBe("notiz");
    expect(keyFromTitle("Verband")).toBe("notiz");
    expect(keyFromTitle(SHARED_DOC_KEY)).toBe("notiz");
  });

  it("stays within the key pattern for long and odd titles", () => {
    for (const title of ["x".repeat(300), "-a-", "Ünïcödé ✓ 2027", "a".repeat(55) + " b c"]) {
      const key = keyFromTitle(title);
      expect(key, title).toMatch(DOC_KEY_PATTERN);
      expect(uniqueKey(key, new Set([key]))).toMatch(DOC_KEY_PATTERN);
    }
  });
});

describe("uniqueKey", () => {
  it("appends the first free number", () => {
    expect(uniqueKey("protokoll", new Set())).toBe("protokoll");
    expect(uniqueKey("protokoll", new Set(["protokoll", "protokoll-2"]))).toBe("protokoll-3");
  });
});

import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path.ts";

describe("returnPath", () => {
  it("returns to a remembered page of the internal area", () => {
    expect(returnPath("/backend/crm")).toBe("/backend/crm");
    expect(returnPath("/member")).toBe("/member");
    expect(returnPath("/board?x=1")).toBe("/board?x=1");
    expect(returnPath("/backend/discussions/7#post-3")).toBe("/backend/discussions/7#post-3");
  });
  it("falls back to /backend for anything else", () => {
    for (const from of [
      undefined,
      null,
      42,
      "",
      "https://evil.example/backend",
      "//evil.example/backend",
      "/\\evil.example",
      "/kontakt",
      "/backendx",
      "/backend/login",
      "/backend/login?verified=1",
    ]) {
      expect(returnPath(from)).toBe("/backend");
    }
  });
});

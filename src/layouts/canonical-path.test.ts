import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/index", "/"],
    ["/themen.html", "/themen"],
    ["/themen", "/themen"],
    ["/themen/", "/themen"],
    ["/presse/gruendung.html", "/presse/gruendung"],
    ["/presse/index.html", "/presse"],
  ])("maps %s to %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

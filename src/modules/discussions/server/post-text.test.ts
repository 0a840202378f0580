import { describe, expect, it } from "vitest";
import { excerpt, postText } from "./post-text.ts";

describe("postText", () => {
  it("reads plain text and mentions, and ignores mentions inside quotes", () => {
    const { text, mentionIds } = postText(
      "Hallo [@Max Mitglied](mention:user_max), siehe **§ 23 AEG**.\n\n> [@Vera](mention:user_vera) schrieb: alt\n\n- Punkt [Link](https://example.org)",
    );
    expect(mentionIds).toEqual(["user_max"]);
    expect(text).toContain("Hallo @Max Mitglied, siehe § 23 AEG.");
    expect(text).toContain("Punkt Link");
    expect(text).not.toContain("mention:");
  });

  it("keeps raw HTML as text (it is never rendered) and drops control characters", () => {
    const { text } = postText("<script>alert(1)</script>\u0002x\u0003");
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).not.toContain("\u0002");
    expect(text).not.toContain("\u0003");
  });

  it("shortens excerpts on one line", () => {
    expect(excerpt("a\n\nb   c")).toBe("a b c");
    expect(excerpt("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

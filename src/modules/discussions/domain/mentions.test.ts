import { describe, expect, it } from "vitest";
import { mentionMarkup, mentionQueryAt, mentionedUserId } from "./mentions.ts";

describe("mentions", () => {
  it("writes and reads mention links", () => {
    const markup = mentionMarkup("Max [Mitglied]", "user_abc");
    expect(markup).toBe("[@Max Mitglied](mention:user_abc)");
    expect(mentionedUserId("mention:user_abc")).toBe("user_abc");
    expect(mentionedUserId("mention:user abc")).toBeUndefined();
    expect(mentionedUserId("https://example.org")).toBeUndefined();
    expect(mentionedUserId(undefined)).toBeUndefined();
  });

  it("finds the word typed after @ at the caret", () => {
    expect(mentionQueryAt("Hallo @Ma", 9)).toEqual({ start: 6, query: "Ma" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQueryAt("mail@example", 12)).toBeUndefined();
    expect(mentionQueryAt("Hallo @Max Mustermann", 21)).toBeUndefined();
  });
});

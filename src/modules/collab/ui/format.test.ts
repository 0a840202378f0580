import { describe, expect, it } from "vitest";
import { ACCESS_CHOICES, choiceFor, choicesFor } from "./access-labels.ts";
import { dateTime, relativeTime } from "./format.ts";

const now = Date.parse("2026-11-24T12:00:00Z");

describe("relativeTime", () => {
  it("reads like German speech for recent times and as a date for old ones", () => {
    expect(relativeTime("2026-11-24T11:59:30Z", now)).toBe("gerade eben");
    expect(relativeTime("2026-11-24T11:55:00Z", now)).toBe("vor 5 Minuten");
    expect(relativeTime("2026-11-24T09:00:00Z", now)).toBe("vor 3 Stunden");
    expect(relativeTime("2026-11-23T10:03:00Z", now)).toBe("gestern, 11:03");
    expect(relativeTime("2026-10-01T08:00:00Z", now)).toBe("01.10.2026");
    expect(dateTime("2026-11-24T13:03:00Z")).toBe("24.11.2026, 14:03 Uhr");
  });
});

describe("access choices", () => {
  it("names a document's read roles and offers only roles one holds", () => {
    expect(choiceFor([]).value).toBe("all");
    expect(choiceFor(["vorstand"]).badge).toBe("Nur Vorstand");
    expect(choiceFor(["vorstand", "admin"]).value).toBe("custom");
    expect(choicesFor(["mitglied"]).map((choice) => choice.value)).toEqual(["all"]);
    expect(choicesFor(["geschaeftsfuehrung", "mitglied"]).map((choice) => choice.value)).toEqual(["all", "vorstand", "geschaeftsfuehrung"]);
    expect(choicesFor(["admin"])).toHaveLength(ACCESS_CHOICES.length);
  });
});

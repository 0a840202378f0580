import { describe, expect, it } from "vitest";
import { changeRows, formatValue } from "./change-format.ts";

describe("an audit entry's change in words (issue 25)", () => {
  it("names fields in German and says amounts, dates, roles, lists and yes/no the way people read them", () => {
    const rows = changeRows(
      { roles: ["mitglied"], status: "active", trackLengthKm: 40 },
      {
        roles: ["mitglied", "vorstand"],
        status: "active",
        trackLengthKm: 44.5,
        grossCents: 300000,
        receivedOn: "2026-11-27",
        recurrent: true,
        unknownKey: { a: 1 },
      },
    );
    expect(rows.map((r) => [r.label, r.before, r.after, r.changed])).toEqual([
      ["Rollen", "Mitglied", "Mitglied, Vorstand", true],
      ["Streckenlänge (km)", "40", "44,5", true],
      ["Status", "active", "active", false],
      ["Bruttobetrag", "–", "3.000,00\u00a0€", false],
      ["Eingegangen am", "–", "27.11.2026", false],
      ["Wiederkehrend", "–", "ja", false],
      ["unknownKey", "–", '{"a":1}', false],
    ]);
  });

  it("keeps text as text and says empty values", () => {
    expect(formatValue("<img src=x onerror=alert(1)>", "name")).toBe("<img src=x onerror=alert(1)>");
    expect(formatValue(null)).toBe("leer");
    expect(formatValue([], "tags")).toBe("keine");
    expect(changeRows(null, "x")).toEqual([{ key: "Wert", label: "Wert", before: "–", after: "x", changed: true }]);
  });

  it("does not mark a field as changed that only one side of an update records", () => {
    const rows = changeRows({ jobFunction: "Referentin", version: 1 }, { jobFunction: "Abteilungsleiterin" });
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ["Funktion", true],
      ["Version", false],
    ]);
  });
});

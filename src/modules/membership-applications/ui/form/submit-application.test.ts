import { describe, expect, it } from "vitest";
import { splitDetails } from "./submit-application.ts";

describe("splitDetails", () => {
  it("maps 'field: message' details to known fields and keeps the rest", () => {
    const { fields, other } = splitDetails(
      ["postal_code: PLZ muss 5 Ziffern haben", "infrastructure_types.2: Ungültig", "Unbekannte Felder: x", "city: erste", "city: zweite"],
      ["postal_code", "infrastructure_types", "city"],
    );
    expect(Object.fromEntries(fields)).toEqual({ postal_code: "PLZ muss 5 Ziffern haben", infrastructure_types: "Ungültig", city: "erste" });
    expect(other).toEqual(["Unbekannte Felder: x", "city: zweite"]);
  });
});

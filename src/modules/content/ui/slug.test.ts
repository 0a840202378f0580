import { describe, expect, it } from "vitest";
import { ENTRY_ID } from "#shared/content-schemas.ts";
import { slugOf } from "./slug.ts";

describe("slugOf", () => {
  it("turns German titles into valid addresses", () => {
    expect(slugOf("VNSI begrüßt Förderung für Gleisanschlüsse!")).toBe("vnsi-begruesst-foerderung-fuer-gleisanschluesse");
    expect(slugOf("  § 23 AEG – Nachbesserungen  ")).toBe("23-aeg-nachbesserungen");
    for (const title of ["Ä", "x".repeat(200), "Straße der Schiene 2026"]) expect(slugOf(title) === "" || ENTRY_ID.test(slugOf(title))).toBe(true);
  });
});

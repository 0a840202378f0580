import { describe, expect, it } from "vitest";
import { mandateReferenceProblem, mandateUsableUntil, nextSequenceType, suggestMandateReference, type MandateState } from "./mandate.ts";
import { sepaIdProblem, toSepaText } from "./sepa-text.ts";

const mandate = (overrides: Partial<MandateState> = {}): MandateState => ({
  reference: "VNSI-M0007-01",
  scheme: "B2B",
  recurrent: true,
  signedOn: "2025-11-03",
  status: "active",
  lastSettledCollectionOn: null,
  ...overrides,
});

describe("mandate references", () => {
  it("allows 35 characters of the SEPA set without spaces", () => {
    expect(mandateReferenceProblem("VNSI-M0007-01")).toBeNull();
    expect(mandateReferenceProblem("A".repeat(35))).toBeNull();
    expect(mandateReferenceProblem("A".repeat(36))).toBe("Mandatsreferenz darf höchstens 35 Zeichen haben");
    expect(mandateReferenceProblem("VNSI M0007")).toContain("keine Leerzeichen");
    expect(mandateReferenceProblem("MÜLLER-01")).toContain("ohne Umlaute");
    expect(mandateReferenceProblem("/VNSI-1")).toBe("Mandatsreferenz darf nicht mit / beginnen oder enden");
    expect(mandateReferenceProblem("VNSI//1")).toBe("Mandatsreferenz darf kein // enthalten");
    expect(mandateReferenceProblem("")).toBe("Mandatsreferenz fehlt");
  });

  it("suggests a reference from the member number", () => {
    expect(suggestMandateReference("M-0007", 1)).toBe("VNSI-M0007-01");
    expect(mandateReferenceProblem(suggestMandateReference("M-0007 ä", 12))).toBeNull();
  });
});

describe("sequence types", () => {
  it("starts with FRST, continues with RCUR, ends with FNAL", () => {
    expect(nextSequenceType(mandate(), "2026-02-16", false)).toEqual({ ok: true, sequenceType: "FRST" });
    expect(nextSequenceType(mandate({ lastSettledCollectionOn: "2026-02-16" }), "2027-02-15", false)).toEqual({ ok: true, sequenceType: "RCUR" });
    expect(nextSequenceType(mandate({ lastSettledCollectionOn: "2026-02-16" }), "2027-02-15", true)).toEqual({ ok: true, sequenceType: "FNAL" });
  });

  it("repeats FRST after a returned first collection (nothing settled yet)", () => {
    expect(nextSequenceType(mandate({ lastSettledCollectionOn: null }), "2026-03-16", false)).toEqual({ ok: true, sequenceType: "FRST" });
  });

  it("collects a one-off mandate exactly once", () => {
    expect(nextSequenceType(mandate({ recurrent: false }), "2026-02-16", false)).toEqual({ ok: true, sequenceType: "OOFF" });
    expect(nextSequenceType(mandate({ recurrent: false, lastSettledCollectionOn: "2026-02-16" }), "2026-05-16", false).ok).toBe(false);
  });

  it("refuses revoked, completed, expired and not yet signed mandates", () => {
    expect(nextSequenceType(mandate({ status: "revoked" }), "2026-02-16", false)).toEqual({ ok: false, message: "Mandat wurde widerrufen" });
    expect(nextSequenceType(mandate({ status: "completed" }), "2026-02-16", false).ok).toBe(false);
    expect(nextSequenceType(mandate(), "2025-11-02", false)).toEqual({ ok: false, message: "Fälligkeit liegt vor der Unterschrift des Mandats" });
  });

  it("lets a mandate lapse 36 months after its last use", () => {
    const used = mandate({ lastSettledCollectionOn: "2023-02-28" });
    expect(mandateUsableUntil(used)).toBe("2026-02-27");
    expect(nextSequenceType(used, "2026-02-27", false).ok).toBe(true);
    expect(nextSequenceType(used, "2026-02-28", false)).toEqual({
      ok: false,
      message: "Mandat ist verfallen (36 Monate nicht genutzt) – neues Mandat einholen",
    });
    expect(mandateUsableUntil(mandate({ signedOn: "2024-02-29" }))).toBe("2027-02-27");
  });
});

describe("SEPA text", () => {
  it("transliterates German names and drops what the character set lacks", () => {
    expect(toSepaText("Müller & Söhne Gleisbau GmbH", 70)).toBe("Mueller + Soehne Gleisbau GmbH");
    expect(toSepaText("Straßenbahn Élancourt – Nord", 70)).toBe("Strassenbahn Elancourt - Nord");
    expect(toSepaText("Beitrag 2026; Rechnung #2026-0001", 140)).toBe("Beitrag 2026 Rechnung 2026-0001");
    expect(toSepaText("a".repeat(80), 70)).toHaveLength(70);
    expect(toSepaText("€ @ %", 70)).toBe("");
  });

  it("checks identifiers", () => {
    expect(sepaIdProblem("2026-0001-1", "End-to-End-ID")).toBeNull();
    expect(sepaIdProblem("2026 0001", "End-to-End-ID")).toContain("keine Leerzeichen");
  });
});

import { addDays, addMonths, compareIsoDates, type IsoDate } from "#shared/dates.ts";
import { sepaIdProblem } from "./sepa-text.ts";

export const sepaSchemes = ["CORE", "B2B"] as const;
export type SepaScheme = (typeof sepaSchemes)[number];
export const sepaSchemeLabels: Record<SepaScheme, string> = { CORE: "SEPA-Basislastschrift (CORE)", B2B: "SEPA-Firmenlastschrift (B2B)" };

export type SequenceType = "FRST" | "RCUR" | "FNAL" | "OOFF";

export type MandateState = {
  reference: string;
  scheme: SepaScheme;
  recurrent: boolean;
  signedOn: IsoDate;
  status: "active" | "revoked" | "completed";
  /** Due date of the last collection that was not returned, or null if none yet. */
  lastSettledCollectionOn: IsoDate | null;
};

/** Mandate reference: the general SEPA id rules; uniqueness per creditor is the database's job. */
export function mandateReferenceProblem(reference: string): string | null {
  return sepaIdProblem(reference, "Mandatsreferenz");
}

/** "VNSI-M0007-01": association prefix, member number, running number of the member's mandates. */
export function suggestMandateReference(memberNumber: string, ordinal: number): string {
  const member = memberNumber.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return `VNSI-${member}-${String(ordinal).padStart(2, "0")}`;
}

/**
 * A mandate not used for 36 months lapses (SEPA rulebooks, "36-month rule"): counted from the
 * last collection, or from the signature when there was none. Returns the last usable due date.
 */
export function mandateUsableUntil(mandate: MandateState): IsoDate {
  return addDays(addMonths(mandate.lastSettledCollectionOn ?? mandate.signedOn, 36), -1);
}

export type SequenceDecision = { ok: true; sequenceType: SequenceType } | { ok: false; message: string };

/**
 * The sequence type of the next collection (ADR 163): a one-off mandate collects once (OOFF);
 * a recurrent mandate starts with FRST and continues with RCUR once a collection went through
 * (a returned FRST is repeated as FRST); the last collection before a membership ends is FNAL.
 */
export function nextSequenceType(mandate: MandateState, collectionDate: IsoDate, isFinal: boolean): SequenceDecision {
  if (mandate.status === "revoked") return { ok: false, message: "Mandat wurde widerrufen" };
  if (mandate.status === "completed") return { ok: false, message: "Mandat ist verbraucht (letzte Einziehung erfolgt)" };
  if (compareIsoDates(collectionDate, mandate.signedOn) < 0) return { ok: false, message: "Fälligkeit liegt vor der Unterschrift des Mandats" };
  if (compareIsoDates(collectionDate, mandateUsableUntil(mandate)) > 0)
    return { ok: false, message: "Mandat ist verfallen (36 Monate nicht genutzt) – neues Mandat einholen" };
  if (!mandate.recurrent)
    return mandate.lastSettledCollectionOn ? { ok: false, message: "Einmalmandat wurde bereits genutzt" } : { ok: true, sequenceType: "OOFF" };
  if (mandate.lastSettledCollectionOn === null) return { ok: true, sequenceType: "FRST" };
  return { ok: true, sequenceType: isFinal ? "FNAL" : "RCUR" };
}

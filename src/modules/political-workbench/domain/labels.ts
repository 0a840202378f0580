/** German names of the workbench's fixed choices, shared by screen, CSV and notifications. */
export const DATE_KINDS = ["consultation_deadline", "hearing", "reading", "committee", "other"] as const;
export type DateKind = (typeof DATE_KINDS)[number];
export const DATE_KIND_LABELS: Record<DateKind, string> = {
  consultation_deadline: "Frist zur Stellungnahme",
  hearing: "Anhörung",
  reading: "Lesung",
  committee: "Ausschusssitzung",
  other: "Sonstiger Termin",
};

export const POSITION_STATUSES = ["entwurf", "beschlossen", "veroeffentlicht"] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const POSITION_STATUS_LABELS: Record<PositionStatus, string> = {
  entwurf: "Entwurf",
  beschlossen: "vom Vorstand beschlossen",
  veroeffentlicht: "veröffentlicht",
};

export const STANCES = ["unterstuetzend", "offen", "kritisch", "unbekannt"] as const;
export type Stance = (typeof STANCES)[number];
export const STANCE_LABELS: Record<Stance, string> = { unterstuetzend: "unterstützend", offen: "offen", kritisch: "kritisch", unbekannt: "unbekannt" };

export const INSTITUTION_KINDS = [
  "bundestag",
  "bundesregierung",
  "bundesrat",
  "landtag",
  "landesregierung",
  "eu",
  "behoerde",
  "kommune",
  "verband",
  "presse",
  "sonstige",
] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];
export const INSTITUTION_KIND_LABELS: Record<InstitutionKind, string> = {
  bundestag: "Bundestag",
  bundesregierung: "Bundesregierung / Ministerium",
  bundesrat: "Bundesrat",
  landtag: "Landtag",
  landesregierung: "Landesregierung / Ministerium",
  eu: "EU-Institution",
  behoerde: "Behörde",
  kommune: "Kommune",
  verband: "Verband",
  presse: "Presse",
  sonstige: "Sonstige",
};

export const PARTIES = ["cdu_csu", "spd", "gruene", "afd", "linke", "fdp", "bsw", "fw", "ssw", "parteilos", "sonstige"] as const;
export type Party = (typeof PARTIES)[number];
export const PARTY_LABELS: Record<Party, string> = {
  cdu_csu: "CDU/CSU",
  spd: "SPD",
  gruene: "Bündnis 90/Die Grünen",
  afd: "AfD",
  linke: "Die Linke",
  fdp: "FDP",
  bsw: "BSW",
  fw: "Freie Wähler",
  ssw: "SSW",
  parteilos: "parteilos",
  sonstige: "sonstige Partei",
};
export const NO_PARTY_LABEL = "ohne Angabe";
export const NO_INSTITUTION_LABEL = "ohne Organisation";

export const ACTION_KINDS = ["letter", "meeting", "event", "press_release", "call", "email"] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const ACTION_KIND_LABELS: Record<ActionKind, string> = {
  letter: "Brief",
  meeting: "Gespräch",
  event: "Veranstaltung",
  press_release: "Pressemitteilung",
  call: "Telefonat",
  email: "E-Mail",
};

export const OUTCOMES = ["geplant", "durchgefuehrt", "antwort", "gespraech", "zusage", "abgelehnt"] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = {
  geplant: "geplant",
  durchgefuehrt: "durchgeführt, noch keine Reaktion",
  antwort: "Antwort erhalten",
  gespraech: "Gespräch vereinbart",
  zusage: "Unterstützung zugesagt",
  abgelehnt: "abgelehnt",
};

export const LINK_KINDS = ["document", "press", "task"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = { document: "Dokument", press: "Pressemitteilung", task: "Aufgabe" };

/** The 16 German federal states, for procedures at Land level: the one list (src/shared/schemas/german-states.ts). */
export { GERMAN_STATES as LAENDER } from "#shared/schemas/german-states.ts";

export function options<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

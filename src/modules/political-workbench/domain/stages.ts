/**
 * The stages of a legislative procedure (ADR 171): one ordered list for every level, with the
 * labels each level uses (a Land has a Landtag and no Bundesrat; the EU has Commission,
 * Parliament and Council). Procedures may skip or go back a stage, so order is for display and
 * progress, never a rule that refuses a change.
 */
export const LEVELS = ["eu", "bund", "land"] as const;
export type Level = (typeof LEVELS)[number];

export const STAGES = [
  "referentenentwurf",
  "kabinett",
  "bundesrat_1",
  "bundestag_1",
  "ausschuss",
  "bundestag_2_3",
  "bundesrat_2",
  "verkuendung",
  "inkrafttreten",
] as const;
export type Stage = (typeof STAGES)[number];

export const LEVEL_LABELS: Record<Level, string> = { eu: "EU", bund: "Bund", land: "Land" };

const BUND: Record<Stage, string> = {
  referentenentwurf: "Referentenentwurf",
  kabinett: "Kabinettsbeschluss",
  bundesrat_1: "Bundesrat, 1. Durchgang",
  bundestag_1: "Bundestag, 1. Lesung",
  ausschuss: "Ausschussberatung",
  bundestag_2_3: "Bundestag, 2./3. Lesung",
  bundesrat_2: "Bundesrat, 2. Durchgang",
  verkuendung: "Verkündung",
  inkrafttreten: "Inkrafttreten",
};

const LAND: Partial<Record<Stage, string>> = {
  referentenentwurf: "Referentenentwurf",
  kabinett: "Kabinettsbeschluss (Land)",
  bundestag_1: "Landtag, 1. Lesung",
  ausschuss: "Ausschussberatung im Landtag",
  bundestag_2_3: "Landtag, 2./3. Lesung",
  verkuendung: "Verkündung",
  inkrafttreten: "Inkrafttreten",
};

const EU: Record<Stage, string> = {
  referentenentwurf: "Konsultation der Kommission",
  kabinett: "Vorschlag der Kommission",
  bundesrat_1: "Stellungnahme des Bundesrates",
  bundestag_1: "Europäisches Parlament, 1. Lesung",
  ausschuss: "Ausschuss des Europäischen Parlaments",
  bundestag_2_3: "Trilog",
  bundesrat_2: "Annahme durch den Rat",
  verkuendung: "Veröffentlichung im Amtsblatt",
  inkrafttreten: "Inkrafttreten",
};

const BY_LEVEL: Record<Level, Partial<Record<Stage, string>>> = { bund: BUND, land: LAND, eu: EU };

/** The stages a procedure of this level passes through, in order. */
export function stagesFor(level: Level): Stage[] {
  return STAGES.filter((stage) => BY_LEVEL[level][stage] !== undefined);
}

/** The German name of a stage at a level (the federal name where the level has none of its own). */
export function stageLabel(stage: Stage, level: Level = "bund"): string {
  return BY_LEVEL[level][stage] ?? BUND[stage];
}

/** Progress through the level's stages: 1-based step and the number of steps. */
export function stageProgress(stage: Stage, level: Level): { step: number; of: number } {
  const list = stagesFor(level);
  const index = list.indexOf(stage);
  return { step: index === -1 ? STAGES.indexOf(stage) + 1 : index + 1, of: list.length };
}

/** A procedure is finished when the law is in force. */
export function isFinished(stage: Stage): boolean {
  return stage === "inkrafttreten";
}

/**
 * The answer of every statute rule: allowed, or refused with a code (for tests and the UI) and
 * the German message the user sees, which names the rule and, where one exists, the date or
 * number that would make the action lawful.
 */
export type Verdict = { ok: true } | Refusal;

export interface Refusal {
  ok: false;
  code: string;
  message: string;
}

export const allowed: Verdict = Object.freeze({ ok: true });

export function refuse(code: string, message: string): Refusal {
  return { ok: false, code, message };
}

/** The first refusal of several independent checks, or allowed. */
export function firstRefusal(...verdicts: Verdict[]): Verdict {
  return verdicts.find((verdict) => !verdict.ok) ?? allowed;
}

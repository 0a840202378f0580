/**
 * The outcome funnel of ADR 172: each step counts the actions whose outcome reached at least that
 * step, so every step is a subset of the one before.
 */
import type { Outcome } from "./labels.ts";

export const FUNNEL_STEPS = [
  { id: "planned", label: "Erfasst", outcomes: ["geplant", "durchgefuehrt", "antwort", "gespraech", "zusage", "abgelehnt"] },
  { id: "done", label: "Durchgeführt", outcomes: ["durchgefuehrt", "antwort", "gespraech", "zusage", "abgelehnt"] },
  { id: "response", label: "Reaktion erhalten", outcomes: ["antwort", "gespraech", "zusage", "abgelehnt"] },
  { id: "meeting", label: "Gespräch vereinbart", outcomes: ["gespraech", "zusage"] },
  { id: "commitment", label: "Unterstützung zugesagt", outcomes: ["zusage"] },
] as const satisfies readonly { id: string; label: string; outcomes: readonly Outcome[] }[];

export type FunnelStepId = (typeof FUNNEL_STEPS)[number]["id"];

/** An action counts as having happened unless it is only planned. */
export const DONE_OUTCOMES: readonly Outcome[] = FUNNEL_STEPS[1].outcomes;

export function funnelOf(counts: Partial<Record<Outcome, number>>): { step: FunnelStepId; label: string; count: number }[] {
  return FUNNEL_STEPS.map((step) => ({
    step: step.id,
    label: step.label,
    count: (step.outcomes as readonly Outcome[]).reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0),
  }));
}

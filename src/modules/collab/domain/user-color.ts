/**
 * A stable caret colour per user, so a person keeps the same colour in every document and session.
 * Every colour carries white text at a contrast of at least 4.5:1 (WCAG AA) in the caret label.
 */
export const CARET_COLORS = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309", "#be185d", "#0e7490", "#4d7c0f", "#6d28d9", "#9a3412"] as const;

export function colorForUser(userId: string): string {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i += 1) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return CARET_COLORS[(hash >>> 0) % CARET_COLORS.length]!;
}

/**
 * Who else has the document open, from the awareness states the server relayed (their `user`
 * field is the server-stamped identity). One entry per person even with several tabs open.
 */
export interface PresentPerson {
  name: string;
  color: string;
  initials: string;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}

export function presentPeople(states: Map<number, Record<string, unknown>>, ownClientId: number): PresentPerson[] {
  const byName = new Map<string, PresentPerson>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId) continue;
    const user = state.user as { name?: unknown; color?: unknown } | undefined;
    if (!user || typeof user.name !== "string") continue;
    if (!byName.has(user.name))
      byName.set(user.name, { name: user.name, color: typeof user.color === "string" ? user.color : "#4a5968", initials: initialsOf(user.name) });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, "de"));
}

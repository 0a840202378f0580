/** The ids that tie a control to its hint and error text (aria-describedby). */
export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

/** aria-describedby for a control: its hint (if any) and its error slot (always present). */
export function describedBy(id: string, hasHint: boolean): string {
  return hasHint ? `${hintId(id)} ${errorId(id)}` : errorId(id);
}

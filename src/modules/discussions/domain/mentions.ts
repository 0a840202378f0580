/**
 * @mentions in Markdown: the editor's autocomplete inserts `[@Name](mention:<user id>)`, a link
 * with our own scheme. The server reads the ids from it (whom to notify); the renderer shows a
 * chip with the person's current name instead of a link. Plain "@Name" text stays text.
 */
export const MENTION_SCHEME = "mention:";
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function mentionMarkup(name: string, userId: string): string {
  // Brackets in a name would end the link text early.
  return `[@${name.replace(/[[\]\\]/g, "")}](${MENTION_SCHEME}${userId})`;
}

/** The user id of a mention link's URL, or undefined for any other URL. */
export function mentionedUserId(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(MENTION_SCHEME)) return undefined;
  const id = url.slice(MENTION_SCHEME.length);
  return USER_ID.test(id) ? id : undefined;
}

/** The word being typed after "@" at the caret (for the autocomplete), or undefined. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | undefined {
  const before = text.slice(0, caret);
  const match = /(^|[\s(])@([\p{L}\p{N}._-]{0,30})$/u.exec(before);
  if (!match) return undefined;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

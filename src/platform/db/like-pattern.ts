/** A search term for LIKE/ILIKE: the user's % and _ match themselves, not any text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

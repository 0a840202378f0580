/**
 * Turns what a person types into the search field into a Postgres tsquery text for the German
 * configuration: every word must occur, the last one also as a prefix (so "Protok" already finds
 * "Protokoll" while typing), "-wort" excludes a word. Anything that is not a letter or digit is a
 * separator, so no input can produce tsquery syntax errors or operators of its own.
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface ParsedSearch {
  /** Text for to_tsquery('german', …), or null when nothing searchable is left. */
  tsquery: string | null;
  /** The words, lower-cased, for the name match (LIKE) and for highlighting. */
  terms: string[];
}

export function parseSearch(input: string): ParsedSearch {
  const tokens =
    input
      .normalize("NFC")
      .toLocaleLowerCase("de-DE")
      .match(/(?:(?<=^|\s)-)?[\p{L}\p{N}]+/gu) ?? [];
  const include: string[] = [];
  const exclude: string[] = [];
  for (const token of tokens) {
    const negative = token.startsWith("-");
    const word = (negative ? token.slice(1) : token).slice(0, MAX_TERM_LENGTH);
    if (!word) continue;
    (negative ? exclude : include).push(word);
  }
  const terms = [...new Set(include)].slice(0, MAX_TERMS);
  if (!terms.length) return { tsquery: null, terms: [] };
  const parts = terms.map((word, index) => (index === terms.length - 1 ? `${word}:*` : word));
  for (const word of [...new Set(exclude)].slice(0, MAX_TERMS)) parts.push(`!${word}`);
  return { tsquery: parts.join(" & "), terms };
}

/**
 * Escaping for the Markdown export, so that whatever people typed reads back as the same text in
 * any CommonMark/GFM renderer: no accidental emphasis, list, heading, table cell or raw HTML.
 */

/** ASCII punctuation CommonMark lets a backslash escape and that can start syntax mid-line. */
const INLINE_SPECIAL = /[\\`*_[\]<>~|&!]/g;

export function escapeInline(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(INLINE_SPECIAL, (character) => `\\${character}`);
}

/**
 * Escapes what would turn the start of a line into a block: "# ", "- ", "+ ", "> ", "1. ", "1) ",
 * "=" and "-" runs (setext underlines, thematic breaks). Leading spaces would make a code block.
 */
export function escapeLineStart(line: string): string {
  const trimmed = line.replace(/^[ \t]+/, "");
  const ordered = /^(\d{1,9})([.)])/.exec(trimmed);
  if (ordered) return `${ordered[1]}\\${ordered[2]}${trimmed.slice(ordered[0].length)}`;
  if (/^[#>+=-]/.test(trimmed)) return `\\${trimmed}`;
  return trimmed;
}

/** A link destination that cannot end the link early or break out of the parentheses. */
export function escapeUrl(url: string): string {
  return url.trim().replace(/[\s()<>\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

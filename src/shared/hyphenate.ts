/**
 * Soft hyphens (U+00AD) in the long German words of a title, so a narrow card breaks
 * "Mitglieder-versammlung" at a syllable instead of anywhere (issue 25). The table is generated
 * from the screens' titles by scripts/hyphenation-table.ts; unknown words stay as they are.
 * Screen readers and text search ignore soft hyphens; `hyphens: manual` (the default) shows them.
 */
import { HYPHENATION_DE } from "./hyphenation-de.ts";

export function hyphenate(text: string): string {
  return text.replace(/\p{L}{12,}/gu, (word) => HYPHENATION_DE[word]?.join("\u00AD") ?? word);
}

/**
 * The one way to put a number before a German noun (issue 25: "1 Aktionen", "1 Stimmen abgegeben",
 * "17 Ordentliches Mitglied" were wrong): the singular for exactly one, the plural otherwise
 * (German uses the plural for 0 and for fractions), the number with German digit grouping.
 *
 *   countOf(1, "Aktion", "Aktionen")        -> "1 Aktion"
 *   countOf(1234, "Stimme", "Stimmen")      -> "1.234 Stimmen"
 *   pluralOf(n, "Buchung", "Buchungen")     -> the word alone, for "… zur Prüfung"
 */
const GROUPING = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

export function pluralOf(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}

export function countOf(n: number, singular: string, plural: string): string {
  return `${GROUPING.format(n)} ${pluralOf(n, singular, plural)}`;
}

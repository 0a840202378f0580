/**
 * Search input to a German prefix tsquery that no input can break: words of letters and digits
 * only, each as a prefix ("jahresber" finds "Jahresbericht"), all of them required.
 */
export function toPrefixTsquery(input: string): string | null {
  const words = input
    .normalize("NFC")
    .toLocaleLowerCase("de-DE")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

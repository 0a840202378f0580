/**
 * The readable key in /backend/collab/{docKey}, made from the title when a document is created
 * ("Vorstandssitzung März 2027" -> "vorstandssitzung-maerz-2027"). Keys never change on rename, so
 * links stay valid; the server appends -2, -3, ... when a key is taken.
 */
export const DOC_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** The association's shared notes document behind /backend/collab. */
export const SHARED_DOC_KEY = "verband";
const MAX_BASE_LENGTH = 56;

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

export function keyFromTitle(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[äöüß]/g, (character) => TRANSLITERATION[character]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, "");
  return base === "" || base === SHARED_DOC_KEY ? "notiz" : base;
}

/** The first free key: the base, then base-2, base-3, ... */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

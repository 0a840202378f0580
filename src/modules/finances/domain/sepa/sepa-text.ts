/**
 * SEPA files may only carry the EPC's basic Latin character set:
 *   a-z A-Z 0-9 / - ? : ( ) . , ' + and space.
 * German names are transliterated (ä -> ae, ß -> ss, & -> +) rather than rejected, because a
 * member's name "Müller & Söhne Gleisbau GmbH" must still be collectable.
 */
const ALLOWED = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss", ẞ: "SS", "&": "+" };

export function toSepaText(input: string, maxLength: number): string {
  const transliterated = input
    .replace(/[äöüÄÖÜßẞ&]/g, (character) => GERMAN[character]!)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‐-―]/g, "-")
    .replace(/[‘’‚‛]/g, "'")
    .replace(ALLOWED, " ")
    .replace(/\s+/g, " ")
    .trim();
  return transliterated.slice(0, maxLength).trimEnd();
}

/**
 * Identifiers (message, payment information, end-to-end and mandate ids): 1-35 characters of
 * the basic set without spaces, not starting or ending with "/" and without "//" (EPC rules for
 * references). Returns a German message or null when the id is fine.
 */
export function sepaIdProblem(id: string, label: string): string | null {
  if (id.length === 0) return `${label} fehlt`;
  if (id.length > 35) return `${label} darf höchstens 35 Zeichen haben`;
  if (!/^[a-zA-Z0-9/\-?:().,'+]+$/.test(id)) return `${label} darf nur Buchstaben ohne Umlaute, Ziffern und / - ? : ( ) . , ' + enthalten, keine Leerzeichen`;
  if (id.startsWith("/") || id.endsWith("/")) return `${label} darf nicht mit / beginnen oder enden`;
  if (id.includes("//")) return `${label} darf kein // enthalten`;
  return null;
}

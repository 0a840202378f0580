/**
 * Guards the one plural helper (issue 25: "1 Aktionen", "1 Stimmen abgegeben", "1 Buchungen zur
 * Prüfung"): no source file puts a runtime count before a German plural noun by hand, and no file
 * picks singular or plural with its own `=== 1 ?`. Both go through countOf / pluralOf of
 * src/shared/plural.ts. Limits that are fixed and larger than one ("höchstens ${max} Zeichen") pass;
 * a line that must stay as it is says why with a `plural-ok` comment.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");

/** Plural nouns the screens, mails and logs count. */
const PLURAL_NOUNS = [
  "Aktionen",
  "Anträge",
  "Antworten",
  "Aufgaben",
  "Beiträge",
  "Benachrichtigungen",
  "Buchungen",
  "Dateien",
  "Dokumente",
  "Einträge",
  "Enthaltungen",
  "Institutionen",
  "Kampagnen",
  "Kommentare",
  "Kontakte",
  "Lastschriften",
  "Mahnungen",
  "Mandate",
  "Minuten",
  "Mitglieder",
  "Mitgliedern",
  "Ordner",
  "Organisationen",
  "Personen",
  "Positionen",
  "Rechnungen",
  "Seiten",
  "Sitzungen",
  "Stimmen",
  "Stunden",
  "Tage",
  "Tagen",
  "Termine",
  "Themen",
  "Unternehmen",
  "Versionen",
  "Versuche",
  "Vorfälle",
  "Zielpersonen",
];
const COUNT_BEFORE_PLURAL = new RegExp(`\\$?\\{([^{}]+)\\}\\s(?:${PLURAL_NOUNS.join("|")})(?![\\p{L}])`, "u");
/** `n === 1 ? "1 Stimme"`, `${n} ${n === 1 ? "Stimme" : …}`, `Mitglied{n === 1 ? "" : "ern"}`. */
const HAND_MADE_PLURAL = [/===\s*1\s*\?\s*["`]1 /, /\}\s\$\{[^{}]*===\s*1\s*\?/, /\}\s\{[^{}]*===\s*1\s*\?/, /===\s*1\s*\?\s*""\s*:\s*"(?:e|en|n|er|ern|s)"/];
/** Fixed limits: constants and maxima are never one. */
const FIXED = /^[A-Z0-9_.]+$|max|Max|MAX|min\b|Min\b|MIN|limit|Limit|LIMIT/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/seed/.test(full) ? [full] : [];
  });
}

function handMadePlurals(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.includes("plural-ok")) return [];
    const where = `${path.relative(SRC, file)}:${index + 1}: ${line.trim().slice(0, 140)}`;
    const count = COUNT_BEFORE_PLURAL.exec(line);
    if (count && !FIXED.test(count[1]!.trim())) return [where];
    return isHandMadePlural(line) ? [where] : [];
  });
}

function isHandMadePlural(line: string): boolean {
  return HAND_MADE_PLURAL.some((pattern) => pattern.test(line));
}

describe("German plurals go through the one helper", () => {
  it("finds a hand-made plural (the guard works)", () => {
    // "#{" stands for a template literal's "${" in these sample lines.
    const line = (text: string) => text.replaceAll("#{", "$" + "{");
    expect(handMadePlurals("x.tsx", "<p>{view.participation} Stimmen abgegeben</p>")).toHaveLength(1);
    expect(handMadePlurals("x.ts", line("const s = `#{counts.review} Buchungen zur Prüfung`;"))).toHaveLength(1);
    expect(handMadePlurals("x.ts", line('const s = n === 1 ? "1 Person" : `#{n} Personen`;'))).toHaveLength(1);
    expect(handMadePlurals("x.ts", line('const s = `#{n} #{n === 1 ? "Aufgabe" : "Aufgaben"}`;'))).toHaveLength(1);
    expect(handMadePlurals("x.tsx", '{n} Mitglied{n === 1 ? "" : "ern"}')).toHaveLength(1);
    expect(handMadePlurals("x.ts", line('`Höchstens #{max} Zeichen`; `#{countOf(n, "Aktion", "Aktionen")}`'))).toHaveLength(0);
  });

  it("has none in src/", () => {
    const found = sourceFiles(SRC).flatMap((file) => handMadePlurals(file, readFileSync(file, "utf8")));
    expect(found, "use countOf / pluralOf from src/shared/plural.ts").toEqual([]);
  });
});

/**
 * One of each (issue 24): every name in REGISTRY has one home, and declaring it anywhere else
 * (a function, const, type, interface or class of that name) fails — import it from its home
 * instead. PATTERNS do the same for things that are not a name (a literal list, a formatter
 * constructor). ALLOWED would list a tolerated duplicate file by file (the test fails when an
 * allowed duplicate is gone, so the list only shrinks); issue 24's wave 2 emptied it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "../helpers/repository-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** name -> its one home (a file that may not exist yet: wave 2 creates it where noted). */
const REGISTRY: Record<string, { home: string; note?: string }> = {
  displayName: { home: "src/shared/people.ts", note: "SQL twins are named displayNameSql (platform) in wave 2" },
  PersonRef: { home: "src/shared/people.ts" },
  namesOf: { home: "src/platform/auth/people.ts", note: "namesOf(db, ids) -> Map<id, name>; wave 2 creates it from tasks' version" },
  Viewer: { home: "src/platform/auth/require-user.ts", note: "the signed-in caller is AuthUser; wave 2 replaces the module Viewer types" },
  MEMBERSHIP_CLASSES: { home: "src/shared/membership.ts" },
  toCsv: { home: "src/shared/csv.ts" },
  Tx: { home: "src/platform/db/client.ts" },
  escapeHtml: { home: "src/platform/mail/html.ts" },
  isoDate: { home: "src/shared/schemas/form-fields.ts" },
  optionalText: { home: "src/shared/schemas/form-fields.ts" },
  requiredText: { home: "src/shared/schemas/form-fields.ts" },
  useStaff: { home: "src/modules/crm/ui/crm-api.ts", note: "the staff list for pickers (GET /api/crm/staff)" },
  IsoDate: { home: "src/shared/dates.ts" },
  addDays: { home: "src/shared/dates.ts" },
  addMonths: { home: "src/shared/dates.ts" },
  daysBetween: { home: "src/shared/dates.ts" },
  berlinDate: { home: "src/shared/dates.ts" },
  berlinToday: { home: "src/shared/dates.ts", note: "is berlinDate(now())" },
  todayInBerlin: { home: "src/shared/schemas/dates.ts", note: "deprecated: berlinDate(now())" },
  formatGermanDate: { home: "src/shared/dates.ts" },
  formatGermanDateTime: { home: "src/shared/dates.ts" },
  formatDate: { home: "src/shared/dates.ts", note: "is formatGermanDate" },
  formatDateTime: { home: "src/shared/dates.ts", note: "is formatGermanDateTime" },
  queryString: { home: "src/shared/contract/url.ts" },
  pageOf: { home: "src/shared/contract/answers.ts" },
};

/** Text that may appear only in its home. */
const PATTERNS: Record<string, { pattern: RegExp; home: string }> = {
  "membership classes list": { pattern: /\[\s*"ordinary",\s*"supporting",\s*"honorary"\s*\]/g, home: "src/shared/membership.ts" },
  "new Intl.DateTimeFormat": { pattern: /new Intl\.DateTimeFormat\b/g, home: "src/shared/dates.ts" },
};

/** Today's duplicates: "name or pattern" -> files still declaring it (wave 2 empties this). */
const ALLOWED: Record<string, readonly string[]> = {};

/** Product sources: TypeScript and Astro files, tests excluded. */
const isSource = (name: string) => /\.(ts|tsx|mts|astro)$/.test(name) && !/\.test\.tsx?$/.test(name);

const sources = ["src", "netlify/functions", "scripts"]
  .flatMap((dir) => repositoryFiles(path.join(root, dir), isSource))
  .map((file) => ({
    rel: path.relative(root, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

/** A declaration of `name` at the start of a line (not an import, not a property). */
function declares(text: string, name: string): boolean {
  return new RegExp(`^\\s*(?:export\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|type|interface|class|enum)\\s+${name}\\b`, "m").test(text);
}

/** Where each registered name or pattern is found outside its home. */
function duplicates(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [name, { home }] of Object.entries(REGISTRY)) {
    const files = sources.filter((s) => s.rel !== home && declares(s.text, name)).map((s) => s.rel);
    if (files.length) found[name] = files.sort();
  }
  for (const [label, { pattern, home }] of Object.entries(PATTERNS)) {
    const files = sources.filter((s) => s.rel !== home && s.text.match(pattern)).map((s) => s.rel);
    if (files.length) found[label] = files.sort();
  }
  return found;
}

describe("shared names (issue 24)", () => {
  const found = duplicates();

  it("prints the duplicates left for wave 2", () => {
    const total = Object.values(found).reduce((sum, files) => sum + files.length, 0);
    console.log(`shared names: ${total} duplicate declarations of ${Object.keys(found).length} registered names`);
    for (const [name, files] of Object.entries(found)) console.log(`  ${name} (home ${REGISTRY[name]?.home ?? PATTERNS[name]?.home}): ${files.join(", ")}`);
    expect(total).toBeGreaterThanOrEqual(0);
  });

  it("declares every registered name in its home only (or in today's allowlist)", () => {
    const problems: string[] = [];
    for (const [name, files] of Object.entries(found)) {
      const allowed = new Set(ALLOWED[name] ?? []);
      for (const file of files)
        if (!allowed.has(file)) problems.push(`${file} declares ${name} again: import it from ${REGISTRY[name]?.home ?? PATTERNS[name]?.home}`);
    }
    for (const [name, files] of Object.entries(ALLOWED)) {
      for (const file of files)
        if (!(found[name] ?? []).includes(file)) problems.push(`${file} no longer declares ${name}: remove it from ALLOWED (the list only shrinks)`);
    }
    expect(problems).toEqual([]);
  });

  it("finds declarations and ignores imports and properties (self-test)", () => {
    expect(declares("export function addDays(a: string) {}", "addDays")).toBe(true);
    expect(declares("  const addDays = () => 1;", "addDays")).toBe(true);
    expect(declares("export type IsoDate = string;", "IsoDate")).toBe(true);
    expect(declares('import { addDays, type IsoDate } from "./x.ts";', "addDays")).toBe(false);
    expect(declares('import { addDays, type IsoDate } from "./x.ts";', "IsoDate")).toBe(false);
    expect(declares("const x = { addDays: 1 };", "addDays")).toBe(false);
    expect(declares("export const addDaysIso = 1;", "addDays")).toBe(false);
  });
});

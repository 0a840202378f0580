/**
 * Writes the index of docs/decisions/README.md from the ADR files (number, title, date, status):
 * `node scripts/adr-index.ts` after adding or changing an ADR; tests/unit/adr-index.test.ts
 * fails while the index is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const DECISIONS = path.resolve(import.meta.dirname, "../docs/decisions");
const START = "<!-- index:start (node scripts/adr-index.ts) -->";
const END = "<!-- index:end -->";

export interface AdrSummary {
  file: string;
  number: string;
  title: string;
  date: string | undefined;
  status: string | undefined;
}

export function readAdrs(dir = DECISIONS): AdrSummary[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      const heading = /^# (\d{3})\s*[–-]?\s*(.+)$/m.exec(text);
      return {
        file,
        number: heading?.[1] ?? file.slice(0, 3),
        title: heading?.[2]?.trim() ?? file,
        date: /Date: (\d{4}-\d{2}-\d{2})/.exec(text)?.[1],
        status: /Status: ([^\n]+)/.exec(text)?.[1]?.trim(),
      };
    });
}

export function renderIndex(adrs: readonly AdrSummary[]): string {
  const rows = adrs.map(
    (a) => `| [${a.number}](${a.file}) | ${a.title.replaceAll("|", "\\|")} | ${a.date ?? "–"} | ${(a.status ?? "–").replaceAll("|", "\\|")} |`,
  );
  return [START, "", "| ADR | Decision | Date | Status |", "|---|---|---|---|", ...rows, "", END].join("\n");
}

export function withIndex(readme: string, adrs: readonly AdrSummary[]): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < 0) throw new Error("docs/decisions/README.md lacks the index markers");
  return readme.slice(0, start) + renderIndex(adrs) + readme.slice(end + END.length);
}

if (process.argv[1] === import.meta.filename) {
  const readmePath = path.join(DECISIONS, "README.md");
  writeFileSync(readmePath, withIndex(readFileSync(readmePath, "utf8"), readAdrs()));
  console.log(`docs/decisions/README.md: ${readAdrs().length} ADRs`);
}

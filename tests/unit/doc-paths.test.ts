/**
 * Every repository path named in the docs (README, DEVELOPERS, docs/**, module READMEs) and in
 * code comments exists (issue 24: about ten pointed nowhere). A path that no longer exists on
 * purpose is written struck through in Markdown (`~~src/backend/paths.ts~~`, "superseded") and is
 * skipped; placeholders (`<module>`, `*`, `NNNN`, `...`) are not paths.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "../helpers/repository-files.ts";

const root = path.resolve(import.meta.dirname, "../..");
const TOP = ["src", "tests", "scripts", "netlify", "docs", "db", "content", "public"];
const PATH = new RegExp(`(~~)?\`?(?<![\\w./@-])((?:${TOP.join("|")})/[A-Za-z0-9_./\\-\\[\\]]+)`, "g");
const PLACEHOLDER = /[<>*{}…]|\.\.\.|\bN{2,}\b|\bNN|\[\.\.\.|\/\//;

/** Comment text of a source file: // lines and /* ... *\/ blocks. */
function commentsOf(text: string): string {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g)].map((m) => m[0]).join("\n");
}

/** The repository paths a text names, without struck-through ones and placeholders. */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATH)) {
    if (match[1]) continue; // ~~struck through~~: superseded on purpose
    const next = text[(match.index ?? 0) + match[0].length] ?? "";
    if (/[<*{…]/.test(next)) continue; // "src/modules/<module>/": a placeholder follows
    const candidate = match[2]!.replace(/[.,:;)\]]+$/, "");
    if (PLACEHOLDER.test(candidate) || !/\.[a-z]+$|\/$/.test(candidate + (candidate.includes(".") ? "" : "/"))) continue;
    found.push(candidate);
  }
  return found;
}

function exists(candidate: string): boolean {
  const clean = candidate.replace(/\/$/, "").replace(/#.*$/, "");
  if (existsSync(path.join(root, clean))) return true;
  // "db/migrations/0281" names a migration by its number: a file that starts with it.
  const dir = path.join(root, path.dirname(clean));
  return /^\d{4}$/.test(path.basename(clean)) && existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(path.basename(clean)));
}

describe("paths named in docs and comments", () => {
  const docs = [
    path.join(root, "README.md"),
    path.join(root, "DEVELOPERS.md"),
    ...repositoryFiles(path.join(root, "docs"), (n) => n.endsWith(".md")),
    ...repositoryFiles(path.join(root, "src"), (n) => n === "README.md"),
  ];
  const code = [
    ...repositoryFiles(path.join(root, "src"), (n) => /\.(ts|tsx|mts|astro)$/.test(n)),
    ...repositoryFiles(path.join(root, "scripts"), (n) => /\.(ts|mts)$/.test(n)),
    ...repositoryFiles(path.join(root, "netlify"), (n) => /\.(ts|mts)$/.test(n)),
    ...repositoryFiles(path.join(root, "tests"), (n) => /\.(ts|mts)$/.test(n)),
  ];

  it("finds every named path", () => {
    const missing: string[] = [];
    for (const file of docs) for (const p of pathsIn(readFileSync(file, "utf8"))) if (!exists(p)) missing.push(`${path.relative(root, file)}: ${p}`);
    for (const file of code)
      for (const p of pathsIn(commentsOf(readFileSync(file, "utf8")))) if (!exists(p)) missing.push(`${path.relative(root, file)}: ${p}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("reads paths, skips placeholders and struck-through ones (self-test)", () => {
    expect(pathsIn("see `src/shared/access.ts`, and src/modules/<module>/ui/.")).toEqual(["src/shared/access.ts"]);
    expect(pathsIn("moved from ~~src/app/paths.ts~~ to src/shared/routes.ts.")).toEqual(["src/shared/routes.ts"]);
    expect(pathsIn("db/migrations/NNNN_x.sql and tests/e2e/*.spec.ts")).toEqual([]);
    expect(exists("src/shared/access.ts") && !exists("src/shared/nowhere.ts")).toBe(true);
  });
});

/**
 * Files of the repository under `dir` whose name `keep` accepts, for tests that read the sources and
 * docs themselves (the doc paths, the cited ADRs). Skips node_modules, dist and dot folders.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export function repositoryFiles(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? repositoryFiles(full, keep) : keep(name) ? [full] : [];
  });
}

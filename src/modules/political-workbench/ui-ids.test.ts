/**
 * Element ids written literally in the workbench's screens are unique across them: a dialog opens
 * over the view it edits, and a label whose id is also a heading's names the heading, leaving the
 * field without a name (the lobby figures' "Beschreibung der Tätigkeit" and the procedure form's
 * "Titel" were such fields).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const uiDir = path.join(import.meta.dirname, "ui");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [path.join(dir, entry.name)] : [],
  );
}

describe("workbench element ids", () => {
  it("are not used twice in the module's screens", () => {
    const seen = new Map<string, string[]>();
    for (const file of files(uiDir)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bid="([^"]+)"/g)) {
        seen.set(match[1]!, [...(seen.get(match[1]!) ?? []), path.relative(uiDir, file)]);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

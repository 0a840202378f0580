/** Files of every collection read into the editor's values and written back validate and keep their data. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTION_KEYS, CONTENT_COLLECTIONS, matchesFileRule } from "#shared/content-schemas.ts";
import { validateData } from "../fields.ts";
import { parseEntryFile, renderEntryFile } from "./entry-file.ts";

const contentDir = path.resolve(import.meta.dirname, "../../../../content");

describe("entry files", () => {
  for (const collection of COLLECTION_KEYS) {
    const { files } = CONTENT_COLLECTIONS[collection];
    const names = readdirSync(path.join(contentDir, files.folder)).filter((name) => matchesFileRule(files, name));
    it(`${collection}: every committed file is valid for the editor and survives a round trip`, () => {
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const values = parseEntryFile(collection, readFileSync(path.join(contentDir, files.folder, name), "utf8"));
        const checked = validateData(collection, values.data);
        expect(checked.ok ? [] : checked.errors, name).toEqual([]);
        const again = parseEntryFile(collection, renderEntryFile(collection, values));
        expect(again.data, name).toEqual(values.data);
        expect(again.body.trim(), name).toBe(values.body.trim());
      }
    });
  }

  it("writes dates as plain YYYY-MM-DD and the body after the front matter", () => {
    const text = renderEntryFile("press", {
      data: { title: "Ein neuer Titel für die Presse", date: "2026-11-27", category: "Pressemitteilung", preview: "p".repeat(40), description: "d".repeat(50) },
      body: "Absatz\n",
    });
    expect(text).toMatch(/^---\ntitle: Ein neuer Titel für die Presse\ndate: 2026-11-27\ncategory: Pressemitteilung\n/);
    expect(text.endsWith("---\n\nAbsatz\n")).toBe(true);
  });
});

describe("validation", () => {
  it("names the field with its German label and message", () => {
    const result = validateData("press", { title: "Kurz", date: "gestern", category: "Pressemitteilung", preview: "zu kurz", description: "d".repeat(50) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: "title", message: "Überschrift: Mindestens 10 Zeichen, bisher 4." },
      { path: "date", message: "Datum: Bitte ein gültiges Datum angeben (TT.MM.JJJJ)." },
      { path: "preview", message: "Teaser: Mindestens 40 Zeichen, bisher 7." },
    ]);
  });

  it("refuses unknown fields and a wrong category", () => {
    const result = validateData("press", {
      title: "Ein neuer Titel für die Presse",
      date: "2026-11-27",
      category: "Meinung",
      preview: "p".repeat(40),
      description: "d".repeat(50),
      extra: 1,
    });
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      "Kategorie: Die Kategorie ist immer „Pressemitteilung“.",
      "Unbekannte Felder: extra",
    ]);
  });

  it("leaves empty optional fields out and labels nested ones", () => {
    const result = validateData("pages", {
      title: "Mitgliedschaft",
      description: "d".repeat(60),
      eyebrow: "  ",
      heading: "Gemeinsam mehr",
      lead: "l".repeat(40),
      highlights: [
        { title: "Gut", text: "t".repeat(20) },
        { title: "x", text: "t".repeat(20) },
      ],
    });
    expect(result.ok ? [] : result.errors).toEqual([{ path: "highlights.1.title", message: "Karten › Nr. 2 › Titel: Mindestens 3 Zeichen, bisher 1." }]);
  });
});

/**
 * THE schemas of the public site's content (content/): `astro build` validates every file with
 * them (src/content.config.ts) and the content editor of the internal area validates every draft
 * with exactly the same objects (src/modules/content), so a draft the editor accepts builds, and
 * a field the build would refuse is refused in the form with the same German message.
 *
 * Isomorphic: only zod, no Astro import. The one Astro-specific piece, the board portrait, comes
 * in as a parameter: the build passes Astro's image() (resolves and optimises the file), the
 * editor a path schema (the file itself is checked when it is uploaded and when publishing).
 *
 * Each field carries German metadata: `title` (the form label) and `description` (the hint under
 * the field). Messages are German and do not repeat the label; the editor and the server put the
 * label in front ("Teaser: Mindestens 40 Zeichen, bisher 12."), the build prints the field key.
 */
import { z } from "zod";

type Meta = { title: string; description?: string; multiline?: boolean };

const filled = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "Pflichtfeld: bitte ausfüllen." : `${label} muss ein Text sein.`),
});

/** A text field: trimmed length rules with German messages. */
export function text(meta: Meta, rules: { min?: number; max?: number } = {}) {
  let schema = z.string(filled("Das Feld"));
  if (rules.min !== undefined) {
    const min = rules.min;
    schema = schema.min(min, {
      error: (issue) =>
        min === 1 || String(issue.input ?? "").length === 0
          ? "Pflichtfeld: bitte ausfüllen."
          : `Mindestens ${min} Zeichen, bisher ${String(issue.input ?? "").length}.`,
    });
  }
  if (rules.max !== undefined) {
    const max = rules.max;
    schema = schema.max(max, { error: (issue) => `Höchstens ${max} Zeichen, bisher ${String(issue.input ?? "").length}.` });
  }
  return schema.meta(meta);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = "Bitte ein gültiges Datum angeben (TT.MM.JJJJ).";

/**
 * A calendar day: YAML gives the build a Date, the editor's form a "YYYY-MM-DD" string; both end
 * as a Date. Anything else ("vierzehnter Mai", "2025-02-30") is refused.
 */
export function day(meta: Meta) {
  return z
    .union([z.date({ error: DATE_MESSAGE }), z.string({ error: DATE_MESSAGE }).regex(ISO_DAY, { error: DATE_MESSAGE })], { error: DATE_MESSAGE })
    .pipe(z.coerce.date({ error: DATE_MESSAGE }))
    .refine((value) => !Number.isNaN(value.getTime()), { error: DATE_MESSAGE })
    .meta({ ...meta, format: "date" });
}

function integer(meta: Meta, rules: { min?: number; max?: number } = {}) {
  let schema = z.number({ error: "Bitte eine ganze Zahl angeben." }).int({ error: "Bitte eine ganze Zahl angeben." });
  if (rules.min !== undefined) schema = schema.min(rules.min, { error: `Mindestens ${rules.min}.` });
  if (rules.max !== undefined) schema = schema.max(rules.max, { error: `Höchstens ${rules.max}.` });
  return schema.meta(meta);
}

function choice<const T extends readonly [string, ...string[]]>(values: T, meta: Meta) {
  return z.enum(values, { error: `Bitte einen der Werte wählen: ${values.join(", ")}.` }).meta(meta);
}

const email = (meta: Meta) => z.email({ error: "Bitte eine gültige E-Mail-Adresse angeben (name@beispiel.de)." }).meta(meta);
const seoDescription = () =>
  text(
    { title: "Beschreibung für Suchmaschinen", description: "Erscheint in Suchergebnissen und beim Teilen, 50 bis 170 Zeichen.", multiline: true },
    { min: 50, max: 170 },
  );

const OFFICES = [
  "Präsident",
  "Präsidentin",
  "Vizepräsident",
  "Vizepräsidentin",
  "Schatzmeister",
  "Schatzmeisterin",
  "Geschäftsführer",
  "Geschäftsführerin",
] as const;

/** Press releases: content/presse/<slug>.mdx, published at /presse/<slug>. */
export const pressSchema = z.object({
  title: text({ title: "Überschrift", description: "Schlagzeile der Pressemitteilung, mindestens 10 Zeichen." }, { min: 10, max: 160 }),
  date: day({ title: "Datum", description: "Tag der Veröffentlichung; bestimmt die Reihenfolge auf /presse." }),
  category: z
    .literal("Pressemitteilung", { error: "Die Kategorie ist immer „Pressemitteilung“." })
    .meta({ title: "Kategorie", description: "Immer „Pressemitteilung“." }),
  preview: text(
    { title: "Teaser", description: "Ein bis zwei Sätze für /presse und die Startseite, 40 bis 400 Zeichen.", multiline: true },
    { min: 40, max: 400 },
  ),
  description: seoDescription(),
});

/** Long legal and policy documents with one MDX body each (statutes, privacy, legal notice, ...). */
export const documentBaseSchema = z.object({
  title: text({ title: "Überschrift", description: "Überschrift der Seite und Titel im Browser." }, { min: 1, max: 160 }),
  description: seoDescription(),
  updated: day({ title: "Stand", description: "Datum der geltenden Fassung." }),
});

export const statutesSchema = documentBaseSchema.extend({
  adoptedPlace: text({ title: "Ort der Beschlussfassung", description: "Zum Beispiel „Halle (Saale)“." }, { min: 1, max: 80 }),
  adoptedDate: day({ title: "Datum der Beschlussfassung" }),
});

export const documentSchema = documentBaseSchema.extend({
  backLink: z
    .object({
      href: z
        .string(filled("Das Ziel"))
        .startsWith("/", { error: "Ein Pfad der Website, beginnend mit „/“." })
        .meta({ title: "Ziel", description: "Pfad der Website, z. B. /themen." }),
      label: text({ title: "Linktext" }, { min: 1, max: 80 }),
    })
    .optional()
    .meta({ title: "Link am Ende", description: "Optional, z. B. zurück zu /themen." }),
});

/** The ten core demands on /themen: content/forderungen/NN.yaml. */
export const demandSchema = z.object({
  number: integer({ title: "Nummer", description: "Position 1 bis 10 in der Liste." }, { min: 1, max: 10 }),
  title: text({ title: "Forderung", description: "Kurz, eine Zeile." }, { min: 5, max: 120 }),
  description: text({ title: "Erläuterung", description: "Zwei bis vier Sätze.", multiline: true }, { min: 40, max: 1200 }),
});

/** Presidium and managing director on /vorstand: content/vorstand/NN-name.yaml. */
export function boardSchema<P extends z.ZodType>(photo: P) {
  return z.object({
    name: text({ title: "Name", description: "Vollständiger Name mit akademischem Titel." }, { min: 3, max: 120 }),
    position: choice(OFFICES, { title: "Amt" }),
    group: choice(["praesidium", "geschaeftsfuehrung"], { title: "Gruppe", description: "praesidium oder geschaeftsfuehrung." }),
    order: integer({ title: "Reihenfolge", description: "Position auf der Seite (1 zuerst)." }, { min: 1, max: 99 }),
    description: text({ title: "Kurzbiografie", multiline: true }, { min: 40, max: 1200 }),
    email: email({ title: "E-Mail" }),
    phone: text({ title: "Telefon", description: "Nur bei der Geschäftsführung angezeigt." }, { max: 40 }).optional(),
    photo,
    photoAlt: text({ title: "Alternativtext des Fotos", description: "Beschreibt das Foto für Menschen, die es nicht sehen." }, { min: 5, max: 200 }),
  });
}

/** The editor's board photo: a file next to the entry in ./fotos/ (checked to exist when publishing). */
export const boardPhotoPath = z
  .string(filled("Das Foto"))
  .regex(/^\.\/fotos\/[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp|svg)$/, { error: "Bitte ein Foto hochladen." })
  .meta({ title: "Foto", description: "Porträt, wird beim Hochladen verkleinert.", format: "image" });

/** Contact persons on /kontakt: content/ansprechpartner/NN-name.yaml. */
export const contactSchema = z.object({
  name: text({ title: "Name" }, { min: 3, max: 120 }),
  role: choice(OFFICES, { title: "Funktion", description: "Steht unter dem Namen." }),
  order: integer({ title: "Reihenfolge" }, { min: 1, max: 99 }),
  email: email({ title: "E-Mail" }),
  phone: text({ title: "Telefon" }, { max: 40 }).optional(),
  topics: text({ title: "Themen", description: "Wofür diese Person ansprechbar ist." }, { max: 200 }).optional(),
});

/** Editorial copy of the home, topics and membership pages: content/seiten/<page>.mdx. */
export const pageSchema = z.object({
  title: text({ title: "Titel im Browser", description: "Kurzer Seitentitel; die Startseite heißt „VNSI“." }, { min: 1, max: 80 }),
  description: seoDescription(),
  eyebrow: text({ title: "Dachzeile", description: "Kleine Zeile über der Überschrift." }, { max: 120 }).optional(),
  heading: text({ title: "Überschrift" }, { min: 5, max: 160 }),
  lead: text({ title: "Einleitung", multiline: true }, { min: 40, max: 600 }),
  highlights: z
    .array(z.object({ title: text({ title: "Titel" }, { min: 3, max: 120 }), text: text({ title: "Text", multiline: true }, { min: 20, max: 600 }) }))
    .optional()
    .meta({ title: "Karten", description: "Schwerpunkte auf der Startseite, Vorteile auf /mitgliedschaft." }),
  models: z
    .array(
      z.object({
        name: text({ title: "Name des Modells" }, { min: 3, max: 120 }),
        audience: text({ title: "Für wen" }, { min: 3, max: 120 }),
        text: text({ title: "Beschreibung", multiline: true }, { min: 20, max: 600 }),
        points: z
          .array(text({ title: "Punkt" }, { min: 2, max: 200 }))
          .min(1, { error: "Mindestens ein Punkt." })
          .meta({ title: "Rechte und Pflichten" }),
      }),
    )
    .optional()
    .meta({ title: "Mitgliedschaftsmodelle", description: "Nur auf /mitgliedschaft." }),
});

/** Which files of a folder belong to a collection: one extension, optionally only or except some names. */
export interface FileRule {
  folder: string;
  extension: "mdx" | "yaml";
  only?: readonly string[];
  except?: readonly string[];
}

export interface ContentCollection {
  label: string;
  /** The singular, with article, for messages ("Die Pressemitteilung"). */
  entryLabel: string;
  files: FileRule;
  /** Front matter (mdx) or the whole file (yaml); the board's photo schema is the caller's. */
  schema: (photo: z.ZodType) => z.ZodObject;
  /** The field shown as an entry's title in lists. */
  titleField: string;
  /** The public page of an entry, or of the collection (YAML entries appear on one page). */
  pageOf: (entryId: string) => string;
  /** New entries and removal from the site (press releases and people; fixed pages are only edited). */
  growable: boolean;
}

const fixed = (schema: z.ZodObject) => () => schema;

export const CONTENT_COLLECTIONS = {
  press: {
    label: "Pressemitteilungen",
    entryLabel: "Die Pressemitteilung",
    files: { folder: "presse", extension: "mdx" },
    schema: fixed(pressSchema),
    titleField: "title",
    pageOf: (id) => `/presse/${id}`,
    growable: true,
  },
  pages: {
    label: "Seiten",
    entryLabel: "Die Seite",
    files: { folder: "seiten", extension: "mdx" },
    schema: fixed(pageSchema),
    titleField: "heading",
    pageOf: (id) => (id === "start" ? "/" : `/${id}`),
    growable: false,
  },
  documents: {
    label: "Dokumente",
    entryLabel: "Das Dokument",
    files: { folder: "dokumente", extension: "mdx", except: ["satzung"] },
    schema: fixed(documentSchema),
    titleField: "title",
    pageOf: (id) => `/${id}`,
    growable: false,
  },
  statutes: {
    label: "Satzung",
    entryLabel: "Die Satzung",
    files: { folder: "dokumente", extension: "mdx", only: ["satzung"] },
    schema: fixed(statutesSchema),
    titleField: "title",
    pageOf: () => "/satzung",
    growable: false,
  },
  demands: {
    label: "Kernforderungen",
    entryLabel: "Die Forderung",
    files: { folder: "forderungen", extension: "yaml" },
    schema: fixed(demandSchema),
    titleField: "title",
    pageOf: () => "/themen",
    growable: false,
  },
  board: {
    label: "Vorstand",
    entryLabel: "Der Eintrag",
    files: { folder: "vorstand", extension: "yaml" },
    schema: (photo) => boardSchema(photo),
    titleField: "name",
    pageOf: () => "/vorstand",
    growable: true,
  },
  contacts: {
    label: "Ansprechpartner",
    entryLabel: "Der Eintrag",
    files: { folder: "ansprechpartner", extension: "yaml" },
    schema: fixed(contactSchema),
    titleField: "name",
    pageOf: () => "/kontakt",
    growable: true,
  },
} as const satisfies Record<string, ContentCollection>;

export type CollectionKey = keyof typeof CONTENT_COLLECTIONS;
export const COLLECTION_KEYS = Object.keys(CONTENT_COLLECTIONS) as [CollectionKey, ...CollectionKey[]];

/** The glob pattern of Astro's loader for a file rule (the editor uses `matchesFileRule`). */
export function globPattern(rule: FileRule): string | string[] {
  if (rule.only) return rule.only.map((name) => `${name}.${rule.extension}`);
  const all = `*.${rule.extension}`;
  return rule.except ? [all, ...rule.except.map((name) => `!${name}.${rule.extension}`)] : all;
}

/** Whether a file name (no folder) belongs to the rule: the same decision as globPattern's. */
export function matchesFileRule(rule: FileRule, fileName: string): boolean {
  const suffix = `.${rule.extension}`;
  if (!fileName.endsWith(suffix) || fileName.startsWith(".")) return false;
  const id = fileName.slice(0, -suffix.length);
  if (rule.only) return rule.only.includes(id);
  return !rule.except?.includes(id);
}

/** An entry's file name (its id is the file name without extension, as Astro's glob loader does). */
export const ENTRY_ID = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

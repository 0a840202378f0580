/**
 * An entry's file and the editor's values, both ways: MDX is YAML front matter between "---" lines
 * and a Markdown body; a YAML collection's file is the data alone. Dates become "YYYY-MM-DD"
 * strings in the editor (YAML 1.2 reads them so) and are written unquoted, which Astro's YAML
 * reader takes as dates again; keys are written in the schema's order.
 */
import { parseDocument, stringify } from "yaml";
import { CONTENT_COLLECTIONS, type CollectionKey } from "#shared/content-schemas.ts";
import { fieldsOf, normalizeData } from "../fields.ts";

export interface EntryValues {
  data: Record<string, unknown>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function hasBody(collection: CollectionKey): boolean {
  return CONTENT_COLLECTIONS[collection].files.extension === "mdx";
}

export function entryPath(collection: CollectionKey, entryId: string): string {
  const { folder, extension } = CONTENT_COLLECTIONS[collection].files;
  return `${folder}/${entryId}.${extension}`;
}

function parseYaml(text: string): Record<string, unknown> {
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new Error(document.errors[0]!.message);
  const value = document.toJS() as unknown;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A file of the collection -> the editor's values. */
export function parseEntryFile(collection: CollectionKey, text: string): EntryValues {
  if (!hasBody(collection)) return { data: parseYaml(text), body: "" };
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: parseYaml(match[1]!), body: match[2]!.replace(/^\r?\n/, "") };
}

/** The editor's values (validated) -> the file's text. */
export function renderEntryFile(collection: CollectionKey, values: EntryValues): string {
  const ordered = normalizeData(fieldsOf(collection), values.data);
  const yaml = stringify(ordered, { lineWidth: 100, minContentWidth: 40 });
  if (!hasBody(collection)) return yaml;
  return `---\n${yaml}---\n\n${values.body.trim()}\n`;
}

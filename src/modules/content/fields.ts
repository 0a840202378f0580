/**
 * The editor's view of a collection schema (src/shared/content-schemas.ts): the form fields with
 * their German labels, derived from the zod objects themselves, and validation that names the
 * field. Used by the screen (instant messages) and the server (the decision), so both say the same.
 */
import { z } from "zod";
import { boardPhotoPath, CONTENT_COLLECTIONS, type CollectionKey } from "#shared/content-schemas.ts";

export type FieldKind = "text" | "textarea" | "date" | "integer" | "choice" | "fixed" | "image" | "email" | "group" | "list" | "textList";

export interface FieldSpec {
  key: string;
  label: string;
  help?: string;
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  options?: readonly string[];
  /** The one allowed value of a fixed field (the press category). */
  value?: string;
  /** Sub-fields of a group or of each list item. */
  fields?: FieldSpec[];
}

/** The schema the editor validates a collection's front matter (or YAML file) with. */
export function editorSchema(collection: CollectionKey): z.ZodObject {
  return CONTENT_COLLECTIONS[collection].schema(boardPhotoPath);
}

type Meta = { title?: string; description?: string; multiline?: boolean; format?: string };
const metaOf = (schema: z.ZodType): Meta => (schema.meta() ?? {}) as Meta;

function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  return schema instanceof z.ZodOptional ? { inner: schema.unwrap() as z.ZodType, optional: true } : { inner: schema, optional: false };
}

function maxLengthOf(schema: z.ZodString): number | undefined {
  return schema.maxLength ?? undefined;
}

function fieldOf(key: string, schema: z.ZodType): FieldSpec {
  const { inner, optional } = unwrapOptional(schema);
  const meta = { ...metaOf(inner), ...metaOf(schema) };
  const base = { key, label: meta.title ?? key, help: meta.description, required: !optional };
  if (meta.format === "date") return { ...base, kind: "date" };
  if (meta.format === "image") return { ...base, kind: "image" };
  if (inner instanceof z.ZodEmail) return { ...base, kind: "email" };
  if (inner instanceof z.ZodString) return { ...base, kind: meta.multiline ? "textarea" : "text", maxLength: maxLengthOf(inner) };
  if (inner instanceof z.ZodNumber) return { ...base, kind: "integer" };
  if (inner instanceof z.ZodEnum) return { ...base, kind: "choice", options: inner.options as string[] };
  if (inner instanceof z.ZodLiteral) return { ...base, kind: "fixed", value: String(inner.value) };
  if (inner instanceof z.ZodObject) return { ...base, kind: "group", fields: fieldsOfObject(inner) };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    if (element instanceof z.ZodObject) return { ...base, kind: "list", fields: fieldsOfObject(element) };
    return { ...base, kind: "textList", fields: [fieldOf("value", element)] };
  }
  throw new Error(`content field ${key}: no form control for this schema`);
}

function fieldsOfObject(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape).map(([key, field]) => fieldOf(key, field as z.ZodType));
}

export function fieldsOf(collection: CollectionKey): FieldSpec[] {
  return fieldsOfObject(editorSchema(collection));
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(isEmpty));

/**
 * Form values -> the data the schema sees: empty optional fields are left out (an empty optional
 * group too), texts are trimmed, keys in the schema's order. Unknown keys stay, so the schema
 * refuses them.
 */
export function normalizeData(fields: readonly FieldSpec[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const known = new Set(fields.map((f) => f.key));
  for (const field of fields) {
    let value = data[field.key];
    if (typeof value === "string") value = value.trim();
    if (field.kind === "group" && value && typeof value === "object" && !Array.isArray(value))
      value = normalizeData(field.fields!, value as Record<string, unknown>);
    if (field.kind === "list" && Array.isArray(value))
      value = value.map((item) => (item && typeof item === "object" ? normalizeData(field.fields!, item as Record<string, unknown>) : item));
    if (field.kind === "textList" && Array.isArray(value)) value = value.map((item) => (typeof item === "string" ? item.trim() : item));
    if (!field.required && (isEmpty(value) || (Array.isArray(value) && value.length === 0))) continue;
    out[field.key] = value;
  }
  for (const [key, value] of Object.entries(data)) if (!known.has(key)) out[key] = value;
  return out;
}

export interface FieldError {
  /** "preview", "highlights.2.text" */
  path: string;
  /** "Teaser: Mindestens 40 Zeichen, bisher 12." */
  message: string;
}

function labelAt(fields: readonly FieldSpec[], path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let current: readonly FieldSpec[] | undefined = fields;
  for (const part of path) {
    if (typeof part === "number") {
      labels.push(`Nr. ${part + 1}`);
      continue;
    }
    const field: FieldSpec | undefined = current?.find((f) => f.key === part);
    if (!field) {
      labels.push(String(part));
      continue;
    }
    labels.push(field.label);
    current = field.kind === "textList" ? undefined : field.fields;
  }
  return labels.join(" › ");
}

/** Validates normalised form values with the collection's schema; German messages led by the field's label. */
export function validateData(
  collection: CollectionKey,
  data: Record<string, unknown>,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const fields = fieldsOf(collection);
  const result = editorSchema(collection).strict().safeParse(normalizeData(fields, data));
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") return { path: "", message: `Unbekannte Felder: ${issue.keys.join(", ")}` };
    const path = issue.path.map(String).join(".");
    return { path, message: `${labelAt(fields, issue.path)}: ${issue.message}` };
  });
  return { ok: false, errors };
}

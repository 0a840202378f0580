/**
 * The one path by which request input enters the server: bodies (size limit, JSON only, nesting
 * limit, text Postgres can store), query strings and path parameters, each validated by a zod
 * schema with German messages. Anything refused here is a 4xx; nothing reaches a service half-read.
 */
import type { z } from "zod";
import { HttpError, invalidInput } from "./errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper JSON than any form of ours; deep nesting would exhaust the stack of recursive code. */
export const MAX_JSON_DEPTH = 32;

const tooLarge = () => new HttpError(413, "payload_too_large", "Die Anfrage ist zu groß.");
const notJson = () => new HttpError(400, "invalid_json", "Die Anfrage enthält kein gültiges JSON.");
const unstorable = () => invalidInput(["Die Eingaben enthalten unzulässige Zeichen (Steuerzeichen oder ungültige Unicode-Zeichen)."]);

/** Reads at most maxBytes of a JSON body; 415 without a JSON content type, 413 when larger, 400 when not JSON. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new HttpError(415, "unsupported_media_type", "Die Anfrage muss JSON enthalten (Content-Type: application/json).");
  }
  const text = await readText(req, maxBytes);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw invalidInput([`Die Daten sind zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notJson();
  }
  assertStorableText(value);
  return value;
}

/** The body as UTF-8 text, at most maxBytes (counted while streaming, not trusted from headers). */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) throw notJson();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The deepest nesting of [ and { in JSON text, outside strings (a linear scan, no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** True for text Postgres can store: no U+0000 and no lone surrogate halves. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** Refuses (400) any string or key in a parsed value that Postgres could not store. */
export function assertStorableText(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) throw unstorable();
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item && typeof item === "object") {
      for (const [key, v] of Object.entries(item)) {
        if (!isStorableText(key)) throw unstorable();
        stack.push(v);
      }
    }
  }
}

/** URLSearchParams -> plain object, dropping empty values so defaults apply; refuses unstorable text. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!isStorableText(key) || !isStorableText(value)) throw unstorable();
    if (value !== "") out[key] = value;
  }
  return out;
}

/** Validates with a zod schema; 400 invalid_input with one German line per problem. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const field = issue.path.join(".");
    if (issue.code === "unrecognized_keys") return `Unbekannte Felder: ${issue.keys.join(", ")}`;
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw invalidInput(details);
}

/**
 * Awareness (presence: name, colour, caret) is relayed from client to client through the server.
 * Before storing it the server checks that it is one entry about the sender's own Yjs client and
 * overwrites the `user` field with the signed-in identity, so nobody can type under another name.
 * The caret (`cursor`) is relayed only as the editor writes it, two Yjs relative positions, or
 * null: every other editor reads it on each poll, and `{ anchor: null }` made all of them throw
 * (issue 23). Fields the editor does not use are not relayed.
 */
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { CONTENT_FIELD, MAX_AWARENESS_BYTES } from "../../domain/limits.ts";
import { colorForUser } from "../../domain/user-color.ts";

export interface AwarenessIdentity {
  clientId: number;
  userId: string;
  name: string;
}

export type AwarenessVerdict =
  | { ok: true; stamped: Uint8Array; clock: number; cleared: boolean }
  | { ok: false; reason: "too_large" | "malformed" | "invalid_presence" };

interface AwarenessEntry {
  clientId: number;
  clock: number;
  state: unknown;
}

function decodeSingleEntry(update: Uint8Array): AwarenessEntry | null {
  try {
    const decoder = decoding.createDecoder(update);
    if (decoding.readVarUint(decoder) !== 1) return null;
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state: unknown = JSON.parse(decoding.readVarString(decoder));
    if (decoding.hasContent(decoder)) return null;
    return { clientId, clock, state };
  } catch {
    return null;
  }
}

function encodeEntry(entry: AwarenessEntry): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, entry.clientId);
  encoding.writeVarUint(encoder, entry.clock);
  encoding.writeVarString(encoder, JSON.stringify(entry.state));
  return encoding.toUint8Array(encoder);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);
const isUint = (value: unknown, max = Number.MAX_SAFE_INTEGER) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isId = (value: unknown) =>
  isPlainObject(value) && Object.keys(value).every((k) => k === "client" || k === "clock") && isUint(value.client, 0xffffffff) && isUint(value.clock);

/** A Yjs relative position as Y.relativePositionToJSON writes it, in the note's content. */
export function isRelativePosition(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  if (!Object.keys(value).every((k) => ["type", "tname", "item", "assoc"].includes(k))) return false;
  if (value.type == null && value.tname == null && value.item == null) return false;
  return (
    isOptional(value.type, isId) &&
    isOptional(value.tname, (t) => t === CONTENT_FIELD) &&
    isOptional(value.item, isId) &&
    isOptional(value.assoc, (a) => Number.isSafeInteger(a))
  );
}

/** The caret: null, or the anchor and head of a selection. */
export function isCaret(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (isPlainObject(value) &&
      Object.keys(value).every((k) => k === "anchor" || k === "head") &&
      isRelativePosition(value.anchor) &&
      isRelativePosition(value.head))
  );
}

export function stampAwareness(update: Uint8Array, identity: AwarenessIdentity): AwarenessVerdict {
  if (update.length > MAX_AWARENESS_BYTES) return { ok: false, reason: "too_large" };
  const entry = decodeSingleEntry(update);
  if (!entry || entry.clientId !== identity.clientId) return { ok: false, reason: "malformed" };
  if (entry.state === null) return { ok: true, stamped: encodeEntry(entry), clock: entry.clock, cleared: true };
  if (!isPlainObject(entry.state)) return { ok: false, reason: "malformed" };
  if (!isCaret(entry.state.cursor)) return { ok: false, reason: "invalid_presence" };
  const state = {
    user: { name: identity.name, color: colorForUser(identity.userId) },
    ...(entry.state.cursor !== undefined ? { cursor: entry.state.cursor } : {}),
  };
  return { ok: true, stamped: encodeEntry({ ...entry, state }), clock: entry.clock, cleared: false };
}

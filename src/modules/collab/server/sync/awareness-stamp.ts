/**
 * Awareness (presence: name, colour, caret) is relayed from client to client through the server.
 * Before storing it the server checks that it is one entry about the sender's own Yjs client and
 * overwrites the `user` field with the signed-in identity, so nobody can type under another name.
 */
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { MAX_AWARENESS_BYTES } from "../../core/limits.ts";
import { colorForUser } from "../../core/user-color.ts";

export interface AwarenessIdentity {
  clientId: number;
  userId: string;
  name: string;
}

export type AwarenessVerdict = { ok: true; stamped: Uint8Array; cleared: boolean } | { ok: false; reason: "too_large" | "malformed" };

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

export function stampAwareness(update: Uint8Array, identity: AwarenessIdentity): AwarenessVerdict {
  if (update.length > MAX_AWARENESS_BYTES) return { ok: false, reason: "too_large" };
  const entry = decodeSingleEntry(update);
  if (!entry || entry.clientId !== identity.clientId) return { ok: false, reason: "malformed" };
  if (entry.state === null) return { ok: true, stamped: encodeEntry(entry), cleared: true };
  if (!isPlainObject(entry.state)) return { ok: false, reason: "malformed" };
  const state = { ...entry.state, user: { name: identity.name, color: colorForUser(identity.userId) } };
  return { ok: true, stamped: encodeEntry({ ...entry, state }), cleared: false };
}

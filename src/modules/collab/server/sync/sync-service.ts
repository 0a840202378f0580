/**
 * One sync poll, independent of HTTP and of the database: validate what the client sent, store it
 * (one row per update, presence alongside), and answer what the client is missing. The caller
 * (the module's Netlify function) has already checked the user's access to the document and parsed
 * the body with syncRequestSchema.
 *
 * A request is all or nothing: if any update or the awareness entry is refused, nothing is stored,
 * so a bad request can never leave half of its content behind.
 */
import * as Y from "yjs";
import { base64ToBytes, bytesToBase64 } from "../../domain/base64.ts";
import { MAX_DOCUMENT_BYTES, MAX_REQUEST_UPDATE_BYTES } from "../../domain/limits.ts";
import type { SyncError, SyncErrorCode, SyncResponseBody } from "../../schema/sync.ts";
import type { syncRequestSchema } from "../../schema/sync.ts";
import type { z } from "zod";
import { stampAwareness } from "./awareness-stamp.ts";
import { syncError } from "./sync-messages.ts";
import type { PresenceEntry, StampedAwareness, UpdateStore } from "./update-store.ts";
import { isEmptyUpdate, validateUpdate } from "./validate-update.ts";
import { uncachedGuard, type ContentGuard } from "./content-guard.ts";

/** Presence of a session that has not polled for this long is no longer relayed or listed. */
export const PRESENCE_TTL_MS = 45_000;

export interface SyncCall {
  docId: string;
  user: { id: string; name: string };
  canWrite: boolean;
  request: z.output<typeof syncRequestSchema>;
  now: number;
  /** Checks updates against the note's schema (default: loads the note for each check). */
  contentGuard?: ContentGuard;
}

/** `wrote`: anything stored (updates or presence); `storedUpdates`: how many update rows. */
export type SyncOutcome =
  | { status: 200; body: SyncResponseBody; wrote: boolean; storedUpdates: number }
  | { status: 304; wrote: boolean; storedUpdates: number }
  | { status: 400 | 403 | 413 | 422; error: SyncError };

type Refusal = Extract<SyncOutcome, { error: SyncError }>;
const refuse = (status: Refusal["status"], code: SyncErrorCode): Refusal => ({ status, error: syncError(code) });

function checkUpdates(updates: Uint8Array[]): Refusal | null {
  const total = updates.reduce((sum, update) => sum + update.length, 0);
  if (total > MAX_REQUEST_UPDATE_BYTES) return refuse(413, "too_large");
  for (const update of updates) {
    const verdict = validateUpdate(update);
    if (!verdict.ok)
      return verdict.reason === "too_large"
        ? refuse(413, "too_large")
        : verdict.reason === "invalid_content"
          ? refuse(422, "invalid_content")
          : refuse(400, "malformed");
  }
  return null;
}

function decodeStateVector(text: string | null | undefined): Uint8Array | null | "invalid" {
  if (!text) return null;
  const bytes = base64ToBytes(text);
  try {
    Y.decodeStateVector(bytes);
    return bytes;
  } catch {
    return "invalid";
  }
}

function mergeRows(updates: Uint8Array[]): Uint8Array | null {
  if (updates.length === 0) return null;
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
}

const awarenessOf = (presence: PresenceEntry[]) => presence.map((entry) => bytesToBase64(entry.awareness));

export async function handleSync(store: UpdateStore, call: SyncCall): Promise<SyncOutcome> {
  const { request, docId, now } = call;
  const guard = call.contentGuard ?? uncachedGuard;
  const updates = request.updates.map(base64ToBytes).filter((update) => !isEmptyUpdate(update));
  const refused = checkUpdates(updates);
  if (refused) return refused;
  if (updates.length > 0 && !call.canWrite) return refuse(403, "read_only");

  const stateVector = decodeStateVector(request.stateVector);
  if (stateVector === "invalid") return refuse(400, "malformed");

  let awareness: StampedAwareness | null = null;
  if (request.awareness) {
    const verdict = stampAwareness(base64ToBytes(request.awareness), { clientId: request.clientId, userId: call.user.id, name: call.user.name });
    if (!verdict.ok)
      return verdict.reason === "too_large"
        ? refuse(413, "too_large")
        : verdict.reason === "invalid_presence"
          ? refuse(422, "invalid_presence")
          : refuse(400, "malformed");
    awareness = { update: verdict.stamped, clock: verdict.clock };
  }

  if (updates.length > 0) {
    const stats = await store.stats(docId);
    const incoming = updates.reduce((sum, update) => sum + update.length, 0);
    if (stats.bytes + incoming > MAX_DOCUMENT_BYTES) return refuse(413, "document_full");
    // The note with these updates must still be a document of the editor's schema (issue 23).
    if (!(await guard.admits(store, docId, updates))) return refuse(422, "invalid_content");
  }

  const session = { sessionId: request.sessionId, userId: call.user.id, clientId: request.clientId };
  const leave = request.leave === true;
  const wrote = updates.length > 0 || awareness !== null || leave;
  const storedUpdates = updates.length;
  if (wrote) {
    try {
      await store.write(docId, { ...session, updates, awareness, leave, now });
    } catch (error) {
      guard.forget(docId);
      throw error;
    }
  } else await store.touch(docId, session, now);

  const presenceSeenAfter = now - PRESENCE_TTL_MS;
  if (stateVector) {
    const all = await store.readAll(docId);
    const merged = mergeRows(all.updates.map((row) => row.update)) ?? Y.encodeStateAsUpdate(new Y.Doc());
    const missing = Y.diffUpdate(merged, stateVector);
    const others = await store.readSince(docId, { cursor: 0, excludeSessionId: request.sessionId, presenceSeenAfter });
    return {
      status: 200,
      wrote,
      storedUpdates,
      body: {
        cursor: all.head,
        update: isEmptyUpdate(missing) ? null : bytesToBase64(missing),
        awareness: awarenessOf(others.presence),
        stateVector: bytesToBase64(Y.encodeStateVectorFromUpdate(merged)),
        resync: false,
        readOnly: !call.canWrite,
      },
    };
  }

  const cursor = request.cursor ?? 0;
  const since = await store.readSince(docId, { cursor, excludeSessionId: request.sessionId, presenceSeenAfter });
  if (cursor > since.head) {
    return {
      status: 200,
      wrote,
      storedUpdates,
      body: { cursor: since.head, update: null, awareness: [], stateVector: null, resync: true, readOnly: !call.canWrite },
    };
  }
  const update = mergeRows(since.updates.map((row) => row.update));
  if (!update && since.presence.length === 0 && since.head === cursor) return { status: 304, wrote, storedUpdates };
  return {
    status: 200,
    wrote,
    storedUpdates,
    body: {
      cursor: since.head,
      update: update ? bytesToBase64(update) : null,
      awareness: awarenessOf(since.presence),
      stateVector: null,
      resync: false,
      readOnly: !call.canWrite,
    },
  };
}

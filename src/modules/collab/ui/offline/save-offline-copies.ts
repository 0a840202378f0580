/**
 * The final sync before a sign-out: every offline copy of the user that holds edits the server has
 * not confirmed is opened from IndexedDB and offered to the server with the usual handshake (state
 * vector there, the server's state vector back, then whatever the server lacks). What cannot be
 * saved is reported in German, so the person can stay signed in or knowingly let it go.
 *
 * Loaded only when there is something to save (it pulls in Yjs and y-indexeddb).
 */
import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";
import { base64ToBytes, bytesToBase64 } from "../../domain/base64.ts";
import { MAX_UPDATE_BYTES } from "../../domain/limits.ts";
import type { UnsavedWork } from "#ui/session/local-user-data.ts";
import type { SyncTransport, TransportAnswer } from "../sync/http-sync-provider.ts";
import { browserCopyStorage, markSaved, unsavedCopies, type CopyStorage, type OfflineCopy } from "./offline-copies.ts";

export const SAVE_REASONS = {
  offline: "keine Verbindung zum Server",
  refused: "vom Server nicht angenommen",
  gone: "kein Zugriff mehr (Dokument gelöscht oder Zugriff entzogen)",
  readOnly: "das Dokument ist archiviert und schreibgeschützt",
  tooLarge: "die Änderungen sind zu groß (höchstens 512 KB auf einmal)",
  timeout: "Zeitüberschreitung",
} as const;

type Reason = (typeof SAVE_REASONS)[keyof typeof SAVE_REASONS];

class Aborted extends Error {}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Aborted());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function reasonOf(answer: TransportAnswer): Reason {
  if (answer.status === 404) return SAVE_REASONS.gone;
  if (answer.status === 403) return SAVE_REASONS.readOnly;
  if (answer.status === 413) return SAVE_REASONS.tooLarge;
  if (answer.status === 400) return SAVE_REASONS.refused;
  return SAVE_REASONS.offline;
}

async function send(transport: SyncTransport, body: Parameters<SyncTransport["sync"]>[0], signal: AbortSignal): Promise<TransportAnswer> {
  try {
    return await untilAborted(transport.sync(body), signal);
  } catch (error) {
    if (error instanceof Aborted) throw error;
    return { status: 0, error: null };
  }
}

/** Offers one copy to the server; null when the server has everything it holds. */
export async function saveOfflineCopy(copy: OfflineCopy, transport: SyncTransport, signal: AbortSignal): Promise<Reason | null> {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(copy.name, doc);
  try {
    await untilAborted(persistence.whenSynced, signal);
    // A session of its own that leaves at once: the final sync must not show the person as present.
    const session = { sessionId: crypto.randomUUID(), clientId: doc.clientID, leave: true };
    const handshake = await send(transport, { ...session, cursor: null, stateVector: bytesToBase64(Y.encodeStateVector(doc)), updates: [] }, signal);
    if (handshake.status !== 200 || !("body" in handshake)) return reasonOf(handshake);
    const serverState = handshake.body.stateVector ? base64ToBytes(handshake.body.stateVector) : new Uint8Array([0]);
    const missing = Y.encodeStateAsUpdate(doc, serverState);
    // An update with no structs and no deletions is two zero bytes.
    if (missing.length <= 2) return null;
    if (handshake.body.readOnly) return SAVE_REASONS.readOnly;
    if (missing.length > MAX_UPDATE_BYTES) return SAVE_REASONS.tooLarge;
    const sent = await send(transport, { ...session, cursor: handshake.body.cursor, updates: [bytesToBase64(missing)] }, signal);
    return sent.status === 200 || sent.status === 304 ? null : reasonOf(sent);
  } finally {
    await persistence.destroy();
    doc.destroy();
  }
}

/**
 * Saves every unconfirmed copy of the user, one after another (a sign-out rarely has more than one).
 * When the signal aborts, the rest counts as not saved ("Zeitüberschreitung").
 */
export async function saveOfflineCopies(
  userId: string,
  options: { signal: AbortSignal; transportFor: (docKey: string) => SyncTransport; storage?: CopyStorage },
): Promise<UnsavedWork[]> {
  const storage = options.storage ?? browserCopyStorage();
  const unsaved: UnsavedWork[] = [];
  for (const copy of unsavedCopies(userId, storage)) {
    let reason: Reason | null;
    try {
      reason = await saveOfflineCopy(copy, options.transportFor(copy.docKey), options.signal);
    } catch (error) {
      reason = error instanceof Aborted ? SAVE_REASONS.timeout : SAVE_REASONS.offline;
    }
    if (reason === null) markSaved(copy.name, storage);
    else unsaved.push({ title: copy.title, reason });
  }
  return unsaved;
}

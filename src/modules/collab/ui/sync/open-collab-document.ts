/**
 * Opens a notes document in the browser: the Y.Doc, its offline copy in IndexedDB and the HTTP
 * sync provider. The offline copy is keyed by user and document id, so two people sharing a
 * browser never see each other's cached documents and a re-created document never inherits one;
 * the registry beside it (offline-copies.ts) knows whether it holds edits the server has not
 * confirmed, for the final sync and the clean-up at sign-out.
 */
import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";
import { markUnsaved, offlineCopyName, registerOfflineCopy, trackOpenCopy } from "../offline/offline-copies.ts";
import { HttpSyncProvider, type SyncTransport } from "./http-sync-provider.ts";

export interface OpenDocument {
  doc: Y.Doc;
  provider: HttpSyncProvider;
  /** Whether the offline copy loaded (false in private windows without IndexedDB). */
  offlineCopy: boolean;
  close(): void;
  /** Forgets the offline copy (after the server refused an edit, before reloading). */
  discardOfflineCopy(): Promise<void>;
}

/** IndexedDB normally answers in milliseconds; past this the editor starts without the copy. */
const OFFLINE_COPY_TIMEOUT_MS = 3_000;

export interface DocumentToOpen {
  userId: string;
  documentId: string;
  docKey: string;
  title: string;
  transport: SyncTransport;
}

export async function openCollabDocument(input: DocumentToOpen): Promise<OpenDocument> {
  const doc = new Y.Doc();
  let persistence: IndexeddbPersistence | null = null;
  let offlineCopy = false;
  const name = offlineCopyName(input.userId, input.documentId);
  try {
    // Registered before the database exists, so a sign-out in between still finds and deletes it.
    registerOfflineCopy({ userId: input.userId, documentId: input.documentId, docKey: input.docKey, title: input.title });
    persistence = new IndexeddbPersistence(name, doc);
    offlineCopy = await Promise.race([
      persistence.whenSynced.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), OFFLINE_COPY_TIMEOUT_MS)),
    ]);
  } catch {
    persistence = null;
  }
  const provider = new HttpSyncProvider(doc, { transport: input.transport, handshakeOrigins: persistence ? [persistence] : [] });
  if (persistence) provider.on("unsaved", (unsaved) => markUnsaved(name, provider.sessionId, unsaved));
  provider.start();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    untrack();
    provider.destroy();
    void persistence?.destroy();
    doc.destroy();
  };
  const untrack = trackOpenCopy(name, close);
  return {
    doc,
    provider,
    offlineCopy,
    close,
    async discardOfflineCopy() {
      await persistence?.clearData();
    },
  };
}

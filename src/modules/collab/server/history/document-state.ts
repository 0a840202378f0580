/** The whole current state of a document as one update, from its stored rows. */
import * as Y from "yjs";
import type { UpdateStore } from "../sync/update-store.ts";

export async function currentState(store: UpdateStore, docId: string): Promise<{ head: number; state: Uint8Array }> {
  const { head, updates } = await store.readAll(docId);
  if (updates.length === 0) return { head, state: Y.encodeStateAsUpdate(new Y.Doc()) };
  return { head, state: updates.length === 1 ? updates[0]!.update : Y.mergeUpdates(updates.map((row) => row.update)) };
}

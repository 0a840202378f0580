/**
 * What the sync function does after answering a writing poll (context.waitUntil): compact, take
 * an automatic snapshot when due, refresh the list preview, forget long-gone sessions. Failures
 * here never reach the person typing; the next writing poll tries again.
 */
import { sql } from "drizzle-orm";
import { documentFromState, documentJson, plainText } from "../content/prosemirror-json.ts";
import { currentState } from "../history/document-state.ts";
import { maybeAutoSnapshot } from "../history/snapshots.ts";
import { compactIfNeeded, DEFAULT_COMPACTION, type CompactionPolicy } from "./compaction.ts";
import type { SqlDb } from "./postgres-update-store.ts";
import type { UpdateStore } from "./update-store.ts";

const PREVIEW_LENGTH = 400;
const SESSION_RETENTION_MS = 24 * 60 * 60_000;

export async function refreshPreview(db: Pick<SqlDb, "execute">, store: UpdateStore, docId: string): Promise<void> {
  const doc = documentFromState((await currentState(store, docId)).state);
  const preview = plainText(documentJson(doc)).replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH);
  doc.destroy();
  await db.execute(sql`UPDATE collab_documents SET content_preview = ${preview} WHERE id = ${docId}`);
}

export async function maintainAfterWrite(
  db: Pick<SqlDb, "execute">,
  store: UpdateStore,
  docId: string,
  now: number,
  policy: CompactionPolicy = DEFAULT_COMPACTION,
): Promise<void> {
  const compaction = await compactIfNeeded(store, docId, now, policy);
  const snapshotted = await maybeAutoSnapshot(db, store, docId, now);
  if (compaction.compacted || snapshotted) {
    await refreshPreview(db, store, docId);
    await db.execute(
      sql`DELETE FROM collab_sessions WHERE document_id = ${docId} AND seen_at < ${new Date(now - SESSION_RETENTION_MS).toISOString()}::timestamptz`,
    );
  }
}

/**
 * History of a notes document: automatic snapshots while it is edited, named ones on demand,
 * viewing one and restoring it (ADR 140). A snapshot holds the whole state as one Yjs update, so
 * it stays readable however the live rows are compacted later.
 */
import { sql } from "drizzle-orm";
import type { SnapshotSummary } from "../../schema/documents.ts";
import { documentFromState, documentJson, type PmNode } from "../content/prosemirror-json.ts";
import { restoreUpdate } from "../content/restore.ts";
import { autoSnapshotsToThin, shouldTakeAutoSnapshot } from "../content/snapshot-policy.ts";
import type { SqlDb } from "../sync/postgres-update-store.ts";
import type { UpdateStore } from "../sync/update-store.ts";
import { currentState } from "./document-state.ts";

type Executor = Pick<SqlDb, "execute">;
export type SnapshotKind = SnapshotSummary["kind"];

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
const bytea = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const bytesOf = (value: Uint8Array | string): Uint8Array =>
  typeof value === "string" ? Uint8Array.from(Buffer.from(value.replace(/^\\x/, ""), "hex")) : new Uint8Array(value);
const iso = (value: string | Date) => new Date(value).toISOString();

export async function takeSnapshot(
  db: Executor,
  store: UpdateStore,
  docId: string,
  input: { kind: SnapshotKind; label: string | null; userId: string | null; now: number },
): Promise<{ id: string; head: number }> {
  const { head, state } = await currentState(store, docId);
  const [row] = rows<{ id: string }>(
    await db.execute(sql`
      INSERT INTO collab_snapshots (document_id, kind, label, state, head, taken_by, taken_at)
      VALUES (${docId}, ${input.kind}, ${input.label}, ${bytea(state)}, ${head}, ${input.userId}, ${new Date(input.now).toISOString()}::timestamptz)
      RETURNING id`),
  );
  return { id: row!.id, head };
}

/** Takes an automatic snapshot when the policy says so and thins the old automatic ones. */
export async function maybeAutoSnapshot(db: Executor, store: UpdateStore, docId: string, now: number): Promise<boolean> {
  const [facts] = rows<{ created_at: string | Date; head: string | number; last_at: string | Date | null; last_head: string | number | null }>(
    await db.execute(sql`
      SELECT d.created_at, d.head, s.taken_at AS last_at, s.head AS last_head
      FROM collab_documents d
      LEFT JOIN LATERAL (SELECT taken_at, head FROM collab_snapshots WHERE document_id = d.id ORDER BY taken_at DESC LIMIT 1) s ON true
      WHERE d.id = ${docId}`),
  );
  if (!facts) return false;
  const last = facts.last_at ? { takenAt: new Date(facts.last_at).getTime(), head: Number(facts.last_head) } : null;
  if (!shouldTakeAutoSnapshot(last, Number(facts.head), new Date(facts.created_at).getTime(), now)) return false;
  await takeSnapshot(db, store, docId, { kind: "auto", label: null, userId: null, now });
  const autos = rows<{ id: string; taken_at: string | Date }>(
    await db.execute(sql`SELECT id, taken_at FROM collab_snapshots WHERE document_id = ${docId} AND kind = 'auto'`),
  );
  const thin = autoSnapshotsToThin(
    autos.map((row) => ({ id: row.id, takenAt: new Date(row.taken_at).getTime() })),
    now,
  );
  for (const id of thin) await db.execute(sql`DELETE FROM collab_snapshots WHERE id = ${id} AND kind = 'auto'`);
  return true;
}

export async function listSnapshots(db: Executor, docId: string): Promise<SnapshotSummary[]> {
  const found = rows<{
    id: string;
    kind: SnapshotKind;
    label: string | null;
    taken_at: string | Date;
    taken_by: string | null;
    frozen_document_id: string | null;
  }>(
    await db.execute(sql`
      SELECT s.id, s.kind, s.label, s.taken_at, s.frozen_document_id,
             nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') AS taken_by
      FROM collab_snapshots s LEFT JOIN profiles p ON p.id = s.taken_by
      WHERE s.document_id = ${docId}
      ORDER BY s.taken_at DESC, s.id DESC
      LIMIT 300`),
  );
  return found.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: row.label,
    takenAt: iso(row.taken_at),
    takenBy: row.taken_by,
    frozenDocumentId: row.frozen_document_id,
  }));
}

export async function snapshotState(
  db: Executor,
  docId: string,
  snapshotId: string,
): Promise<{ state: Uint8Array; takenAt: string; label: string | null; kind: SnapshotKind } | null> {
  const [row] = rows<{ state: Uint8Array | string; taken_at: string | Date; label: string | null; kind: SnapshotKind }>(
    await db.execute(sql`SELECT state, taken_at, label, kind FROM collab_snapshots WHERE id = ${snapshotId} AND document_id = ${docId}`),
  );
  return row ? { state: bytesOf(row.state), takenAt: iso(row.taken_at), label: row.label, kind: row.kind } : null;
}

export async function snapshotContent(db: Executor, docId: string, snapshotId: string): Promise<PmNode | null> {
  const snapshot = await snapshotState(db, docId, snapshotId);
  if (!snapshot) return null;
  const doc = documentFromState(snapshot.state);
  const json = documentJson(doc);
  doc.destroy();
  return json;
}

/**
 * Restores a snapshot as a forward edit every open editor receives with its next poll. The state
 * before the restore is kept as a snapshot of its own, so a restore can itself be undone.
 */
export async function restoreSnapshot(
  db: Executor,
  store: UpdateStore,
  docId: string,
  snapshotId: string,
  userId: string,
  now: number,
): Promise<{ head: number } | null> {
  const snapshot = await snapshotState(db, docId, snapshotId);
  if (!snapshot) return null;
  await takeSnapshot(db, store, docId, { kind: "before_restore", label: null, userId, now });
  const { state } = await currentState(store, docId);
  return store.appendServerUpdate(docId, restoreUpdate(state, snapshot.state), now);
}

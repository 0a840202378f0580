/**
 * POST /api/collab/docs/:docKey/sync: one poll of the HTTP sync (ADR 140). Access comes from the
 * document (404 when the caller may not open it, read-only when archived); the answer is the sync
 * service's, 304 without a body when nothing changed. Compaction and automatic snapshots run after
 * the answer (context.waitUntil), so typing never waits for them.
 */
import { notModified, type Reply } from "#platform/http/reply.ts";
import type { SyncResponseBody } from "../schema/sync.ts";
import type { Context } from "@netlify/functions";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { Db } from "#platform/db/client.ts";
import { reportError } from "#platform/error-reporting/report-error.ts";
import { HttpError } from "#platform/http/errors.ts";
import { canEdit } from "../domain/document-access.ts";
import type { SyncRequest } from "../schema/sync.ts";
import { loadDocument } from "./document-access.ts";
import { caretName } from "./people.ts";
import { maintainAfterWrite } from "./sync/maintenance.ts";
import { PostgresUpdateStore } from "./sync/postgres-update-store.ts";
import { handleSync } from "./sync/sync-service.ts";
import { cachingGuard } from "./sync/content-guard.ts";

/** The notes this function instance checked last, kept for the next poll's schema check. */
const contentGuard = cachingGuard();

export async function syncDocument(input: {
  db: Db;
  user: AuthUser;
  docKey: string;
  request: SyncRequest;
  context: Context;
}): Promise<SyncResponseBody | Reply<never>> {
  const { db, user } = input;
  const doc = await loadDocument(db, user, input.docKey);
  // The name is only needed to stamp a presence entry, and is cached per function instance.
  const name = input.request.awareness ? await caretName(db, user.id) : "";
  const store = new PostgresUpdateStore(db);
  const now = Date.now();
  const outcome = await handleSync(store, {
    docId: doc.id,
    user: { id: user.id, name },
    canWrite: canEdit(doc, { id: user.id, roles: user.roles }),
    request: input.request,
    now,
    contentGuard,
  });
  if ("error" in outcome) throw new HttpError(outcome.status, outcome.error.code, outcome.error.message);
  if (outcome.storedUpdates > 0) {
    const maintenance = maintainAfterWrite(db, store, doc.id, now).catch((error: unknown) => reportError(error, { route: "collab sync maintenance" }));
    input.context.waitUntil?.(maintenance);
  }
  if (outcome.status === 304) return notModified({ "cache-control": "no-store" });
  return outcome.body;
}

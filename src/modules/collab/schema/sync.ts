/**
 * The one wire shape of a sync poll (POST /api/collab/docs/{docKey}/sync), used by the browser
 * provider to build requests and by the server to parse them. Binary payloads are base64.
 *
 * A poll carries everything at once, as Nextcloud Text does: the client's pending Yjs updates, its
 * awareness (presence) state, the cursor of the last server row it has seen and, only when it
 * needs a full handshake (first load, after being offline, after Yjs reported pending structs),
 * its state vector. The answer carries the updates the client lacks merged into one, the changed
 * presence of the others, the new cursor and, after a handshake, the server's state vector so the
 * client can send whatever the server lacks (offline edits).
 */
import { z } from "zod";
import { MAX_UPDATES_PER_REQUEST } from "../domain/limits.ts";

const base64 = z.base64();

export const syncRequestSchema = z.object({
  /** One per open editor (provider instance); keys presence and keeps a client's own rows out of its answers. */
  sessionId: z.uuid(),
  /** The Y.Doc clientID; the awareness entry must be this client's own. */
  clientId: z.number().int().min(0).max(0xffffffff),
  /** Highest server sequence number the client has seen; null before the first answer. */
  cursor: z.number().int().min(0).nullable(),
  stateVector: base64.nullable().optional(),
  updates: z.array(base64).max(MAX_UPDATES_PER_REQUEST).default([]),
  awareness: base64.nullable().optional(),
  /** The editor is closing: drop this session from "who is in it now". */
  leave: z.boolean().optional(),
});
export type SyncRequestBody = z.input<typeof syncRequestSchema>;
export type SyncRequest = z.output<typeof syncRequestSchema>;

export const syncResponseSchema = z.object({
  cursor: z.number().int().min(0),
  /** The missing updates merged into one (absent when there are none). */
  update: base64.nullable(),
  /** Awareness updates of the other sessions that changed since the cursor. */
  awareness: z.array(base64),
  /** The server's state vector, only in answer to a request that sent one. */
  stateVector: base64.nullable(),
  /** The client's cursor is unknown to the server (document restored from backup): send a state vector. */
  resync: z.boolean(),
  readOnly: z.boolean(),
});
export type SyncResponseBody = z.infer<typeof syncResponseSchema>;

/** Why the server refused a poll; the platform's own refusals (e.g. payload_too_large) may appear too. */
export const SYNC_ERROR_CODES = ["malformed", "too_large", "document_full", "read_only", "invalid_content", "invalid_presence"] as const;
export type SyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

/** A refusal as the provider sees it: the platform's error shape { error, message }. */
export const syncErrorSchema = z.object({ error: z.string(), message: z.string() }).transform(({ error, message }) => ({ code: error, message }));
export type SyncError = { code: string; message: string };

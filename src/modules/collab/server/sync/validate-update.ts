/**
 * Decides whether bytes a client sent are a Yjs update the server may store. A stored update is
 * never rewritten, so anything that could later make merging or loading the document throw must be
 * refused here: truncated bodies, garbage, a version-2 encoding sent as version 1.
 *
 * The check decodes every struct and its content (Y.decodeUpdate) and integrates the update into an
 * empty scratch document, which exercises the same content readers a real load uses. Structs whose
 * parents the scratch document lacks stay pending there, which is normal for an incremental update.
 *
 * Every struct must also carry something the note's content can hold (issue 23): elements and
 * text (Y.XmlElement, Y.XmlText), strings, formatting (marks), attribute values, deletions, and
 * all of it under the content root. A valid Yjs update that put a plain value, a map or an array
 * into the note made every export throw and every editor show it empty; the whole document is
 * then checked against the editor's schema by content-schema.ts.
 *
 * What it cannot know: whether a well-formed update says what its author meant. An editor with write
 * access can delete text anyway; history (snapshots and restore) is the answer to that.
 */
import * as Y from "yjs";
import { CONTENT_FIELD, MAX_UPDATE_BYTES } from "../../domain/limits.ts";

export type UpdateVerdict = { ok: true } | { ok: false; reason: "too_large" | "malformed" | "invalid_content" };

/** The encoding of an update that changes nothing: no structs, empty delete set. */
const EMPTY_UPDATE_LENGTH = 2;

export function validateUpdate(update: Uint8Array): UpdateVerdict {
  if (update.length > MAX_UPDATE_BYTES) return { ok: false, reason: "too_large" };
  if (update.length < EMPTY_UPDATE_LENGTH) return { ok: false, reason: "malformed" };
  if (isEmptyUpdate(update)) return { ok: true };
  try {
    const decoded = Y.decodeUpdate(update);
    // Bytes that decode to nothing but are longer than the empty update were meant as something
    // else (a version-2 encoding reads as an empty version-1 update followed by ignored bytes).
    if (decoded.structs.length === 0 && decoded.ds.clients.size === 0) return { ok: false, reason: "malformed" };
    if (!isCanonicalDeleteSet(decoded.ds)) return { ok: false, reason: "malformed" };
    if (!decoded.structs.every(fitsNoteContent)) return { ok: false, reason: "invalid_content" };
    const scratch = new Y.Doc({ gc: false });
    Y.applyUpdate(scratch, update);
    scratch.destroy();
    return { ok: true };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

/** Whether a struct carries something a note's content may hold (see the head of this file). */
function fitsNoteContent(struct: Y.Item | Y.GC | Y.Skip): boolean {
  if (!(struct instanceof Y.Item)) return true;
  if (typeof struct.parent === "string" && struct.parent !== CONTENT_FIELD) return false;
  const content: unknown = struct.content;
  if (content instanceof Y.ContentType) return content.type instanceof Y.XmlElement || content.type instanceof Y.XmlText;
  if (content instanceof Y.ContentAny) return struct.parentSub !== null; // an attribute's value
  return content instanceof Y.ContentString || content instanceof Y.ContentFormat || content instanceof Y.ContentDeleted;
}

/**
 * Yjs always writes a delete set sorted by clock, merged, with positive lengths. Anything else was
 * not written by Yjs (misread bytes) and could make a later load throw while applying it.
 */
function isCanonicalDeleteSet(ds: ReturnType<typeof Y.decodeUpdate>["ds"]): boolean {
  for (const items of ds.clients.values()) {
    let end = -1;
    for (const item of items) {
      if (item.len < 1 || item.clock <= end || !Number.isSafeInteger(item.clock + item.len)) return false;
      end = item.clock + item.len - 1;
    }
  }
  return true;
}

/** True for an update that carries neither structs nor deletions (nothing worth a row). */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length === EMPTY_UPDATE_LENGTH && update[0] === 0 && update[1] === 0;
}

/**
 * Restoring a snapshot in a CRDT cannot rewind the document: every client holds the history and
 * would bring it back. Instead the server makes a forward edit that deletes the current content and
 * inserts a copy of the snapshot's, and appends it like any other update. Everyone's editor then
 * converges on the restored text by the ordinary sync, offline edits included (edits made inside
 * the replaced content end up deleted with it; the automatic snapshot taken before a restore keeps
 * them recoverable).
 */
import * as Y from "yjs";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { documentFromState } from "./prosemirror-json.ts";

export function restoreUpdate(currentState: Uint8Array, snapshotState: Uint8Array): Uint8Array {
  const current = documentFromState(currentState);
  const snapshot = documentFromState(snapshotState);
  const before = Y.encodeStateVector(current);
  const target = current.getXmlFragment(CONTENT_FIELD);
  const source = snapshot.getXmlFragment(CONTENT_FIELD);
  current.transact(() => {
    target.delete(0, target.length);
    // The editor stores only elements and text (no hooks), so nothing else can be cloned here.
    const nodes = source.toArray().filter((node): node is Y.XmlElement | Y.XmlText => node instanceof Y.XmlElement || node instanceof Y.XmlText);
    target.insert(
      0,
      nodes.map((node) => node.clone()),
    );
  });
  const update = Y.encodeStateAsUpdate(current, before);
  current.destroy();
  snapshot.destroy();
  return update;
}

/**
 * Size limits of the HTTP sync protocol, shared by the browser provider (which splits its sends to
 * stay under them) and the server (which refuses anything above them with 413).
 *
 * Why these numbers: a Netlify function accepts at most ~6 MB per request and base64 inflates by a
 * third, so one request stays far below that. A single update of 512 KiB is a paste of roughly a
 * hundred pages of minutes; the editor never produces more per keystroke batch.
 */
export const MAX_UPDATE_BYTES = 512 * 1024;
export const MAX_UPDATES_PER_REQUEST = 50;
export const MAX_REQUEST_UPDATE_BYTES = 1024 * 1024;
export const MAX_AWARENESS_BYTES = 8 * 1024;
/** Upper bound on the raw JSON body; checked before parsing (base64 of the above plus slack). */
export const MAX_REQUEST_BODY_BYTES = Math.ceil((MAX_REQUEST_UPDATE_BYTES * 4) / 3) + 64 * 1024;
/** A document whose stored updates exceed this refuses further growth (413), even after compaction. */
export const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** The Y.XmlFragment the editor binds to (TipTap's Collaboration `field`). */
export const CONTENT_FIELD = "content";

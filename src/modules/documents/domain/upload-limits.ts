/**
 * Limits of the chunked upload, shared by the upload screen (which splits files) and the server
 * (which enforces them). See ADR 120 for how the numbers were chosen.
 */

/**
 * Netlify functions accept at most ~6 MB per request, and binary bodies travel base64-encoded
 * (4/3 larger): 4 MiB of file becomes 5.6 MB on the wire, leaving room for headers.
 */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** The largest document: 50 MB in the sense users read it in the UI (MiB, like their file manager). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** An upload not committed within this time is abandoned and swept away. */
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Uploads one person may have open at once (a folder of files dropped together). */
export const MAX_OPEN_UPLOADS_PER_USER = 50;

export function chunkCountOf(size: number, chunkBytes = CHUNK_BYTES): number {
  return Math.max(1, Math.ceil(size / chunkBytes));
}

/** The byte length chunk `index` must have in a file of `size` bytes. */
export function expectedChunkSize(index: number, size: number, chunkBytes = CHUNK_BYTES): number {
  return Math.min(chunkBytes, size - index * chunkBytes);
}

/** "12,4 MB" — sizes as the UI shows them (binary units, German decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString("de-DE", { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

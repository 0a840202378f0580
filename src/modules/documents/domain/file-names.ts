/**
 * File names as users give them, made safe to store, show and send back in a download header.
 * Shared by the upload screen (to show the name that will be stored) and the server (which decides).
 */

export const MAX_FILE_NAME_LENGTH = 180;
export const FALLBACK_FILE_NAME = "Dokument";

// Control characters, bidirectional overrides (U+202E makes "rechnung\u202Efdp.exe" display as
// "rechnungexe.pdf") and invisible zero-width characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Path separators and the characters Windows forbids in names.
const FORBIDDEN = /[/\\:*?"<>|]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/** The stored form of a user-given file name (never empty, at most MAX_FILE_NAME_LENGTH chars). */
export function sanitizeFileName(raw: string): string {
  let name = raw.normalize("NFC").replace(/\s+/g, " ").replace(INVISIBLE, "").replace(FORBIDDEN, "_");
  // Leading dots hide files on Unix; trailing dots and spaces are dropped by Windows.
  name = name.replace(/^[\s.]+/, "").replace(/[\s.]+$/, "");
  if (!name.replace(/_/g, "").trim()) return FALLBACK_FILE_NAME + (EXTENSION.exec(name)?.[0] ?? "");
  const { stem, extension } = splitFileName(name);
  let safeStem = WINDOWS_DEVICE.test(stem.trim()) ? `_${stem.trim()}` : stem.trim();
  const suffix = extension ? `.${extension}` : "";
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  if ([...safeStem].length > room) safeStem = [...safeStem].slice(0, room).join("").trimEnd();
  return `${safeStem || FALLBACK_FILE_NAME}${suffix}`;
}

/** Splits "Bericht 2025.final.PDF" into stem "Bericht 2025.final" and extension "PDF". */
export function splitFileName(name: string): { stem: string; extension: string } {
  const match = EXTENSION.exec(name);
  if (!match || match.index === 0) return { stem: name, extension: "" };
  return { stem: name.slice(0, match.index), extension: match[1]! };
}

/** The lower-case extension without dot, "" when there is none. */
export function fileExtension(name: string): string {
  return splitFileName(name).extension.toLowerCase();
}

/** Replaces (or adds) the extension. */
export function withExtension(name: string, extension: string): string {
  return `${splitFileName(name).stem}.${extension}`;
}

/**
 * The key under which two names count as "the same file" in a folder: uploading a name whose key
 * already exists there makes a new version. Case-insensitive, because Windows and macOS users
 * treat "Protokoll.pdf" and "protokoll.pdf" as one file.
 */
export function fileNameKey(name: string): string {
  return sanitizeFileName(name).toLocaleLowerCase("de-DE");
}

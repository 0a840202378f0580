/**
 * The checks the browser can make before sending anything: size and type by the first bytes
 * (the same allow-list the server applies, file-types.ts). A refused file fails at once with the
 * server's German message instead of after a 50 MB upload. The server decides again regardless.
 */
import { judgeFileType } from "../domain/file-types.ts";
import { sanitizeFileName } from "../domain/file-names.ts";
import { MAX_FILE_BYTES } from "../domain/upload-limits.ts";

/** Enough for every signature, including the first entries of an Office ZIP container. */
const HEAD_BYTES = 256 * 1024;

export async function precheckFile(file: File): Promise<string | null> {
  const name = sanitizeFileName(file.name);
  if (file.size === 0) return `„${name}“ ist leer und wurde nicht hochgeladen.`;
  if (file.size > MAX_FILE_BYTES) return `„${name}“ ist größer als 50 MB und kann nicht hochgeladen werden.`;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const verdict = await judgeFileType(head, name, file.size <= HEAD_BYTES);
  return verdict.ok ? null : verdict.message;
}

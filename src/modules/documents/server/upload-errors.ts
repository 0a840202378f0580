/**
 * Everything that can go wrong with an upload, each with the HTTP status the route answers and
 * the German message the upload screen shows as it is.
 */
export type UploadErrorCode =
  | "empty"
  | "too_large"
  | "too_many_uploads"
  | "not_found"
  | "bad_chunk"
  | "chunk_corrupted"
  | "incomplete"
  | "type_refused"
  | "file_corrupted";

const STATUS: Record<UploadErrorCode, number> = {
  empty: 422,
  too_large: 413,
  too_many_uploads: 429,
  not_found: 404,
  bad_chunk: 422,
  chunk_corrupted: 422,
  incomplete: 409,
  type_refused: 415,
  file_corrupted: 422,
};

export class UploadError extends Error {
  readonly code: UploadErrorCode;
  readonly status: number;
  /** Chunk indexes the client has to (re)send, for "incomplete". */
  readonly missingChunks: number[] | undefined;

  constructor(code: UploadErrorCode, message: string, missingChunks?: number[]) {
    super(message);
    this.name = "UploadError";
    this.code = code;
    this.status = STATUS[code];
    this.missingChunks = missingChunks;
  }
}

export const uploadMessages = {
  empty: (name: string) => `„${name}“ ist leer und wurde nicht hochgeladen.`,
  tooLarge: (name: string) => `„${name}“ ist größer als 50 MB und kann nicht hochgeladen werden.`,
  tooManyUploads: "Sie haben zu viele Uploads gleichzeitig begonnen. Bitte warten Sie, bis die laufenden abgeschlossen sind.",
  notFound: "Dieser Upload ist abgelaufen oder wurde abgebrochen. Bitte laden Sie die Datei erneut hoch.",
  badChunk: "Ein Teil der Datei kam unvollständig oder in falscher Größe an. Bitte versuchen Sie es erneut.",
  chunkCorrupted: "Ein Teil der Datei wurde bei der Übertragung beschädigt. Bitte versuchen Sie es erneut.",
  incomplete: (missing: number, total: number) => `Der Upload ist noch unvollständig: ${missing} von ${total} Teilen fehlen.`,
  fileCorrupted: "Die Datei kam nicht unversehrt an (Prüfsumme stimmt nicht). Bitte laden Sie sie erneut hoch.",
} as const;

/** The upload API's shapes, shared by the upload screen and the routes. */
import { z } from "zod";
import { recordId, timestamp } from "#shared/contract/answers.ts";
import { MAX_FILE_BYTES } from "../domain/upload-limits.ts";

export const uploadBeginSchema = z.strictObject({
  folderId: z.uuid({ error: "Bitte wählen Sie einen Ordner." }),
  fileName: z.string().trim().min(1, "Die Datei hat keinen Namen.").max(1000, "Der Dateiname ist zu lang."),
  size: z.number().int().positive("Die Datei ist leer.").max(MAX_FILE_BYTES, "Die Datei ist größer als 50 MB und kann nicht hochgeladen werden."),
  /** SHA-256 of the whole file, if the browser computed it (checked on completion). */
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  /** Optional label of the version this upload creates ("Entwurf", "Beschlussfassung"). */
  label: z.string().trim().max(100, "Die Bezeichnung darf höchstens 100 Zeichen lang sein.").optional(),
});
export type UploadBegin = z.output<typeof uploadBeginSchema>;

/** An open upload as the API describes it. */
export const uploadSessionInfoSchema = z.strictObject({
  id: recordId,
  fileName: z.string(),
  chunkBytes: z.number().int().min(1),
  chunkCount: z.number().int().min(0),
  /** Chunk indexes the server already has (resume sends only the others). */
  received: z.array(z.number().int().min(0)),
  expiresAt: timestamp,
});
export type UploadSessionInfo = z.output<typeof uploadSessionInfoSchema>;

/** A chunk the server stored. */
export const receivedChunkSchema = z.strictObject({ index: z.number().int().min(0), size: z.number().int().min(0), sha256: z.string() });

export const chunkIndexSchema = z.coerce.number().int().min(0).max(10_000);
export const CHUNK_HASH_HEADER = "x-chunk-sha256";

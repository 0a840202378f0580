/** Upload errors as the API answers them; "incomplete" names the chunks to send again in details. */
import { errorResponse } from "#platform/http/respond.ts";
import { HttpError } from "#platform/http/errors.ts";
import { UploadError } from "./upload-errors.ts";

export function mapUploadError(error: unknown): Response | undefined {
  if (!(error instanceof UploadError)) return undefined;
  return errorResponse(new HttpError(error.status, error.code, error.message, error.missingChunks?.map(String)));
}

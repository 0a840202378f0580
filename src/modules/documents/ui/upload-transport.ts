/**
 * The browser side of the upload API for uploadFile (chunked-upload.ts): JSON calls for begin,
 * complete and cancel, XMLHttpRequest for the chunks because only XHR reports upload progress.
 */
import { ApiError, authorizationHeaders, NETWORK_ERROR_MESSAGE } from "#ui/backoffice/api-client.ts";
import type { CompletedUpload } from "../schema/document.ts";
import { CHUNK_HASH_HEADER } from "../schema/upload.ts";
import { UploadTransportError, type UploadTransport } from "./chunked-upload.ts";
import { documentsApi } from "./documents-api.ts";

function asTransportError(error: unknown): never {
  if (error instanceof ApiError) {
    // The server names the chunks it still needs in `details` (see the upload routes).
    const missing = error.details.map(Number).filter(Number.isInteger);
    throw new UploadTransportError(error.status, error.code, error.message, error.code === "incomplete" ? missing : undefined);
  }
  if ((error as Error)?.name === "AbortError") throw error;
  throw new UploadTransportError(0, "network_error", NETWORK_ERROR_MESSAGE);
}

export const browserUploadTransport: UploadTransport<CompletedUpload> = {
  begin: (input, signal) => documentsApi.beginUpload.call({ body: input }, { signal }).catch(asTransportError),
  complete: (sessionId, signal) => documentsApi.completeUpload.call({ params: { id: sessionId } }, { signal }).catch(asTransportError),
  cancel: async (sessionId) => {
    await documentsApi.cancelUpload.call({ params: { id: sessionId } }).catch(() => undefined);
  },
  async sendChunk(sessionId, index, body, sha256, onProgress, signal) {
    const headers = await authorizationHeaders();
    await new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("PUT", documentsApi.putChunk.url({ params: { id: sessionId, index }, body: body as BodyInit }));
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader("content-type", "application/octet-stream");
      xhr.setRequestHeader(CHUNK_HASH_HEADER, sha256);
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) return resolve();
        let message = "Der Upload ist fehlgeschlagen.";
        let code = `http_${xhr.status}`;
        try {
          const answer = JSON.parse(xhr.responseText) as { error?: string; message?: string };
          message = answer.message ?? message;
          code = answer.error ?? code;
        } catch {
          // not JSON: keep the generic message
        }
        reject(new UploadTransportError(xhr.status, code, message));
      };
      xhr.onerror = () => reject(new UploadTransportError(0, "network_error", NETWORK_ERROR_MESSAGE));
      xhr.ontimeout = () => reject(new UploadTransportError(408, "timeout", NETWORK_ERROR_MESSAGE));
      const abort = () => xhr.abort();
      signal?.addEventListener("abort", abort, { once: true });
      xhr.onabort = () => reject(new DOMException("Abgebrochen", "AbortError"));
      xhr.send(body);
    });
  },
};

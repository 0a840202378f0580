/**
 * Downloads a document with the session's token (there are no public file URLs), in byte ranges of
 * one storage chunk each: a function answer stays far below the platform's response limit (~6 MB
 * buffered) however large the file, and progress is known after every range. The first range
 * answer names the total size, the file name and the type.
 */
import { apiErrorOf, ApiError, authorizationHeaders, NETWORK_ERROR_MESSAGE } from "#ui/backoffice/api-client.ts";
import { saveBlob } from "#ui/backoffice/save-file.ts";
import { CHUNK_BYTES } from "../domain/upload-limits.ts";

async function fetchRange(url: string, start: number, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...(await authorizationHeaders()), range: `bytes=${start}-${start + CHUNK_BYTES - 1}` },
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

export async function fetchDocumentBytes(
  url: string,
  onProgress?: (received: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; fileName: string | null; mediaType: string }> {
  const first = await fetchRange(url, 0, signal);
  const head = new Uint8Array(await first.arrayBuffer());
  // 206 with "bytes 0-4194303/52428800"; a server that ignored the range sent everything (200).
  const total = first.status === 206 ? Number(/\/(\d+)$/.exec(first.headers.get("content-range") ?? "")?.[1] ?? head.length) : head.length;
  const bytes = new Uint8Array(total);
  bytes.set(head.subarray(0, total));
  let received = head.length;
  onProgress?.(received, total);
  while (received < total) {
    const part = new Uint8Array(await (await fetchRange(url, received, signal)).arrayBuffer());
    if (!part.length) throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
    bytes.set(part.subarray(0, total - received), received);
    received += part.length;
    onProgress?.(Math.min(received, total), total);
  }
  return { bytes, fileName: fileNameOf(first.headers.get("content-disposition")), mediaType: first.headers.get("content-type") ?? "application/octet-stream" };
}

export async function downloadDocument(url: string, fallbackName: string, onProgress?: (received: number, total: number) => void): Promise<void> {
  const { bytes, fileName, mediaType } = await fetchDocumentBytes(url, onProgress);
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType }), fileName ?? fallbackName);
}

/** The exact UTF-8 name of RFC 6266 filename*, else the ASCII fallback. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

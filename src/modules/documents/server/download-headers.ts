/**
 * Headers of a file download. The bytes are user content: the browser must neither guess a type
 * (nosniff) nor run anything in them (a CSP that allows nothing and sandboxes the document), even
 * when an image or PDF is shown inline for the preview.
 */
import type { ByteRange } from "./http-range.ts";

export const DOWNLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export interface DownloadHeaderInput {
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  /** Shown in the browser (preview) instead of saved. */
  inline?: boolean;
  range?: ByteRange;
}

export function downloadHeaders({ fileName, mediaType, size, sha256, inline = false, range }: DownloadHeaderInput): Headers {
  const headers = new Headers({
    "content-type": mediaType,
    "content-disposition": contentDisposition(fileName, inline ? "inline" : "attachment"),
    "content-length": String(range ? range.end - range.start + 1 : size),
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
    "content-security-policy": DOWNLOAD_CSP,
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    // Authorised per request: no shared cache may keep it, and the browser must ask again.
    "cache-control": "private, no-store",
    etag: `"${sha256}"`,
  });
  if (range) headers.set("content-range", `bytes ${range.start}-${range.end}/${size}`);
  return headers;
}

/**
 * RFC 6266: an ASCII fallback `filename` for old clients and the exact UTF-8 name in `filename*`.
 * The fallback spells umlauts out and replaces everything else a quoted string could trip over.
 */
export function contentDisposition(fileName: string, disposition: "inline" | "attachment"): string {
  const fallback =
    fileName
      .replace(/ä/g, "ae")
      .replace(/ö/g, "oe")
      .replace(/ü/g, "ue")
      .replace(/Ä/g, "Ae")
      .replace(/Ö/g, "Oe")
      .replace(/Ü/g, "Ue")
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%;]/g, "_")
      .replace(/\s+/g, " ")
      .trim() || "download";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The preview of a PDF (pdf.js) or image, loaded with the session's token when the document opens;
 * files over 15 MB wait for a click, so opening a large scan does not start a long download.
 */
import { useEffect, useState } from "react";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { formatFileSize } from "../domain/upload-limits.ts";
import type { DocumentDetail } from "../schema/document.ts";
import { contentUrl } from "./documents-api.ts";
import { fetchDocumentBytes } from "./file-download.ts";
import { PdfPreview } from "./PdfPreview.tsx";

const AUTO_PREVIEW_BYTES = 15 * 1024 * 1024;

export function DocumentPreview({ document }: { document: DocumentDetail }) {
  const [wanted, setWanted] = useState(document.size <= AUTO_PREVIEW_BYTES);
  const [state, setState] = useState<{ bytes?: Uint8Array; mediaType?: string; error?: string; percent?: number }>({});

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setState({ percent: 0 });
    fetchDocumentBytes(
      contentUrl(document.id, document.currentVersion, true),
      (received, total) => setState({ percent: total ? Math.floor((received / total) * 100) : 0 }),
      controller.signal,
    )
      .then(({ bytes, mediaType }) => setState({ bytes, mediaType }))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setState({ error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [document.id, document.currentVersion, wanted]);

  if (!wanted) {
    return (
      <div className="documents-preview documents-preview--idle">
        <button type="button" className="button" onClick={() => setWanted(true)}>
          Vorschau laden ({formatFileSize(document.size)})
        </button>
      </div>
    );
  }
  if (state.error)
    return (
      <p className="documents-preview__message" role="alert">
        Die Vorschau konnte nicht geladen werden: {state.error}
      </p>
    );
  if (!state.bytes) {
    return (
      <div className="documents-preview documents-preview--loading" role="status">
        Vorschau wird geladen … {state.percent ?? 0} %
      </div>
    );
  }
  return (
    <div className="documents-preview">
      {document.preview === "pdf" ? (
        <PdfPreview data={state.bytes} title={document.name} />
      ) : (
        <ImagePreview bytes={state.bytes} mediaType={state.mediaType!} alt={`Vorschau: ${document.name}`} />
      )}
    </div>
  );
}

/** A data: URL, not a blob: URL: the app's Content-Security-Policy admits data: images only. */
function ImagePreview({ bytes, mediaType, alt }: { bytes: Uint8Array; mediaType: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType }));
    return () => reader.abort();
  }, [bytes, mediaType]);
  return url ? <img className="documents-preview__image" src={url} alt={alt} /> : null;
}

/**
 * A PDF shown in the browser with pdf.js (no third-party viewer, nothing leaves the site). Pages
 * are rendered when they scroll into view, at the width of the panel times the zoom, on a canvas;
 * pdf.js parses in its worker so a 50 MB PDF does not freeze the screen. pdf.js is loaded only when
 * a PDF is opened.
 */
import { countOf } from "#shared/plural.ts";
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export interface PdfPreviewProps {
  data: Uint8Array;
  title: string;
}

export function PdfPreview({ data, title }: PdfPreviewProps) {
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let task: { destroy(): Promise<void> } | null = null;
    setDocument(null);
    setFailed(false);
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // pdf.js takes the buffer over: give it a copy so the caller's bytes (download) stay intact.
        const loading = pdfjs.getDocument({ data: data.slice(), enableXfa: false });
        task = loading;
        return loading.promise;
      })
      .then((proxy) => !cancelled && proxy && setDocument(proxy))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [data]);

  if (failed)
    return (
      <p className="documents-preview__message" role="alert">
        Die Vorschau dieser PDF-Datei ist nicht möglich. Sie können die Datei herunterladen.
      </p>
    );
  if (!document)
    return (
      <p className="documents-preview__message" role="status">
        PDF wird geladen …
      </p>
    );

  const zoomIndex = ZOOM_STEPS.indexOf(zoom);
  return (
    <div className="documents-pdf">
      <div className="documents-pdf__toolbar" role="toolbar" aria-label="Ansicht">
        <span>{countOf(document.numPages, "Seite", "Seiten")}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setZoom(ZOOM_STEPS[zoomIndex - 1]!)}
          disabled={zoomIndex <= 0}
          aria-label="Verkleinern"
        >
          −
        </button>
        <span aria-live="polite">{Math.round(zoom * 100)} %</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setZoom(ZOOM_STEPS[zoomIndex + 1]!)}
          disabled={zoomIndex >= ZOOM_STEPS.length - 1}
          aria-label="Vergrößern"
        >
          +
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it */}
      <div className="documents-pdf__pages" role="region" tabIndex={0} aria-label={`Vorschau: ${title}`}>
        {Array.from({ length: document.numPages }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pages of one document, in order
          <PdfPage key={index} document={document} number={index + 1} zoom={zoom} />
        ))}
      </div>
    </div>
  );
}

function PdfPage({ document, number, zoom }: { document: PDFDocumentProxy; number: number; zoom: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(number <= 2);
  const [aspect, setAspect] = useState(Math.SQRT2); // A4 until the page says otherwise

  useEffect(() => {
    const element = holder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: "600px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<unknown> } | undefined;
    void document.getPage(number).then((page) => {
      if (cancelled || !canvas.current || !holder.current) return;
      const base = page.getViewport({ scale: 1 });
      setAspect(base.height / base.width);
      const cssWidth = holder.current.clientWidth * zoom;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * (window.devicePixelRatio || 1) });
      canvas.current.width = Math.floor(viewport.width);
      canvas.current.height = Math.floor(viewport.height);
      canvas.current.style.width = `${cssWidth}px`;
      task = page.render({ canvas: canvas.current, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, number, zoom, visible]);

  return (
    <div ref={holder} className="documents-pdf__page" style={{ minHeight: visible ? undefined : `calc(${aspect} * min(100%, 60rem))` }}>
      <canvas ref={canvas} role="img" aria-label={`Seite ${number}`} />
    </div>
  );
}

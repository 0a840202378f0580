/**
 * The draft as the website will show it: a real page of the built site (the entry's own page, or
 * another press release for a new one) is loaded into a sandboxed frame without its scripts, with
 * its own stylesheets, header and footer; the draft's heading, date and body replace the page's.
 * The body is rendered by react-markdown into React elements (never as HTML), pictures of the
 * draft come as data: URLs. The frame is about:blank, so the site's CSP needs no exception.
 */
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { CollectionKey } from "#shared/content-schemas.ts";
import { formatGermanLongDate, isIsoDate } from "#shared/dates.ts";
import { pictureDataUrl } from "./content-api.ts";

interface PreviewProps {
  collection: CollectionKey;
  /** A page of the site that shows this kind of entry. */
  templatePath: string;
  data: Record<string, unknown>;
  body: string;
  draftId: string | null;
}

/** Which element of the page shows which field. */
const SLOTS: Partial<Record<CollectionKey, Record<string, string>>> = {
  press: { title: "#page-heading", category: ".hero__eyebrow", date: ".hero time" },
  documents: { title: "#page-heading", updated: ".hero time" },
  statutes: { title: "#page-heading", updated: ".hero time" },
  pages: { heading: "#page-heading", eyebrow: ".hero__eyebrow", lead: ".hero__lead" },
};

function display(value: unknown): string {
  if (typeof value !== "string") return "";
  return isIsoDate(value) ? formatGermanLongDate(value) : value;
}

/** MDX's <br /> as a Markdown hard break (react-markdown shows raw HTML as text). */
const withBreaks = (body: string) => body.replace(/<br\s*\/>[ \t]*\n?/g, "\\\n");

export function SitePreview({ collection, templatePath, data, body, draftId }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    (async () => {
      const response = await fetch(templatePath, { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      for (const node of page.querySelectorAll("script, noscript, link[rel=modulepreload], link[rel=manifest], iframe")) node.remove();
      const doc = frame.current?.contentDocument;
      if (cancelled || !doc) return;
      doc.replaceChild(doc.importNode(page.documentElement, true), doc.documentElement);
      const body = doc.querySelector<HTMLElement>("[data-content-body]");
      if (!body) throw new Error("no body slot");
      body.replaceChildren();
      setSlot(body);
      setState("ready");
    })().catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
    };
  }, [templatePath]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (state !== "ready" || !doc) return;
    for (const [field, selector] of Object.entries(SLOTS[collection] ?? {})) {
      const element = doc.querySelector(selector);
      if (element) element.textContent = display(data[field]);
    }
    const title = data.title ?? data.heading;
    if (typeof title === "string") doc.title = `Vorschau: ${title}`;
  }, [state, collection, data]);

  return (
    <div className="content-preview">
      {state === "loading" ? <p role="status">Vorschau wird geladen …</p> : null}
      {state === "error" ? (
        <p className="notice notice--error" role="alert">
          Die Vorschau konnte nicht geladen werden. Die Seite der Website ist nicht erreichbar.
        </p>
      ) : null}
      <iframe ref={frame} className="content-preview__frame" title="Vorschau der Seite im Design der Website" sandbox="allow-same-origin" />
      {slot ? createPortal(<PreviewBody body={body} draftId={draftId} />, slot) : null}
    </div>
  );
}

function PreviewBody({ body, draftId }: { body: string; draftId: string | null }) {
  const components: Components = {
    img: ({ src, alt }) => <PreviewPicture reference={typeof src === "string" ? src : ""} alt={alt ?? ""} draftId={draftId} />,
  };
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={defaultUrlTransform} components={components}>
      {withBreaks(body)}
    </ReactMarkdown>
  );
}

function PreviewPicture({ reference, alt, draftId }: { reference: string; alt: string; draftId: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (draftId) void pictureDataUrl(draftId, reference).then((result) => !cancelled && setUrl(result));
    return () => {
      cancelled = true;
    };
  }, [draftId, reference]);
  return url ? <img src={url} alt={alt} /> : <span>[Bild: {alt || reference}]</span>;
}

/**
 * A post's Markdown (CommonMark + GFM) as React elements, never as HTML: raw HTML in a post shows
 * as the text it is, URLs pass a protocol allow-list (http, https, mailto, relative; javascript:
 * and data: become nothing), external links open in a new tab without access to this page
 * (rel="noopener noreferrer nofollow ugc"), images are shown as links (no request to a foreign
 * server just by reading), and @mentions become a chip with the person's current name.
 */
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isValidElement, type ReactNode } from "react";
import { MENTION_SCHEME, mentionedUserId } from "../mentions.ts";

function safeUrl(url: string): string {
  if (url.startsWith(MENTION_SCHEME)) return mentionedUserId(url) ? url : "";
  return defaultUrlTransform(url);
}

/** The plain text of rendered Markdown children (a mention of an unknown person shows its link text). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

function isExternal(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

export function Markdown({ source, people }: { source: string; people: Record<string, string> }) {
  const components: Components = {
    a({ href, children }) {
      const mentioned = mentionedUserId(href);
      if (mentioned) return <span className="mention">@{people[mentioned] ?? textOf(children).replace(/^@/, "")}</span>;
      if (!href) return <span>{children}</span>;
      return isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {children}
          <span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    },
    img({ src, alt }) {
      return src ? (
        <a href={String(src)} target="_blank" rel="noopener noreferrer nofollow ugc">
          Bild: {alt || String(src)}
        </a>
      ) : null;
    },
    h1: ({ children }) => <p className="post-body__heading">{children}</p>,
    h2: ({ children }) => <p className="post-body__heading">{children}</p>,
    h3: ({ children }) => <p className="post-body__heading">{children}</p>,
    h4: ({ children }) => <p className="post-body__heading">{children}</p>,
    h5: ({ children }) => <p className="post-body__heading">{children}</p>,
    h6: ({ children }) => <p className="post-body__heading">{children}</p>,
    table: ({ children }) => (
      <div className="post-body__table">
        <table>{children}</table>
      </div>
    ),
  };
  return (
    <div className="post-body">
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}

/**
 * THE Markdown renderer of the screens (issue 24: one of each; tasks, discussions and the political
 * workbench each had their own). CommonMark + GFM rendered to React elements, never to HTML: raw
 * HTML in the text shows as the text it is, URLs pass react-markdown's protocol allow-list (http, https,
 * mailto, relative; javascript: and data: become nothing), links to other sites open in a new tab
 * without access to this page, and images are shown as links (reading a text loads nothing from a
 * foreign server). Nothing a user writes can run.
 *
 *   <Markdown text={task.description} />
 *   <Markdown text={post.body} className="post-body" headings="paragraph" renderLink={mentionChip} />
 */
import { isValidElement, type ReactNode } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

const plugins = [remarkGfm];

export interface MarkdownProps {
  text: string;
  /** The wrapper's class (default "markdown"). */
  className?: string;
  /**
   * Headings in the text: as written ("keep"), all as h3 below the page's own h1/h2 ("h3"), or as
   * emphasised paragraphs ("paragraph", class markdown__heading) where a text has no outline.
   */
  headings?: "keep" | "h3" | "paragraph";
  /** A link of the module's own scheme (e.g. an @mention) rendered its way; undefined for an ordinary link. */
  renderLink?: (href: string, text: string) => ReactNode | undefined;
  /** Lets a module's own URL scheme through the allow-list (e.g. "mention:"); return "" to drop a URL. */
  urlTransform?: (url: string) => string | undefined;
  /** A wrapper around tables (a scrolling box on narrow screens). */
  tableClassName?: string;
}

/** The plain text of rendered children (e.g. the link text of a mention). */
export function textOf(node: ReactNode): string {
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

export function Markdown({ text, className = "markdown", headings = "keep", renderLink, urlTransform, tableClassName }: MarkdownProps) {
  const components: Components = {
    a({ href, children }) {
      if (href && renderLink) {
        const own = renderLink(href, textOf(children));
        if (own !== undefined) return <>{own}</>;
      }
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
      return typeof src === "string" && src ? (
        <a href={src} target="_blank" rel="noopener noreferrer nofollow ugc">
          Bild: {alt || src}
        </a>
      ) : null;
    },
    ...(headings === "h3"
      ? { h1: ({ children }) => <h3>{children}</h3>, h2: ({ children }) => <h3>{children}</h3> }
      : headings === "paragraph"
        ? Object.fromEntries(
            (["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((tag) => [
              tag,
              ({ children }: { children?: ReactNode }) => <p className="markdown__heading">{children}</p>,
            ]),
          )
        : {}),
    ...(tableClassName
      ? {
          table: ({ children }) => (
            <div className={tableClassName}>
              <table>{children}</table>
            </div>
          ),
        }
      : {}),
  };
  const transform = (url: string) => urlTransform?.(url) ?? defaultUrlTransform(url);
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={plugins} urlTransform={transform} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

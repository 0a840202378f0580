/**
 * Markdown of descriptions and comments, rendered to React elements by react-markdown: raw HTML in
 * the text is shown as text, never parsed, and links may only use http(s), mailto or site paths
 * (react-markdown's default URL filter), so nothing a user writes can run.
 */
import type { ReactNode } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

const plugins = [remarkGfm];

/** Images would load third-party content from public pages of the internal area: shown as links. */
const components = {
  img: ({ src, alt }: { src?: string | Blob; alt?: string }) => (typeof src === "string" ? <a href={src}>{alt || src}</a> : null),
  a: ({ href, children }: { href?: string; children?: ReactNode }) => (
    <a href={href} rel="noopener noreferrer nofollow" target={href?.startsWith("/") ? undefined : "_blank"}>
      {children}
    </a>
  ),
};

export function Markdown({ text, className = "markdown" }: { text: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={plugins} skipHtml urlTransform={defaultUrlTransform} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

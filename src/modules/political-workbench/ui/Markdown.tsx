/**
 * Position texts are Markdown, rendered to React elements by react-markdown: raw HTML in the text
 * is skipped, never parsed, and links may only use http(s), mailto or site paths (its default URL
 * filter), so nothing an editor writes can run.
 */
import type { ReactNode } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

const plugins = [remarkGfm];

const components = {
  // Images would load third-party content into the internal area: shown as links instead.
  img: ({ src, alt }: { src?: string | Blob; alt?: string }) => (typeof src === "string" ? <a href={src}>{alt || src}</a> : null),
  a: ({ href, children }: { href?: string; children?: ReactNode }) => (
    <a href={href} rel="noopener noreferrer nofollow" target={href?.startsWith("/") ? undefined : "_blank"}>
      {children}
    </a>
  ),
  // The page has its own h1/h2; text headings start one level below the section.
  h1: ({ children }: { children?: ReactNode }) => <h3>{children}</h3>,
  h2: ({ children }: { children?: ReactNode }) => <h3>{children}</h3>,
};

export function Markdown({ text }: { text: string }) {
  return (
    <div className="pw-prose">
      <ReactMarkdown remarkPlugins={plugins} skipHtml urlTransform={defaultUrlTransform} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

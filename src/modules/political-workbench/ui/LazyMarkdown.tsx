/**
 * The one Markdown renderer (src/ui/markdown/Markdown.tsx: react-markdown, remark-gfm) is fetched
 * only when a position's text is shown; the page has its own h1/h2, so text headings are h3.
 */
import { lazy, Suspense } from "react";

const Markdown = lazy(() => import("#ui/markdown/Markdown.tsx").then((m) => ({ default: m.Markdown })));

export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="pw-prose">{text.slice(0, 600)}</p>}>
      <Markdown text={text} className="pw-prose" headings="h3" />
    </Suspense>
  );
}

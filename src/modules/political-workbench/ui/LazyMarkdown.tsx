/** The Markdown renderer (react-markdown, remark-gfm) is fetched only when a position's text is shown. */
import { lazy, Suspense } from "react";

const Markdown = lazy(() => import("./Markdown.tsx").then((m) => ({ default: m.Markdown })));

export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="pw-prose">{text.slice(0, 600)}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}

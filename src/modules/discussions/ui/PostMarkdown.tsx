/**
 * A post's Markdown through the one renderer (src/ui/markdown/Markdown.tsx): headings as
 * emphasised paragraphs (a post has no outline of its own), tables in a scrolling box, and
 * @mentions as a chip with the person's current name.
 */
import { Markdown } from "#ui/markdown/Markdown.tsx";
import { MENTION_SCHEME, mentionedUserId } from "../domain/mentions.ts";

export function PostMarkdown({ source, people }: { source: string; people: Record<string, string> }) {
  return (
    <Markdown
      text={source}
      className="post-body"
      headings="paragraph"
      tableClassName="post-body__table"
      urlTransform={(url) => (url.startsWith(MENTION_SCHEME) ? (mentionedUserId(url) ? url : "") : undefined)}
      renderLink={(href, text) => {
        const mentioned = mentionedUserId(href);
        return mentioned ? <span className="mention">@{people[mentioned] ?? text.replace(/^@/, "")}</span> : undefined;
      }}
    />
  );
}

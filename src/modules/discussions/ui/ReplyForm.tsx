/** The reply at the end of a thread; quoting puts the quoted post's text in as a Markdown quote. */
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { replyInput, type Post } from "../schema.ts";
import { useReply } from "./discussions-api.ts";
import { PostEditor } from "./PostEditor.tsx";

function quoteOf(post: Post): string {
  const text = post.body ?? "";
  const who = post.author?.name ?? "Jemand";
  return `> **${who}** schrieb in Beitrag ${post.postNumber}:\n>\n${text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}\n\n`;
}

export function ReplyForm({ threadId, categoryId, quote, onQuoteDone }: { threadId: string; categoryId: string; quote: Post | null; onQuoteDone: () => void }) {
  const [body, setBody] = useState("");
  const [quotedPostId, setQuotedPostId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = useReply(threadId);

  useEffect(() => {
    if (!quote) return;
    setBody((current) => quoteOf(quote) + current);
    setQuotedPostId(quote.id);
    onQuoteDone();
    requestAnimationFrame(() => document.getElementById("antwort-text")?.focus());
  }, [quote, onQuoteDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyInput.safeParse({ body, quotedPostId });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(
      { body: parsed.data.body, quotedPostId: parsed.data.quotedPostId ?? null },
      {
        onSuccess: ({ postNumber }) => {
          setBody("");
          setQuotedPostId(null);
          toast({ title: "Antwort veröffentlicht", variant: "success" });
          window.location.hash = `beitrag-${postNumber}`;
        },
        onError: (e) => setError(e instanceof ApiError && e.details.length && e.status === 400 ? e.details.join(" ") : errorMessage(e)),
      },
    );
  };

  return (
    <form className="reply-form panel" onSubmit={submit} noValidate aria-labelledby="antwort-titel">
      <h2 id="antwort-titel" className="panel__title">
        Antworten
      </h2>
      <PostEditor
        id="antwort-text"
        label="Ihre Antwort"
        value={body}
        onChange={setBody}
        categoryId={categoryId}
        error={error}
        placeholder="Schreiben Sie Ihre Antwort …"
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? "Wird veröffentlicht …" : "Antwort veröffentlichen"}
        </button>
      </div>
    </form>
  );
}

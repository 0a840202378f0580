/** Comments of a task (Markdown, rendered sanitised); writing one tells the assignees. */
import { formatGermanDateTime } from "#shared/dates.ts";
import { useState, type FormEvent } from "react";
import type { TaskDetail } from "../schema/task.ts";
import { Markdown } from "#ui/markdown/Markdown.tsx";
import { useAddComment } from "./tasks-mutations.ts";

export function TaskComments({ task }: { task: TaskDetail }) {
  const add = useAddComment();
  const [body, setBody] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate({ taskId: task.id, body }, { onSuccess: () => setBody("") });
  };
  return (
    <section className="task-detail__section" id="kommentare" aria-labelledby="task-comments">
      <h3 id="task-comments" className="task-detail__heading">
        Kommentare {task.comments.length ? <span className="muted">({task.comments.length})</span> : null}
      </h3>
      {task.comments.length ? (
        <ol className="comments">
          {task.comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <strong>{comment.authorName ?? "Gelöschtes Konto"}</strong> · {formatGermanDateTime(comment.createdAt)}
              </p>
              <Markdown text={comment.body} className="markdown comment__body" />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Noch keine Kommentare.</p>
      )}
      <form className="comment-form" onSubmit={submit}>
        <label className="field__label" htmlFor="comment-new">
          Kommentar schreiben
        </label>
        <textarea
          id="comment-new"
          className="field__control field__control--textarea"
          rows={3}
          maxLength={10000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <p className="field__hint">Markdown möglich. Zuständige und die Person, die die Aufgabe angelegt hat, werden benachrichtigt.</p>
        <button type="submit" className="button button--primary" disabled={add.isPending || !body.trim()}>
          {add.isPending ? "Wird gesendet …" : "Kommentieren"}
        </button>
      </form>
    </section>
  );
}

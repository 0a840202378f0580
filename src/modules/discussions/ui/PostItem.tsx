/** One post: author, time, "neu", "bearbeitet" (history), the rendered Markdown, and its actions. */
import { useState } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import type { Post } from "../schema.ts";
import { useDeletePost, useEditPost } from "./discussions-api.ts";
import { exactTime, relativeTime } from "./format.ts";
import { PostMarkdown as Markdown } from "./PostMarkdown.tsx";
import { PostEditor } from "./PostEditor.tsx";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();
}

export interface PostItemProps {
  post: Post;
  people: Record<string, string>;
  isNew: boolean;
  threadTitle: string;
  categoryId: string;
  onQuote: ((post: Post) => void) | undefined;
  onHistory: (post: Post) => void;
}

export function PostItem({ post, people, isNew, threadTitle, categoryId, onQuote, onHistory }: PostItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  const name = post.author?.name ?? "Ehemaliges Mitglied";
  return (
    <li id={`beitrag-${post.postNumber}`} className={isNew ? "post post--new" : "post"} aria-labelledby={`beitrag-${post.postNumber}-kopf`}>
      <div className="post__avatar" aria-hidden="true">
        {initials(name)}
      </div>
      <div className="post__content">
        <header id={`beitrag-${post.postNumber}-kopf`} className="post__header">
          <strong className="post__author">{name}</strong>
          <a href={`#beitrag-${post.postNumber}`} className="post__time">
            <time dateTime={post.createdAt} title={exactTime(post.createdAt)}>
              {relativeTime(post.createdAt)}
            </time>
            <span className="visually-hidden">, Beitrag {post.postNumber}</span>
          </a>
          {post.editCount > 0 && !post.deleted ? (
            <button
              type="button"
              className="post__edited"
              onClick={() => onHistory(post)}
              title={post.editedAt ? `Zuletzt bearbeitet ${exactTime(post.editedAt)}` : undefined}
            >
              bearbeitet
            </button>
          ) : null}
          {isNew ? <span className="tag tag--new">neu</span> : null}
        </header>
        {post.deleted ? (
          <p className="post__deleted">Beitrag gelöscht</p>
        ) : editing ? (
          <EditForm post={post} threadTitle={threadTitle} categoryId={categoryId} onDone={() => setEditing(false)} />
        ) : (
          <>
            {post.quotedPost ? (
              <p className="post__quoted">
                Antwort auf <a href={`#beitrag-${post.quotedPost.postNumber}`}>Beitrag {post.quotedPost.postNumber}</a>
                {post.quotedPost.author ? ` von ${post.quotedPost.author.name}` : ""}
              </p>
            ) : null}
            <Markdown source={post.body ?? ""} people={people} />
            <div className="post__actions">
              {onQuote ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onQuote(post)}
                  aria-label={`Beitrag ${post.postNumber} von ${name} zitieren`}
                >
                  Zitieren
                </button>
              ) : null}
              {post.canEdit ? (
                <button type="button" className="button button--small" onClick={() => setEditing(true)} aria-label={`Beitrag ${post.postNumber} bearbeiten`}>
                  Bearbeiten
                </button>
              ) : null}
              {post.canDelete ? (
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  onClick={() => setConfirming(true)}
                  aria-label={`Beitrag ${post.postNumber} löschen`}
                >
                  Löschen
                </button>
              ) : null}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={post.postNumber === 1 ? "Thema löschen?" : "Beitrag löschen?"}
        text={
          post.postNumber === 1
            ? "Der erste Beitrag trägt das Thema: Mit ihm wird das ganze Thema gelöscht."
            : "Der Beitrag wird für alle als gelöscht angezeigt."
        }
        confirmLabel="Löschen"
        danger
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { id: post.id, version: post.version },
            {
              onSettled: () => setConfirming(false),
              onSuccess: ({ threadDeleted }) => (threadDeleted ? window.location.assign("/backend/discussions") : undefined),
            },
          )
        }
      />
    </li>
  );
}

function EditForm({ post, threadTitle, categoryId, onDone }: { post: Post; threadTitle: string; categoryId: string; onDone: () => void }) {
  const [body, setBody] = useState(post.body ?? "");
  const [title, setTitle] = useState(threadTitle);
  const [error, setError] = useState<string | undefined>();
  const edit = useEditPost();
  const save = () => {
    if (!body.trim()) return setError("Bitte schreiben Sie einen Beitrag.");
    edit.mutate(
      { id: post.id, body, version: post.version, ...(post.postNumber === 1 ? { title } : {}) },
      { onSuccess: onDone, onError: (e) => setError(e instanceof ApiError && e.details.length && e.status === 400 ? e.details.join(" ") : errorMessage(e)) },
    );
  };
  return (
    <div className="post__edit">
      {post.postNumber === 1 ? (
        <div className="field">
          <label htmlFor={`titel-${post.id}`} className="field__label">
            Titel
          </label>
          <input id={`titel-${post.id}`} className="field__control" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </div>
      ) : null}
      <PostEditor id={`bearbeiten-${post.id}`} label="Beitrag bearbeiten" value={body} onChange={setBody} categoryId={categoryId} error={error} autoFocus />
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={edit.isPending} onClick={save}>
          {edit.isPending ? "Wird gespeichert …" : "Speichern"}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </div>
  );
}

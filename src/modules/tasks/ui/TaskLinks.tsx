/**
 * Links of a task to a discussion, a document or an assembly resolution. The kind decides where it
 * opens; the target's module checks it where it can (server side).
 */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { LINK_KIND_LABELS, LINK_KINDS, type LinkKind } from "../schema/link.ts";
import type { TaskDetail } from "../schema/task.ts";
import { useAddLink, useRemoveLink } from "./todos-mutations.ts";

export function TaskLinks({ task }: { task: TaskDetail }) {
  const add = useAddLink();
  const remove = useRemoveLink();
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<LinkKind>("document");
  const [targetId, setTargetId] = useState("");
  const [title, setTitle] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { taskId: task.id, kind, targetId: targetId.trim(), title: title.trim() },
      {
        onSuccess: () => {
          setAdding(false);
          setTargetId("");
          setTitle("");
        },
      },
    );
  };
  return (
    <section className="task-detail__section" aria-labelledby="task-links">
      <h3 id="task-links" className="task-detail__heading">
        Verknüpfungen
      </h3>
      {task.links.length ? (
        <ul className="task-links">
          {task.links.map((link) => (
            <li key={link.id} className="task-links__item">
              <span className="label-chip">{LINK_KIND_LABELS[link.kind]}</span>
              <Link to={link.path}>{link.title}</Link>
              <button type="button" className="button button--small" onClick={() => remove.mutate({ taskId: task.id, linkId: link.id })} aria-label={`Verknüpfung „${link.title}“ entfernen`}>
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Keine Verknüpfungen mit Diskussionen, Dokumenten oder Beschlüssen.</p>
      )}
      {adding ? (
        <form className="link-form" onSubmit={submit}>
          <div className="form-row">
            <div className="field">
              <label className="field__label" htmlFor="link-kind">
                Art
              </label>
              <select id="link-kind" className="field__control field__control--select" value={kind} onChange={(e) => setKind(e.target.value as LinkKind)}>
                {LINK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {LINK_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="link-target">
                Kennung
              </label>
              <input id="link-target" className="field__control" required value={targetId} maxLength={200} onChange={(e) => setTargetId(e.target.value)} aria-describedby="link-target-hint" />
              <p id="link-target-hint" className="field__hint">
                Die Kennung aus der Adresse, z. B. …/discussions/<strong>kennung</strong>
              </p>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="link-title">
                Titel
              </label>
              <input id="link-title" className="field__control" required value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
            </div>
          </div>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={add.isPending || !targetId.trim() || !title.trim()}>
              Verknüpfen
            </button>
            <button type="button" className="button" onClick={() => setAdding(false)}>
              Abbrechen
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--small" onClick={() => setAdding(true)}>
          Verknüpfung hinzufügen
        </button>
      )}
    </section>
  );
}

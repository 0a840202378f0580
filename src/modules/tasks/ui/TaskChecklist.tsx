/** The checklist of an open task: tick, add, remove (each on its own, no version conflict). */
import { useState, type FormEvent } from "react";
import type { TaskDetail } from "../schema/task.ts";
import { useAddChecklistItem, useDeleteChecklistItem, useToggleChecklistItem } from "./tasks-mutations.ts";

export function TaskChecklist({ task }: { task: TaskDetail }) {
  const add = useAddChecklistItem();
  const toggle = useToggleChecklistItem();
  const remove = useDeleteChecklistItem();
  const [text, setText] = useState("");
  // The tick shows at once; the server's answer (or its refusal) settles it.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isDone = (item: { id: string; done: boolean }) => ticking.get(item.id) ?? item.done;
  const tick = (itemId: string, value: boolean) => {
    setTicking((current) => new Map(current).set(itemId, value));
    toggle.mutate(
      { taskId: task.id, itemId, done: value },
      {
        onSettled: () =>
          setTicking((current) => {
            const next = new Map(current);
            next.delete(itemId);
            return next;
          }),
      },
    );
  };
  const done = task.checklist.filter(isDone).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate({ taskId: task.id, text: text.trim() }, { onSuccess: () => setText("") });
  };
  return (
    <section className="task-detail__section" aria-labelledby="task-checklist">
      <h3 id="task-checklist" className="task-detail__heading">
        Checkliste{" "}
        {task.checklist.length ? (
          <span className="muted">
            ({done} von {task.checklist.length} erledigt)
          </span>
        ) : null}
      </h3>
      {task.checklist.length ? (
        <ul className="checklist">
          {task.checklist.map((item) => (
            <li key={item.id} className="checklist__item">
              <label className="check">
                <input type="checkbox" className="check__input" checked={isDone(item)} onChange={(e) => tick(item.id, e.target.checked)} />
                <span className={isDone(item) ? "check__label checklist__text--done" : "check__label"}>{item.text}</span>
              </label>
              {item.done && item.doneByName ? <span className="checklist__by">{item.doneByName}</span> : null}
              <button
                type="button"
                className="button button--small checklist__remove"
                onClick={() => remove.mutate({ taskId: task.id, itemId: item.id })}
                aria-label={`„${item.text}“ entfernen`}
              >
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="inline-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="checklist-new">
          Neuer Punkt der Checkliste
        </label>
        <input id="checklist-new" className="field__control" value={text} maxLength={300} placeholder="Neuer Punkt" onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="button" disabled={add.isPending || !text.trim()}>
          Hinzufügen
        </button>
      </form>
    </section>
  );
}

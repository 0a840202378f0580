/**
 * A card on the board. The pointer drags the whole card (after 6 px, so a click still opens it);
 * the keyboard picks it up with Space on its handle, so Enter on the title keeps opening the task.
 */
import type { HTMLAttributes, KeyboardEventHandler, PointerEventHandler, Ref } from "react";
import { useDraggable } from "@dnd-kit/core";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { PRIORITY_LABELS } from "../../domain/priority.ts";
import type { TaskListItem } from "../../schema/task.ts";
import { Assignees } from "../Assignees.tsx";
import { DueDate } from "../DueDate.tsx";
import { PRIORITY_TONES } from "../task-labels.ts";

interface HandleProps {
  ref?: Ref<HTMLButtonElement>;
  attributes?: HTMLAttributes<HTMLButtonElement>;
  onKeyDown?: KeyboardEventHandler;
}

/** What a card shows; the drag overlay shows the same without being draggable itself. */
export function CardContent({ task, onOpen, handle }: { task: TaskListItem; onOpen?: (id: string) => void; handle?: HandleProps }) {
  return (
    <>
      <div className="board-card__top">
        <button type="button" className="link-button board-card__title" onClick={() => onOpen?.(task.id)} tabIndex={onOpen ? undefined : -1}>
          {task.title}
        </button>
        <button
          type="button"
          ref={handle?.ref}
          className="board-card__handle"
          {...handle?.attributes}
          onKeyDown={handle?.onKeyDown}
          aria-label={`„${task.title}“ verschieben`}
          tabIndex={handle ? undefined : -1}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <p className="board-card__project">{task.projectName}</p>
      <div className="board-card__meta">
        <DueDate date={task.dueDate} overdue={task.overdue} />
        {task.priority >= 3 ? <StatusBadge tone={PRIORITY_TONES[task.priority]}>{PRIORITY_LABELS[task.priority]}</StatusBadge> : null}
      </div>
      <div className="board-card__bottom">
        <Assignees people={task.assignees} />
        {task.checklistTotal ? (
          <span className="board-card__checklist">
            {task.checklistDone}/{task.checklistTotal}
            <span className="visually-hidden"> Punkte der Checkliste erledigt</span>
          </span>
        ) : null}
      </div>
    </>
  );
}

export function BoardCard({ task, onOpen }: { task: TaskListItem; onOpen: (id: string) => void }) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status, title: task.title },
  });
  // The pointer sensor listens on the card, the keyboard sensor on the handle.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  return (
    <article
      ref={setNodeRef}
      className={`board-card${isDragging ? " board-card--dragging" : ""}${task.overdue ? " board-card--overdue" : ""}`}
      onPointerDown={onPointerDown}
      aria-label={task.title}
    >
      <CardContent
        task={task}
        onOpen={onOpen}
        handle={{
          ref: setActivatorNodeRef,
          attributes: { ...attributes, "aria-roledescription": "verschiebbare Aufgabe" } as HTMLAttributes<HTMLButtonElement>,
          onKeyDown,
        }}
      />
    </article>
  );
}

export function OverlayCard({ task }: { task: TaskListItem }) {
  return (
    <div className="board-card board-card--overlay" aria-hidden="true">
      <CardContent task={task} />
    </div>
  );
}

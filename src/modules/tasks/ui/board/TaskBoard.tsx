/**
 * The board: five columns by status. Dragging a card (pointer, touch or keyboard, @dnd-kit/core)
 * changes its status with the version the board showed; the card moves at once and goes back with
 * a toast when the server refuses (409 when someone changed the task meanwhile). A column shows
 * its first cards and loads the next ones on "Weitere laden" (use-more-cards.ts).
 */
import { useState } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { STATUS_LABELS, type TaskStatus } from "../../domain/status.ts";
import type { BoardColumn, TaskListItem } from "../../schema/task.ts";
import { useBoard, type TaskFilters } from "../tasks-api.ts";
import { useChangeStatus } from "../tasks-mutations.ts";
import { BoardCard, OverlayCard } from "./BoardCard.tsx";
import { announcements, columnCoordinates, screenReaderInstructions } from "./board-keyboard.ts";
import { useMoreCards } from "./use-more-cards.ts";

interface ColumnProps {
  column: BoardColumn;
  onOpen: (id: string) => void;
  onMore: (column: BoardColumn) => void;
  loading: boolean;
  error: string | null;
}

function Column({ column, onOpen, onMore, loading, error }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const closed = column.status === "erledigt" || column.status === "verworfen";
  const label = STATUS_LABELS[column.status];
  return (
    <section
      ref={setNodeRef}
      className={`board-column board-column--${column.status}${isOver ? " board-column--over" : ""}`}
      aria-labelledby={`board-${column.status}`}
    >
      <h2 id={`board-${column.status}`} className="board-column__title">
        {label} <span className="board-column__count">{column.total}</span>
      </h2>
      {closed ? <p className="board-column__hint">Letzte 30 Tage</p> : null}
      <div className="board-column__cards">
        {column.items.map((task) => (
          <BoardCard key={task.id} task={task} onOpen={onOpen} />
        ))}
        {column.items.length === 0 ? <p className="board-column__empty">Keine Aufgaben</p> : null}
        {error ? (
          <p className="board-column__error" role="alert">
            {error}
          </p>
        ) : null}
        {column.nextCursor ? (
          <button
            type="button"
            className="button board-column__more"
            onClick={() => onMore(column)}
            disabled={loading}
            aria-label={loading ? undefined : `Weitere laden in „${label}“ (${column.items.length} von ${column.total} angezeigt)`}
          >
            {loading ? "Wird geladen …" : "Weitere laden"}
          </button>
        ) : null}
      </div>
    </section>
  );
}

export function TaskBoard({ filters, onOpen }: { filters: TaskFilters; onOpen: (id: string) => void }) {
  const board = useBoard(filters);
  const more = useMoreCards(filters, board.data?.columns);
  const change = useChangeStatus();
  const [dragging, setDragging] = useState<TaskListItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  if (board.isPending) return <Spinner label="Board wird geladen …" />;
  if (board.isError) return <QueryError error={board.error} onRetry={() => void board.refetch()} />;
  const cards = more.columns.flatMap((c) => c.items);

  const onDragStart = (event: DragStartEvent) => setDragging(cards.find((t) => t.id === event.active.id) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const task = cards.find((t) => t.id === event.active.id);
    const status = event.over?.id as TaskStatus | undefined;
    if (task && status && status !== task.status) change.mutate({ task, status });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <div className="board" aria-busy={board.isFetching || undefined}>
        {more.columns.map((column) => (
          <Column
            key={column.status}
            column={column}
            onOpen={onOpen}
            onMore={(c) => void more.loadMore(c)}
            loading={more.loading === column.status}
            error={more.error?.status === column.status ? more.error.message : null}
          />
        ))}
      </div>
      <DragOverlay>{dragging ? <OverlayCard task={dragging} /> : null}</DragOverlay>
    </DndContext>
  );
}

/**
 * Keyboard dragging on the board: after Space on a card's handle, arrow keys jump the card to the
 * previous or next column (not by pixels), Space drops it, Escape cancels. And what a screen
 * reader hears at each step, in German.
 */
import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from "../../domain/status.ts";

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, active }) => {
  const step = NEXT_KEYS.has(event.code) ? 1 : PREVIOUS_KEYS.has(event.code) ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over } = context;
  const columns = TASK_STATUSES.filter((status) => droppableRects.has(status));
  const from = (over?.id as TaskStatus | undefined) ?? statusOfCard(context.draggableNodes.get(active)?.data.current);
  const index = Math.max(0, columns.indexOf(from as TaskStatus));
  const target = columns[Math.min(columns.length - 1, Math.max(0, index + step))];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect || !collisionRect) return undefined;
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 48 };
};

function statusOfCard(data: unknown): TaskStatus | undefined {
  return (data as { status?: TaskStatus } | undefined)?.status;
}

const column = (id: UniqueIdentifier | undefined) => (id ? `„${STATUS_LABELS[id as TaskStatus] ?? id}“` : "keiner Spalte");
const titleOf = (data: unknown) => `„${(data as { title?: string } | undefined)?.title ?? "Aufgabe"}“`;

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Zum Verschieben einer Aufgabe Leertaste drücken. Mit den Pfeiltasten links und rechts die Spalte wählen, mit Leertaste ablegen, mit Escape abbrechen.",
};

export const announcements: Announcements = {
  onDragStart: ({ active }) => `Aufgabe ${titleOf(active.data.current)} aufgenommen, Spalte ${column(statusOfCard(active.data.current))}.`,
  // Right after pick-up the card is over its own column: say how to go on.
  onDragOver: ({ active, over }) =>
    over?.id === statusOfCard(active.data.current)
      ? `Aufgabe ${titleOf(active.data.current)} aufgenommen, über ihrer Spalte ${column(over?.id)}. Mit den Pfeiltasten links und rechts eine andere Spalte wählen.`
      : `Aufgabe ${titleOf(active.data.current)} über Spalte ${column(over?.id)}.`,
  onDragEnd: ({ active, over }) =>
    over && over.id !== statusOfCard(active.data.current)
      ? `Aufgabe ${titleOf(active.data.current)} in Spalte ${column(over.id)} abgelegt.`
      : `Aufgabe ${titleOf(active.data.current)} bleibt in Spalte ${column(statusOfCard(active.data.current))}.`,
  onDragCancel: ({ active }) =>
    `Verschieben abgebrochen. Aufgabe ${titleOf(active.data.current)} bleibt in Spalte ${column(statusOfCard(active.data.current))}.`,
};

/**
 * "Weitere laden" on the board: each column shows its first cards (BOARD_COLUMN_LIMIT) and fetches
 * its next ones by the column's cursor. The further cards belong to the board answer they follow:
 * a new answer (a filter, a moved card, a refetch) starts every column from its first cards again,
 * and cards arriving for an answer that has since been replaced are dropped.
 */
import { useCallback, useState } from "react";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import type { TaskStatus } from "../../domain/status.ts";
import type { BoardColumn, TaskListItem } from "../../schema/task.ts";
import { nextBoardCards, type TaskFilters } from "../tasks-api.ts";

type Columns = readonly BoardColumn[] | undefined;

interface More {
  items: TaskListItem[];
  nextCursor: string | null;
}

interface State {
  /** The board answer the further cards follow. */
  base: Columns;
  more: Partial<Record<TaskStatus, More>>;
  loading: TaskStatus | null;
  error: { status: TaskStatus; message: string } | null;
}

const fresh = (base: Columns): State => ({ base, more: {}, loading: null, error: null });

export function useMoreCards(filters: TaskFilters, columns: Columns) {
  const [kept, setKept] = useState<State>(() => fresh(columns));
  const state = kept.base === columns ? kept : fresh(columns);

  const shown: BoardColumn[] = (columns ?? []).map((column) => {
    const further = state.more[column.status];
    if (!further) return column;
    const seen = new Set(column.items.map((t) => t.id));
    return { ...column, items: [...column.items, ...further.items.filter((t) => !seen.has(t.id))], nextCursor: further.nextCursor };
  });

  const loadMore = useCallback(
    async (column: BoardColumn) => {
      if (!column.nextCursor) return;
      // Only while the answer is the same one; a new answer starts from fresh(columns).
      const update = (change: (current: State) => State) => setKept((current) => change(current.base === columns ? current : fresh(columns)));
      update((current) => ({ ...current, loading: column.status, error: null }));
      try {
        const next = await nextBoardCards(filters, column.status, column.nextCursor);
        update((current) => ({
          ...current,
          loading: null,
          more: {
            ...current.more,
            [column.status]: { items: [...(current.more[column.status]?.items ?? []), ...next.items], nextCursor: next.nextCursor },
          },
        }));
      } catch (error) {
        update((current) => ({ ...current, loading: null, error: { status: column.status, message: errorMessage(error) } }));
      }
    },
    [filters, columns],
  );

  return { columns: shown, loadMore, loading: state.loading, error: state.error };
}

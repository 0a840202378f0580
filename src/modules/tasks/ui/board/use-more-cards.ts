/**
 * "Weitere laden" on the board: each column shows its first cards (BOARD_COLUMN_LIMIT) and fetches
 * its next ones by the column's cursor. The further cards belong to the board answer they follow:
 * a new answer (a filter, a moved card, a refetch) starts every column from its first cards again.
 */
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import type { TaskStatus } from "../../domain/status.ts";
import type { BoardColumn, TaskListItem } from "../../schema/task.ts";
import { nextBoardCards, type TaskFilters } from "../tasks-api.ts";

interface More {
  items: TaskListItem[];
  nextCursor: string | null;
}

export interface ColumnLoading {
  loading: TaskStatus | null;
  error: { status: TaskStatus; message: string } | null;
}

export function useMoreCards(filters: TaskFilters, columns: readonly BoardColumn[] | undefined) {
  const [more, setMore] = useState<Partial<Record<TaskStatus, More>>>({});
  const [state, setState] = useState<ColumnLoading>({ loading: null, error: null });
  useEffect(() => {
    setMore({});
    setState({ loading: null, error: null });
  }, [columns]);

  const shown: BoardColumn[] = (columns ?? []).map((column) => {
    const further = more[column.status];
    if (!further) return column;
    const seen = new Set(column.items.map((t) => t.id));
    return { ...column, items: [...column.items, ...further.items.filter((t) => !seen.has(t.id))], nextCursor: further.nextCursor };
  });

  const loadMore = useCallback(
    async (column: BoardColumn) => {
      if (!column.nextCursor) return;
      setState({ loading: column.status, error: null });
      try {
        const next = await nextBoardCards(filters, column.status, column.nextCursor);
        setMore((current) => ({
          ...current,
          [column.status]: { items: [...(current[column.status]?.items ?? []), ...next.items], nextCursor: next.nextCursor },
        }));
        setState({ loading: null, error: null });
      } catch (error) {
        setState({ loading: null, error: { status: column.status, message: errorMessage(error) } });
      }
    },
    [filters],
  );

  return { columns: shown, loadMore, ...state };
}

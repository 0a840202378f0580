/**
 * A semantic table for back-office lists: a caption for screen readers, column headers with scope,
 * and a scroll container that keeps wide tables usable at 375 px. Interactive cells hold real
 * buttons and links, so the table is used with Tab like any page.
 */
import type { ReactNode } from "react";
import { ariaSort, SortButton, type SortState } from "./SortButton.tsx";
import "./ui.css";

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Shown on small screens as a label before the value. */
  className?: string;
  /** Makes the header a sort button (with aria-sort) when the table has onSortChange. */
  sortKey?: string;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** True while a newer page is loading: the rows stay visible but are marked busy. */
  busy?: boolean;
  /** Server-side sorting: the current sort and what to do when a sortable header is pressed. */
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
}

export function DataTable<T>({ caption, columns, rows, rowKey, empty, busy, sort, onSortChange }: DataTableProps<T>) {
  if (!rows.length && empty) return <>{empty}</>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="data-table" role="region" aria-label={caption} tabIndex={0}>
      <table aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={column.sortKey && onSortChange ? ariaSort(sort, column.sortKey) : undefined}
              >
                {column.sortKey && onSortChange ? (
                  <SortButton label={column.header} sortKey={column.sortKey} sort={sort} onSortChange={onSortChange} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} data-label={column.header}>
                  <div className="data-table__cell">{column.render(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A sortable column header's button (the <th> carries aria-sort). Clicking the active column flips
 * the direction; another column starts ascending. The arrow is decorative: aria-sort says it.
 */
import "./sort-button.css";

export type SortDirection = "asc" | "desc";
export interface SortState {
  key: string;
  dir: SortDirection;
}

export function ariaSort(sort: SortState | undefined, key: string): "ascending" | "descending" | "none" {
  if (!sort || sort.key !== key) return "none";
  return sort.dir === "asc" ? "ascending" : "descending";
}

export function nextSort(sort: SortState | undefined, key: string): SortState {
  return sort?.key === key ? { key, dir: sort.dir === "asc" ? "desc" : "asc" } : { key, dir: "asc" };
}

export function SortButton({
  label,
  sortKey,
  sort,
  onSortChange,
}: {
  label: string;
  sortKey: string;
  sort: SortState | undefined;
  onSortChange: (next: SortState) => void;
}) {
  const state = ariaSort(sort, sortKey);
  return (
    <button type="button" className="sort-button" onClick={() => onSortChange(nextSort(sort, sortKey))}>
      {label}
      <span className="sort-button__arrow" aria-hidden="true">
        {state === "ascending" ? "▲" : state === "descending" ? "▼" : "↕"}
      </span>
    </button>
  );
}

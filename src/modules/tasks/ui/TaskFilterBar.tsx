/**
 * Filters of the task views: project, person, status, priority, label, due date and a search
 * (sent after typing pauses). Native selects: keyboard and screen readers work as everywhere.
 */
import { useEffect, useState, type ReactNode } from "react";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { PRIORITIES, PRIORITY_LABELS } from "../domain/priority.ts";
import { STATUS_LABELS, TASK_STATUSES } from "../domain/status.ts";
import { DUE_FILTER_LABELS, DUE_FILTERS } from "../schema/list-query.ts";
import { useLabels, usePeople, useProjects, type TaskFilters } from "./tasks-api.ts";
import type { ViewId } from "./view-state.ts";

interface Props {
  view: ViewId;
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control field__control--select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function TaskFilterBar({ view, filters, onChange }: Props) {
  const projects = useProjects();
  const people = usePeople(filters.projectId);
  const labels = useLabels();
  const [search, setSearch] = useState(filters.q ?? "");
  const debounced = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the typed search only
  useEffect(() => {
    if ((debounced || undefined) !== filters.q) onChange({ ...filters, q: debounced || undefined });
  }, [debounced]);
  const set = (patch: Partial<TaskFilters>) => onChange({ ...filters, ...patch });
  const hasFilters = Boolean(filters.projectId || filters.assignee || filters.status || filters.priority || filters.label || filters.due || filters.q);
  const active = [filters.assignee, filters.status, filters.priority, filters.label, filters.due].filter(Boolean).length;
  // On small screens the secondary filters fold away behind a button; on wide ones they always show.
  const [expanded, setExpanded] = useState(false);

  return (
    <div className="filter-bar todos-filters" role="search" aria-label="Aufgaben filtern">
      <SearchField id="todos-search" label="Suche" value={search} onChange={setSearch} placeholder="Titel oder Beschreibung" />
      <Select id="todos-project" label="Projekt" value={filters.projectId ?? ""} onChange={(v) => set({ projectId: v || undefined, assignee: undefined })}>
        <option value="">Alle Projekte</option>
        {projects.data?.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      <button
        type="button"
        className="button todos-filters__toggle"
        aria-expanded={expanded}
        aria-controls="todos-more-filters"
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? "Weniger Filter" : `Weitere Filter${active ? ` (${active} aktiv)` : ""}`}
      </button>
      <div id="todos-more-filters" className={expanded ? "todos-filters__more is-open" : "todos-filters__more"}>
        {view !== "mine" ? (
          <Select id="todos-assignee" label="Zuständig" value={filters.assignee ?? ""} onChange={(v) => set({ assignee: v || undefined })}>
            <option value="">Alle</option>
            <option value="me">Ich</option>
            <option value="none">Nicht zugewiesen</option>
            {people.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        ) : null}
        {view !== "board" ? (
          <Select id="todos-status" label="Status" value={filters.status ?? "open"} onChange={(v) => set({ status: v === "open" ? undefined : v })}>
            <option value="open">Alle offenen</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
            <option value="closed">Erledigt oder verworfen</option>
            <option value="all">Alle</option>
          </Select>
        ) : null}
        <Select
          id="todos-priority"
          label="Priorität"
          value={filters.priority ? String(filters.priority) : ""}
          onChange={(v) => set({ priority: v ? Number(v) : undefined })}
        >
          <option value="">Alle</option>
          {[...PRIORITIES].reverse().map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </Select>
        <Select id="todos-label" label="Label" value={filters.label ?? ""} onChange={(v) => set({ label: v || undefined })}>
          <option value="">Alle</option>
          {labels.data?.items.map((l) => (
            <option key={l.label} value={l.label}>
              {l.label} ({l.count})
            </option>
          ))}
        </Select>
        {view !== "board" ? (
          <Select id="todos-due" label="Fällig" value={filters.due ?? ""} onChange={(v) => set({ due: (v || undefined) as TaskFilters["due"] })}>
            <option value="">Alle</option>
            {DUE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {DUE_FILTER_LABELS[d]}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      {hasFilters ? (
        <button
          type="button"
          className="button todos-filters__reset"
          onClick={() => {
            setSearch("");
            onChange({ sort: filters.sort, dir: filters.dir });
          }}
        >
          Filter zurücksetzen
        </button>
      ) : null}
    </div>
  );
}

/**
 * Links of a task to a discussion, a document or an assembly resolution. Discussions and documents
 * are found with a search field (a combobox: type, arrow keys, Enter links the chosen one); the
 * server lists only what the person may read and stores the target's own title. Resolutions have
 * no search yet and are linked by ID and title.
 */
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { LINK_KIND_LABELS, LINK_KINDS, SEARCHABLE_LINK_KINDS, type LinkKind, type LinkTargetHit } from "../schema/link.ts";
import type { TaskDetail } from "../schema/task.ts";
import { useLinkTargets } from "./tasks-api.ts";
import { useAddLink, useRemoveLink } from "./tasks-mutations.ts";

const SEARCH_TEXT: Partial<Record<LinkKind, { label: string; list: string; empty: string }>> = {
  document: { label: "Dokument suchen", list: "Gefundene Dokumente", empty: "Keine Dokumente gefunden, die Sie sehen dürfen." },
  discussion: { label: "Diskussion suchen", list: "Gefundene Diskussionen", empty: "Keine Diskussionen gefunden, die Sie sehen dürfen." },
};

export function TaskLinks({ task }: { task: TaskDetail }) {
  const add = useAddLink();
  const remove = useRemoveLink();
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<LinkKind>("document");
  const [targetId, setTargetId] = useState("");
  const [title, setTitle] = useState("");
  const done = () => {
    setAdding(false);
    setTargetId("");
    setTitle("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ taskId: task.id, kind, targetId: targetId.trim(), title: title.trim() }, { onSuccess: done });
  };
  const choose = (hit: LinkTargetHit) => {
    if (!add.isPending) add.mutate({ taskId: task.id, kind, targetId: hit.id, title: hit.title }, { onSuccess: done });
  };
  const searchable = SEARCHABLE_LINK_KINDS.includes(kind);
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
              <button
                type="button"
                className="button button--small"
                onClick={() => remove.mutate({ taskId: task.id, linkId: link.id })}
                aria-label={`Verknüpfung „${link.title}“ entfernen`}
              >
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
            {searchable ? (
              <LinkTargetSearch key={kind} kind={kind} onChoose={choose} busy={add.isPending} />
            ) : (
              <>
                <div className="field">
                  <label className="field__label" htmlFor="link-target">
                    Kennung
                  </label>
                  <input
                    id="link-target"
                    className="field__control"
                    required
                    value={targetId}
                    maxLength={200}
                    onChange={(e) => setTargetId(e.target.value)}
                    aria-describedby="link-target-hint"
                  />
                  <p id="link-target-hint" className="field__hint">
                    Die Kennung des Beschlusses, z. B. aus der Adresse …?beschluss=<strong>kennung</strong>
                  </p>
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="link-title">
                    Titel
                  </label>
                  <input id="link-title" className="field__control" required value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
                </div>
              </>
            )}
          </div>
          <div className="button-row">
            {searchable ? null : (
              <button type="submit" className="button button--primary" disabled={add.isPending || !targetId.trim() || !title.trim()}>
                Verknüpfen
              </button>
            )}
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

/** The search field of one kind: a combobox whose listbox shows the readable matches; choosing one links it. */
function LinkTargetSearch({ kind, onChoose, busy }: { kind: LinkKind; onChoose: (hit: LinkTargetHit) => void; busy: boolean }) {
  const text = SEARCH_TEXT[kind]!;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [q, setQ] = useState("");
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(q.trim(), 250);
  const query = useLinkTargets(kind, debounced);
  const items = query.data?.items ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: back to the first match when the search changes
  useEffect(() => setActive(0), [debounced]);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && items.length) {
      event.preventDefault();
      setActive((current + 1) % items.length);
    } else if (event.key === "ArrowUp" && items.length) {
      event.preventDefault();
      setActive((current - 1 + items.length) % items.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = items[current];
      if (hit) onChoose(hit);
    } else if (event.key === "Escape" && q) {
      event.preventDefault();
      setQ("");
    }
  };
  return (
    <div className="field link-search">
      <label className="field__label" htmlFor={inputId}>
        {text.label}
      </label>
      <input
        id={inputId}
        className="field__control"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={items.length ? `${listId}-${current}` : undefined}
        aria-describedby={`${id}-hint`}
        maxLength={100}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field__hint">
        Titel eingeben, mit den Pfeiltasten wählen und mit der Eingabetaste verknüpfen. Es erscheint nur, was Sie sehen dürfen.
      </p>
      {query.isPending ? (
        <Spinner label="Suche läuft …" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted" role="status">
          {text.empty}
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label={text.list} aria-busy={busy || query.isFetching} className="link-search__list" hidden={!items.length}>
        {items.map((hit, index) => (
          // biome-ignore lint/a11y: an option of the combobox's popup: focus stays in the search field (aria-activedescendant), chosen by its arrow keys and Enter or by a click
          <div
            key={hit.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            className="link-search__option"
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => onChoose(hit)}
          >
            <span className="link-search__title">{hit.title}</span>
            <span className="link-search__hint">{hit.hint}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

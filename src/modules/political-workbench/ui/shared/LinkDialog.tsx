/**
 * Linking a document (the documents module's search, only what the editor may read), a press release
 * of the public site (/presse.json) or a task (the tasks module's search).
 */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { LINK_KIND_LABELS, type LinkKind } from "../../domain/labels.ts";
import type { LinkItem, LinkValues } from "../../schema/link.ts";
import { politicalApi, useDocumentSearch, usePressReleases, useTaskSearch } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import type { LinkOwnerRef } from "./LinksSection.tsx";

/** Where a link is added, by the kind of record it belongs to. */
const ADD_LINK = {
  procedures: politicalApi.addProcedureLink,
  positions: politicalApi.addPositionLink,
  campaigns: politicalApi.addCampaignLink,
} as const;

interface Choice {
  target: string;
  title: string;
  meta: string;
}

export function LinkDialog({ owner, kinds, linked, onClose }: { owner: LinkOwnerRef; kinds: LinkKind[]; linked: LinkItem[]; onClose: () => void }) {
  const [kind, setKind] = useState<LinkKind>(kinds[0]!);
  const [q, setQ] = useState("");
  const term = useDebouncedValue(q, 250);
  const documents = useDocumentSearch(term, kind === "document");
  const press = usePressReleases(kind === "press");
  const tasks = useTaskSearch(term, kind === "task");
  const link = useChange<LinkValues>({
    run: (values) => ADD_LINK[owner.kind].call({ params: { id: owner.id }, body: values }),
    success: "Verknüpft",
    failure: "Nicht verknüpft",
  });

  const source = kind === "document" ? documents : kind === "press" ? press : tasks;
  const choices: Choice[] =
    kind === "document"
      ? (documents.data?.items ?? []).map((d) => ({ target: d.id, title: d.name, meta: d.folderName }))
      : kind === "press"
        ? (press.data ?? [])
            .filter((p) => !term || p.title.toLowerCase().includes(term.toLowerCase()))
            .map((p) => ({ target: p.slug, title: p.title, meta: formatGermanDate(p.date) }))
        : (tasks.data?.items ?? []).map((t) => ({ target: t.id, title: t.title, meta: "Aufgabe" }));
  const taken = new Set(linked.filter((l) => l.kind === kind).map((l) => l.target));
  const unavailable = source.isError && source.error instanceof ApiError && source.error.status === 404;

  return (
    <Dialog open title="Verknüpfen" onClose={onClose}>
      {kinds.length > 1 ? (
        <fieldset className="pw-segmented">
          <legend className="visually-hidden">Art der Verknüpfung</legend>
          {kinds.map((k) => (
            <label key={k} className={k === kind ? "is-selected" : undefined}>
              <input type="radio" name="pw-link-kind" value={k} checked={k === kind} onChange={() => setKind(k)} />
              {LINK_KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SearchField id="pw-link-search" label={`${LINK_KIND_LABELS[kind]} suchen`} value={q} onChange={setQ} placeholder="Titel" />
      {source.isPending ? <p className="muted">Wird geladen …</p> : null}
      {unavailable ? <p className="muted">{LINK_KIND_LABELS[kind]}-Suche ist in dieser Installation nicht verfügbar.</p> : null}
      {source.isError && !unavailable ? <p className="notice notice--error">Die Liste konnte nicht geladen werden.</p> : null}
      {source.isSuccess && choices.length === 0 ? <p className="muted">Nichts gefunden.</p> : null}
      <ul className="pw-pick-list">
        {choices.map((c) => (
          <li key={c.target}>
            <button
              type="button"
              className="pw-pick"
              disabled={taken.has(c.target) || link.isPending}
              onClick={() => link.mutate({ kind, target: c.target, title: c.title }, { onSuccess: onClose })}
            >
              <span className="pw-pick__title">{c.title}</span>
              <span className="pw-pick__meta">
                {c.meta}
                {taken.has(c.target) ? " · bereits verknüpft" : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

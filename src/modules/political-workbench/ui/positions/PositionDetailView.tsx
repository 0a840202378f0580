/** One position: its text, the adopting decision, versions, procedures and the documents that argue it. */
import { useState } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import type { Level, Stage } from "../../domain/stages.ts";
import { usePosition } from "../political-api.ts";
import { PositionStatusBadge, StageBadge } from "../badges.tsx";
import { LazyMarkdown as Markdown } from "../LazyMarkdown.tsx";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { LinksSection } from "../shared/LinksSection.tsx";
import { PositionFormDialog } from "./PositionFormDialog.tsx";
import { VersionDialog } from "./VersionDialog.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function PositionDetailView({ id, canEdit, place }: { id: string; canEdit: boolean; place: Place }) {
  const query = usePosition(id);
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  useDocumentTitle(query.data ? `${query.data.title} – Politik-Tools` : "Politik-Tools");
  const back = (
    <button type="button" className="button button--small pw-back" onClick={() => place.close("position")}>
      ← Alle Positionen
    </button>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <Spinner label="Position wird geladen …" />
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  const p = query.data;
  return (
    <article className="pw-detail" aria-labelledby="pw-position-heading">
      {back}
      <header className="pw-detail__header">
        <div className="pw-card__meta">
          <span className="pw-topic">{p.demandNumber ? `Kernforderung ${p.demandNumber} · ${p.topic}` : p.topic}</span>
          <PositionStatusBadge status={p.status} />
        </div>
        <h2 id="pw-position-heading" className="pw-detail__title">
          {p.title}
        </h2>
        {canEdit ? (
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
              Bearbeiten
            </button>
          </div>
        ) : null}
      </header>
      <div className="pw-detail__grid">
        <div className="pw-detail__main">
          <section className="panel pw-section" aria-label="Text der Position">
            {p.summary ? <p className="pw-lead">{p.summary}</p> : null}
            {p.body ? <Markdown text={p.body} /> : <p className="muted">Noch kein Text.</p>}
          </section>
        </div>
        <div className="pw-detail__side">
          <section className="panel pw-section" aria-labelledby="pw-adoption">
            <h3 id="pw-adoption" className="panel__title">
              Beschluss
            </h3>
            <dl className="pw-facts">
              <div>
                <dt>Beschlossen</dt>
                <dd>{p.adoptedOn ? `${formatGermanDate(p.adoptedOn)} – ${p.adoptionReference ?? ""}` : "noch nicht"}</dd>
              </div>
              <div>
                <dt>Veröffentlicht</dt>
                <dd>{p.publicPath ? <a href={p.publicPath}>{p.publicPath}</a> : "nein"}</dd>
              </div>
            </dl>
          </section>
          <section className="panel pw-section" aria-labelledby="pw-versions">
            <h3 id="pw-versions" className="panel__title">
              Versionen
            </h3>
            <ol className="pw-versions">
              {p.versions.map((v) => (
                <li key={v.number}>
                  <button type="button" className="pw-link-button" onClick={() => setVersion(v.number)}>
                    Fassung {v.number}
                  </button>{" "}
                  <PositionStatusBadge status={v.status} />
                  <span className="pw-versions__meta">
                    {formatGermanDateTime(v.createdAt)}
                    {v.createdByName ? ` · ${v.createdByName}` : ""}
                    {v.changeNote ? ` · ${v.changeNote}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section className="panel pw-section" aria-labelledby="pw-position-procedures">
            <h3 id="pw-position-procedures" className="panel__title">
              Verfahren
            </h3>
            {p.procedures.length ? (
              <ul className="pw-plain-list">
                {p.procedures.map((procedure) => (
                  <li key={procedure.id} className="pw-linked">
                    <button type="button" className="pw-link-button" onClick={() => place.open("verfahren", procedure.id)}>
                      {procedure.title}
                    </button>{" "}
                    <StageBadge stage={procedure.stage as Stage} level={procedure.level as Level} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Mit keinem Verfahren verknüpft.</p>
            )}
          </section>
          <LinksSection owner={{ kind: "positions", id: p.id }} links={p.links} canEdit={canEdit} kinds={["document"]} />
        </div>
      </div>
      {editing ? <PositionFormDialog position={p} onClose={() => setEditing(false)} /> : null}
      {version !== null ? <VersionDialog positionId={p.id} number={version} onClose={() => setVersion(null)} /> : null}
    </article>
  );
}

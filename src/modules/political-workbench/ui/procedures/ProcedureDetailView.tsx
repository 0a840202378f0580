/** One procedure: where it stands, its dates, timeline, positions, stakeholders, links and campaigns. */
import { useState } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { useProcedure } from "../political-api.ts";
import { LevelBadge, StageBadge } from "../badges.tsx";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { LinksSection } from "../shared/LinksSection.tsx";
import { ProcedureFormDialog } from "./ProcedureFormDialog.tsx";
import { StageProgress } from "./StageProgress.tsx";
import { StageDialog } from "./StageDialog.tsx";
import { DatesSection } from "./DatesSection.tsx";
import { Timeline } from "./Timeline.tsx";
import { ProcedurePositions } from "./ProcedurePositions.tsx";
import { ProcedureStakeholders } from "./ProcedureStakeholders.tsx";
import { WatchButton } from "./WatchButton.tsx";
import { ProcedureLifecycleButtons } from "./ProcedureLifecycle.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function ProcedureDetailView({ id, canEdit, place }: { id: string; canEdit: boolean; place: Place }) {
  const query = useProcedure(id);
  const [dialog, setDialog] = useState<"edit" | "stage" | null>(null);
  useDocumentTitle(query.data ? `${query.data.shortTitle ?? query.data.title} – Politik-Tools` : "Politik-Tools");
  const back = (
    <button type="button" className="button button--small pw-back" onClick={() => place.close("verfahren")}>
      ← Alle Verfahren
    </button>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <Spinner label="Verfahren wird geladen …" />
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
    <article className="pw-detail" aria-labelledby="pw-procedure-title">
      {back}
      <header className="pw-detail__header">
        <div className="pw-card__meta">
          <LevelBadge level={p.level} land={p.land} />
          <StageBadge stage={p.stage} level={p.level} />
          {p.topic ? <span className="pw-topic">{p.topic}</span> : null}
        </div>
        <h2 id="pw-procedure-title" className="pw-detail__title">
          {p.shortTitle ?? p.title}
        </h2>
        {p.shortTitle ? <p className="pw-card__subtitle">{p.title}</p> : null}
        <div className="button-row">
          <WatchButton procedureId={p.id} watching={p.watching} />
          {canEdit ? (
            <>
              <button type="button" className="button button--primary" onClick={() => setDialog("stage")}>
                Stand ändern
              </button>
              <button type="button" className="button" onClick={() => setDialog("edit")}>
                Bearbeiten
              </button>
              <ProcedureLifecycleButtons procedure={p} onDeleted={() => place.close("verfahren")} />
            </>
          ) : null}
        </div>
        {p.archivedAt ? (
          <div className="notice" role="status">
            <p className="notice__title">Archiviert am {formatGermanDateTime(p.archivedAt)}</p>
            <p>Das Verfahren erscheint nur unter „archiviert“, und seine Termine erinnern niemanden mehr.</p>
          </div>
        ) : null}
      </header>
      <section className="panel pw-section" aria-labelledby="pw-stage-heading">
        <h3 id="pw-stage-heading" className="panel__title">
          Stand seit {formatGermanDate(p.stageSince)}
        </h3>
        <StageProgress stage={p.stage} level={p.level} />
        <dl className="pw-facts">
          <div>
            <dt>Drucksachen</dt>
            <dd>{p.printedPapers.length ? p.printedPapers.join(", ") : "noch keine"}</dd>
          </div>
          <div>
            <dt>Zuständig</dt>
            <dd>{p.responsibleName ?? "niemand"}</dd>
          </div>
        </dl>
        {p.summary ? <p className="pw-summary">{p.summary}</p> : null}
      </section>
      <div className="pw-detail__grid">
        <div className="pw-detail__main">
          <DatesSection procedure={p} canEdit={canEdit} />
          <Timeline entries={p.timeline} />
        </div>
        <div className="pw-detail__side">
          <ProcedurePositions procedure={p} canEdit={canEdit} onOpen={(positionId) => place.open("position", positionId)} />
          <ProcedureStakeholders procedure={p} canEdit={canEdit} />
          <LinksSection owner={{ kind: "procedures", id: p.id }} links={p.links} canEdit={canEdit} kinds={["document", "press"]} />
          <section className="panel pw-section" aria-labelledby="pw-procedure-campaigns">
            <h3 id="pw-procedure-campaigns" className="panel__title">
              Kampagnen
            </h3>
            {p.campaigns.length ? (
              <ul className="pw-plain-list">
                {p.campaigns.map((c) => (
                  <li key={c.id}>
                    <button type="button" className="pw-link-button" onClick={() => place.open("kampagne", c.id)}>
                      {c.title}
                    </button>
                    <span className="muted">
                      {" "}
                      · {formatGermanDate(c.startsOn)} bis {formatGermanDate(c.endsOn)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Zu diesem Verfahren läuft keine Kampagne.</p>
            )}
          </section>
        </div>
      </div>
      {dialog === "edit" ? <ProcedureFormDialog procedure={p} onClose={() => setDialog(null)} /> : null}
      {dialog === "stage" ? <StageDialog procedure={p} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}

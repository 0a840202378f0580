/**
 * /backend/voting (administrators): the assemblies, the annual duty of the statutes, requests for
 * an extraordinary assembly with their live threshold, and who holds which office.
 */
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { routePath, type ScreenProps } from "#shared/routes.ts";
import { CreateAssemblyDialog } from "./CreateAssemblyDialog.tsx";
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS, ASSEMBLY_STATUS_TONES, date, dateTime } from "./labels.ts";
import { RequestProgress } from "./RequestProgress.tsx";
import { RecordOfficeHolderDialog } from "./office/RecordOfficeHolderDialog.tsx";
import { RepresentativesDialog } from "./office/RepresentativesDialog.tsx";
import { useAssemblies, useOverview } from "./assembly-api.ts";
import "./assembly.css";

export default function OfficeAssembliesScreen({ route }: ScreenProps) {
  const list = useAssemblies();
  const overview = useOverview();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<{ requestId: string | null } | null>(null);
  const [recording, setRecording] = useState(false);
  const [representatives, setRepresentatives] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="voting">
      <PageHeader title={route.title} lead="Mitgliederversammlungen nach der Satzung vorbereiten, einladen, durchführen und protokollieren.">
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setCreating({ requestId: null })}>
            Versammlung anlegen
          </button>
        </div>
      </PageHeader>

      {overview.data ? (
        <p className={`notice${overview.data.annual.state === "missing" ? (overview.data.annual.overdue ? " notice--error" : " notice--warning") : ""}`}>
          {overview.data.annual.message}
        </p>
      ) : null}

      <div className="voting__grid">
        <div className="voting__main">
          <h2 className="voting__heading">Versammlungen</h2>
          {list.isPending ? <Spinner label="Versammlungen werden geladen" /> : null}
          {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
          {list.isSuccess && items.length === 0 ? (
            <EmptyState
              title="Noch keine Versammlung"
              text="Legen Sie die nächste ordentliche Mitgliederversammlung an; die Satzung verlangt mindestens eine im Kalenderjahr."
            />
          ) : null}
          {items.length > 0 ? (
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">Mitgliederversammlungen, neueste zuerst</caption>
                <thead>
                  <tr>
                    <th scope="col">Datum</th>
                    <th scope="col">Versammlung</th>
                    <th scope="col">Status</th>
                    <th scope="col">Einladungen</th>
                    <th scope="col">Anträge</th>
                    <th scope="col">Abstimmungen</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((a) => (
                    <tr key={a.id}>
                      <td data-label="Datum">
                        <div>
                          {date(a.assemblyDate)}
                          <br />
                          <span className="muted">{dateTime(a.startsAt).split(", ")[1]}</span>
                        </div>
                      </td>
                      <td data-label="Versammlung">
                        <div>
                          <Link to={routePath("votingAssembly", { id: a.id })}>{a.title}</Link>
                          <br />
                          <span className="muted">
                            {ASSEMBLY_KIND_LABELS[a.kind]}
                            {a.place ? ` · ${a.place}` : ""}
                          </span>
                        </div>
                      </td>
                      <td data-label="Status">
                        <div>
                          <StatusBadge tone={ASSEMBLY_STATUS_TONES[a.status]}>{ASSEMBLY_STATUS_LABELS[a.status]}</StatusBadge>
                        </div>
                      </td>
                      <td data-label="Einladungen">{a.invited === 0 ? "–" : `${a.sent} von ${a.invited} versandt`}</td>
                      <td data-label="Anträge">{a.motions}</td>
                      <td data-label="Abstimmungen">{a.ballots}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {list.hasNextPage ? (
            <button type="button" className="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? "Wird geladen …" : "Ältere Versammlungen laden"}
            </button>
          ) : null}
        </div>

        <aside className="voting__side" aria-label="Verlangen und Ämter">
          <h2 className="voting__heading">Verlangen nach außerordentlicher Versammlung</h2>
          {overview.isPending ? <Spinner label="Übersicht wird geladen" /> : null}
          {overview.isError ? <QueryError error={overview.error} onRetry={() => void overview.refetch()} /> : null}
          {overview.data && overview.data.requests.length === 0 ? (
            <p className="muted">Derzeit verlangt kein Mitglied eine außerordentliche Versammlung.</p>
          ) : null}
          {overview.data?.requests.map((r) => (
            <article key={r.id} className="voting__card">
              <h3 className="voting__card-title">{r.purpose}</h3>
              <p className="muted">
                Eröffnet von {r.openedBy ?? "einem Mitglied"} am {dateTime(r.createdAt)}
              </p>
              <RequestProgress progress={r.progress} />
              {r.status === "reached" ? (
                <button type="button" className="button button--primary button--small" onClick={() => setCreating({ requestId: r.id })}>
                  Außerordentliche Versammlung anlegen
                </button>
              ) : null}
            </article>
          ))}

          <h2 className="voting__heading">Gewählte Ämter</h2>
          {overview.data && overview.data.offices.length === 0 ? (
            <p className="muted">
              Noch keine Wahl im System erfasst. Ohne ein anwesendes Vorstandsmitglied ist keine Versammlung beschlussfähig (§ 4 Abs. 6 Satzung): erfassen Sie
              den amtierenden Vorstand.
            </p>
          ) : null}
          {overview.data && overview.data.offices.length > 0 ? (
            <ul className="voting__offices">
              {overview.data.offices.map((o) => (
                <li key={o.id}>
                  <strong>{o.personName}</strong>
                  {o.organizationName ? <span className="muted"> · {o.organizationName}</span> : null}
                  <br />
                  {o.officeLabel}
                  <br />
                  <span className="muted">{o.termText}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {overview.data ? (
            <button type="button" className="button button--small" onClick={() => setRecording(true)}>
              Amtsinhaber erfassen
            </button>
          ) : null}

          <h2 className="voting__heading">Stimmabgabe</h2>
          <p className="muted">Je Mitgliedsunternehmen stimmt, wer es kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung).</p>
          <button type="button" className="button button--small" onClick={() => setRepresentatives(true)}>
            Vertretungsbefugnisse verwalten
          </button>
        </aside>
      </div>

      <RecordOfficeHolderDialog open={recording} onClose={() => setRecording(false)} />
      <RepresentativesDialog open={representatives} onClose={() => setRepresentatives(false)} />
      <CreateAssemblyDialog
        open={creating !== null}
        requestId={creating?.requestId ?? null}
        onClose={() => setCreating(null)}
        onCreated={(id) => {
          setCreating(null);
          void navigate(routePath("votingAssembly", { id }));
        }}
      />
    </section>
  );
}

/**
 * /backend/content (board, management, admin): every collection and page of the public website
 * with drafts waiting, a new press release from the template, and the latest publications.
 */
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { routePath, type ScreenProps } from "#shared/routes.ts";
import type { CollectionView } from "../schema.ts";
import { useOverview } from "./content-api.ts";
import { NewPressDialog } from "./NewPressDialog.tsx";
import { PublicationHistory } from "./PublicationHistory.tsx";
import "./content.css";

export default function ContentScreen({ route }: ScreenProps) {
  const overview = useOverview();
  const [creating, setCreating] = useState(false);
  return (
    <section className="content-area">
      <PageHeader
        title={route.title}
        lead="Pressemitteilungen, Seiten, Dokumente, Vorstand, Ansprechpartner und Kernforderungen der öffentlichen Website. Änderungen bleiben Entwurf, bis die Geschäftsführung sie veröffentlicht."
      >
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Neue Pressemitteilung
        </button>
      </PageHeader>
      {overview.isPending ? <Spinner label="Inhalte werden geladen …" /> : null}
      {overview.isError ? <QueryError error={overview.error} onRetry={() => void overview.refetch()} /> : null}
      {overview.data?.target === "unconfigured" ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">Veröffentlichen ist auf diesem Server nicht eingerichtet.</p>
          <p>Die Administration richtet das Repository der Website ein (README, „Publishing the website“).</p>
        </div>
      ) : null}
      {overview.data?.collections.map((collection) => (
        <CollectionSection key={collection.key} collection={collection} />
      ))}
      <PublicationHistory />
      <NewPressDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}

function CollectionSection({ collection }: { collection: CollectionView }) {
  const headingId = `content-${collection.key}`;
  return (
    <section className="content-collection" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-collection__title">
        {collection.label}
      </h2>
      {collection.entries.length === 0 ? (
        <EmptyState title="Keine Einträge" text="In diesem Bereich ist nichts veröffentlicht und es gibt keinen Entwurf." />
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: list-style none drops the list role in Safari/VoiceOver
        <ul className="content-entries" role="list">
          {collection.entries.map((entry) => (
            <li key={entry.entryId} className="content-entry">
              <Link className="content-entry__title" to={routePath("contentEntry", { collection: collection.key, entryId: entry.entryId })}>
                {entry.title}
              </Link>
              <p className="content-entry__meta">
                {entry.date ? <span>{formatGermanDate(entry.date)}</span> : null}
                {entry.published ? (
                  <a href={entry.pagePath} target="_blank" rel="noopener">
                    {entry.pagePath}
                    <span className="visually-hidden"> (öffnet in neuem Tab)</span>
                  </a>
                ) : (
                  <span className="content-badge content-badge--new">Noch nicht veröffentlicht</span>
                )}
                {entry.draft ? (
                  <span className="content-badge">
                    Entwurf{entry.draft.updatedByName ? ` von ${entry.draft.updatedByName}` : ""}, {formatGermanDateTime(entry.draft.updatedAt)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

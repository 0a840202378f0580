/** "Was andere getan haben": posts, documents and decisions of others, newest first. */
import { Link } from "react-router";
import { formatGermanDateTime } from "#shared/dates.ts";
import { hyphenate } from "#shared/hyphenate.ts";
import type { DashboardActivity as Entry } from "../schema.ts";

export function DashboardActivity({ entries }: { entries: readonly Entry[] }) {
  return (
    <section className="panel inbox-activity" aria-labelledby="inbox-activity-title">
      <h2 id="inbox-activity-title" className="panel__title">
        Neu im Verband
      </h2>
      {entries.length ? (
        <ol className="activity">
          {entries.map((entry) => (
            <li key={entry.id} className="activity__item">
              <span className={`activity__badge activity__badge--${entry.kind}`}>{entry.label}</span>
              <span className="activity__text">
                <Link to={entry.link}>{hyphenate(entry.text)}</Link>
                {entry.actorName ? <span className="muted"> – {entry.actorName}</span> : null}
              </span>
              <time className="activity__time" dateTime={entry.at}>
                {formatGermanDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Noch keine neuen Beiträge, Dokumente oder Beschlüsse von anderen.</p>
      )}
    </section>
  );
}

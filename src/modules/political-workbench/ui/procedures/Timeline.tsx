/** The procedure's history and plan in one list, newest first: stages, dates, campaign actions, adopted positions. */
import { countOf } from "#shared/plural.ts";
import { useState } from "react";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import type { TimelineEntry } from "../../schema/procedure.ts";

const KIND_LABELS: Record<TimelineEntry["kind"], string> = { stage: "Stand", date: "Termin", action: "Aktion", position: "Position" };

/** Past entries shown before "Gesamte Zeitleiste"; everything ahead is always shown. */
const RECENT = 8;

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const today = berlinDate(browserNow());
  const [all, setAll] = useState(false);
  const upcoming = entries.filter((e) => e.on > today).length;
  const shown = all ? entries : entries.slice(0, upcoming + RECENT);
  return (
    <section className="panel pw-section" aria-labelledby="pw-timeline-heading">
      <h3 id="pw-timeline-heading" className="panel__title">
        Zeitleiste
      </h3>
      {entries.length === 0 ? (
        <p className="muted">Noch keine Einträge.</p>
      ) : (
        <ol className="pw-timeline">
          {shown.map((e) => (
            <li key={`${e.kind}-${e.id}`} className={`pw-timeline__item pw-timeline__item--${e.kind}${e.on > today ? " is-future" : ""}`}>
              <span className="pw-timeline__date">{formatGermanDate(e.on)}</span>
              <span className="pw-timeline__kind">{KIND_LABELS[e.kind]}</span>
              <span className="pw-timeline__title">{e.title}</span>
              {e.detail ? <span className="pw-timeline__detail">{e.detail}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {shown.length < entries.length ? (
        <button type="button" className="button button--small" onClick={() => setAll(true)}>
          Gesamte Zeitleiste anzeigen ({countOf(entries.length, "Eintrag", "Einträge")})
        </button>
      ) : null}
    </section>
  );
}

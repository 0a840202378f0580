/** Dates and consultation deadlines of a procedure; reminders go out when the lead time begins and on the day. */
import { countOf, pluralOf } from "#shared/plural.ts";
import { useState } from "react";
import { berlinDate, daysBetween, formatGermanDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { DATE_KIND_LABELS } from "../../domain/labels.ts";
import type { ProcedureDate, ProcedureDetail } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { DateDialog } from "./DateDialog.tsx";

function dueText(dueOn: string, today: string): string {
  const days = daysBetween(today, dueOn);
  if (days < 0) return "vorbei";
  if (days === 0) return "heute";
  return pluralOf(days, "morgen", `in ${countOf(days, "Tag", "Tagen")}`);
}

export function DatesSection({ procedure, canEdit }: { procedure: ProcedureDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState<ProcedureDate | "new" | null>(null);
  const remove = useChange<ProcedureDate>({
    run: (d) => politicalApi.deleteDate.call({ params: { id: d.id }, query: { version: d.version } }),
    success: "Termin gelöscht",
    failure: "Termin nicht gelöscht",
  });
  const today = berlinDate(browserNow());
  return (
    <section className="panel pw-section" aria-labelledby="pw-dates-heading">
      <div className="pw-section__head">
        <h3 id="pw-dates-heading" className="panel__title">
          Termine und Fristen
        </h3>
        {canEdit ? (
          <button type="button" className="button button--small" onClick={() => setEditing("new")}>
            Termin hinzufügen
          </button>
        ) : null}
      </div>
      {procedure.dates.length === 0 ? (
        <p className="muted">Keine Termine erfasst.</p>
      ) : (
        <ul className="pw-dates">
          {procedure.dates.map((d) => (
            <li key={d.id} className={d.dueOn < today ? "pw-date is-past" : d.kind === "consultation_deadline" ? "pw-date is-deadline" : "pw-date"}>
              <span className="pw-date__day">{formatGermanDate(d.dueOn)}</span>
              <span className="pw-date__what">
                <strong>{DATE_KIND_LABELS[d.kind]}:</strong> {d.title}
                {d.notes ? <span className="muted"> – {d.notes}</span> : null}
              </span>
              <span className="pw-date__due">{dueText(d.dueOn, today)}</span>
              {canEdit ? (
                <span className="pw-row-actions">
                  <button type="button" className="button button--small" onClick={() => setEditing(d)} aria-label={`${d.title} bearbeiten`}>
                    Bearbeiten
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    onClick={() => remove.mutate(d)}
                    aria-label={`${d.title} löschen`}
                  >
                    Löschen
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <DateDialog procedureId={procedure.id} date={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

/** The gathered report, section by section as the register asks; missing entries are named first. */
import { formatGermanDateTime } from "#shared/dates.ts";
import { formatGermanDate } from "#shared/dates.ts";
import type { LobbyReport } from "../../schema/lobby.ts";

const euro = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** The screen lists the first entries of a long section; the filed CSV has every one. */
function MoreInCsv({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className="muted">
      Angezeigt: die ersten {shown} von {total}. Alle stehen im CSV-Export („Bericht als CSV“).
    </p>
  );
}

export function LobbyReportView({ report: r, recomputing, onRecompute }: { report: LobbyReport; recomputing: boolean; onRecompute: () => void }) {
  const e = r.entered;
  return (
    <div className="pw-report">
      <p className="muted">
        Stand der gesammelten Angaben: {formatGermanDateTime(r.computedAt)} Uhr (stündlich neu berechnet; der CSV-Export rechnet neu){" "}
        <button type="button" className="button button--small" onClick={onRecompute} disabled={recomputing} aria-busy={recomputing}>
          {recomputing ? "Wird neu berechnet …" : "Jetzt neu berechnen"}
        </button>
      </p>
      {r.missing.length ? (
        <div className="notice pw-notice--warning" role="status">
          <p className="notice__title">Noch nicht erfasst</p>
          <ul>
            {r.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="pw-kpis">
        <section className="panel pw-kpi" aria-labelledby="pw-lobby-members">
          <h3 id="pw-lobby-members" className="pw-kpi__label">
            Mitglieder am 31.12.{r.year}
          </h3>
          <p className="pw-kpi__value">{r.members.total}</p>
          <p className="muted">{r.members.byClass.map((c) => `${c.count} ${c.label}`).join(", ") || "keine"}</p>
        </section>
        <section className="panel pw-kpi" aria-labelledby="pw-lobby-staff">
          <h3 id="pw-lobby-staff" className="pw-kpi__label">
            Beschäftigte in der Interessenvertretung
          </h3>
          <p className="pw-kpi__value">{e.employeesCount ?? "–"}</p>
          <p className="muted">{e.employeesFte !== null ? `${decimal.format(e.employeesFte)} Vollzeitäquivalente` : "Vollzeitäquivalente fehlen"}</p>
        </section>
        <section className="panel pw-kpi" aria-labelledby="pw-lobby-money">
          <h3 id="pw-lobby-money" className="pw-kpi__label">
            Finanzielle Aufwendungen
          </h3>
          <p className="pw-kpi__value">{e.expenditureBand ?? "–"}</p>
          <p className="muted">{e.expenditureEuros !== null ? `erfasst: ${euro.format(e.expenditureEuros)} Euro` : "noch nicht erfasst"}</p>
        </section>
      </div>
      <section className="panel pw-section" aria-labelledby="pw-lobby-activity">
        <h3 id="pw-lobby-activity" className="panel__title">
          Tätigkeit und Interessenbereiche
        </h3>
        <p>{e.activityDescription ?? <span className="muted">Keine Beschreibung erfasst.</span>}</p>
        <ul className="pw-tags" aria-label="Interessen- und Vorhabenbereiche">
          {r.topics.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className="panel pw-section" aria-labelledby="pw-lobby-projects">
        <h3 id="pw-lobby-projects" className="panel__title">
          Regelungsvorhaben ({r.regulatoryProjectsTotal})
        </h3>
        {r.regulatoryProjects.length === 0 ? <p className="muted">Keine Verfahren auf Bundes- oder EU-Ebene mit Aktivität in {r.year}.</p> : null}
        <MoreInCsv shown={r.regulatoryProjects.length} total={r.regulatoryProjectsTotal} />
        <ul className="pw-report-list">
          {r.regulatoryProjects.map((p) => (
            <li key={p.id}>
              <strong>{p.title}</strong>
              <span className="muted"> · {[p.level, p.stage, p.printedPapers.join(", ")].filter(Boolean).join(" · ")}</span>
              {p.positions.map((position) => (
                <p key={position.id} className="pw-report-list__detail">
                  Position: {position.title}
                  {position.summary ? ` – ${position.summary}` : ""}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </section>
      <section className="panel pw-section" aria-labelledby="pw-lobby-statements">
        <h3 id="pw-lobby-statements" className="panel__title">
          Grundlegende Stellungnahmen ({r.statementsTotal})
        </h3>
        {r.statements.length === 0 ? <p className="muted">Keine in {r.year} beschlossene Position.</p> : null}
        <MoreInCsv shown={r.statements.length} total={r.statementsTotal} />
        <ul className="pw-report-list">
          {r.statements.map((s) => (
            <li key={s.id}>
              <strong>{s.title}</strong>
              <span className="muted">
                {" "}
                · {s.status}
                {s.adoptedOn ? `, ${formatGermanDate(s.adoptedOn)}` : ""}
                {s.procedureTitles.length ? ` · zu: ${s.procedureTitles.join(", ")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="pw-detail__grid">
        <section className="panel pw-section" aria-labelledby="pw-lobby-addressees">
          <h3 id="pw-lobby-addressees" className="panel__title">
            Kontakte nach Adressat
          </h3>
          <table className="pw-mini-table">
            <caption className="visually-hidden">Durchgeführte Aktionen nach Adressat</caption>
            <thead>
              <tr>
                <th scope="col">Adressat</th>
                <th scope="col">Aktionen</th>
              </tr>
            </thead>
            <tbody>
              {r.contactsByAddressee.map((a) => (
                <tr key={a.key}>
                  <th scope="row">{a.label}</th>
                  <td>{a.actions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="panel pw-section" aria-labelledby="pw-lobby-grants">
          <h3 id="pw-lobby-grants" className="panel__title">
            Zuwendungen und Schenkungen über 20.000 Euro
          </h3>
          {e.grants.length === 0 ? <p className="muted">Keine erfasst.</p> : null}
          <ul className="pw-report-list">
            {e.grants.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: grants have no id and this list is read-only (never reordered or edited in place)
              <li key={i}>
                <strong>{g.giver}</strong> ({g.seat}): {g.description} · {g.band}
                {g.reportable ? "" : <span className="muted"> · unter der Meldeschwelle</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/**
 * Lobby register help (ADR 173): the figures and topics the Bundestag's lobby register asks for,
 * gathered from the workbench for a year, plus the figures only people know (entered here).
 */
import { yearsSinceFounding } from "#shared/association.ts";
import { useState } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { politicalApi, useLobbyReport } from "../political-api.ts";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { LobbyFiguresDialog } from "./LobbyFiguresDialog.tsx";
import { LobbyReportView } from "./LobbyReportView.tsx";

export function LobbyArea() {
  const thisYear = Number(berlinDate(browserNow()).slice(0, 4));
  const [year, setYear] = useState(thisYear - 1);
  const [editing, setEditing] = useState(false);
  const [recomputed, setRecomputed] = useState(0);
  const report = useLobbyReport(year, true, recomputed);
  const years = yearsSinceFounding(thisYear, thisYear - 5);
  return (
    <div className="pw-lobby">
      <div className="pw-toolbar">
        <div className="filter-bar pw-filters">
          <SelectField
            id="pw-lobby-year"
            label="Berichtsjahr"
            value={String(year)}
            placeholder="Jahr wählen"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            onChange={(e) => setYear(Number(e.target.value) || thisYear - 1)}
          />
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setEditing(true)} disabled={!report.isSuccess}>
            Angaben bearbeiten
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void downloadOrToast(politicalApi.lobbyReportCsv.url({ params: { year } }), `lobbyregister-${year}.csv`)}
          >
            Bericht als CSV
          </button>
        </div>
      </div>
      <p className="pw-note">
        Der Bericht sammelt, was das Lobbyregister des Bundestages jährlich abfragt (§ 3 LobbyRG). Er übermittelt nichts: Übernehmen Sie die Angaben in das
        Formular des Registers.
      </p>
      {report.isPending ? <Spinner label="Bericht wird zusammengestellt …" /> : null}
      {report.isError ? <QueryError error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.isSuccess ? <LobbyReportView report={report.data} recomputing={report.isFetching} onRecompute={() => setRecomputed((n) => n + 1)} /> : null}
      {editing && report.isSuccess ? <LobbyFiguresDialog report={report.data} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

/** Attendance: the live quorum, who is there with which votes, check-in at the door, proxies. */
import { countOf } from "#shared/plural.ts";
import { useState } from "react";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import type { AssemblyDetail, AttendanceView } from "../../schema/views.ts";
import { assemblyApi, useAssemblyCommand, usePeople } from "../assembly-api.ts";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";

/** The record's statement: the live quorum, or the quorum as it stood when the assembly closed (as in the minutes). */
export function QuorumBanner({ quorum, statement }: { quorum: AssemblyDetail["quorum"]; statement: string }) {
  return (
    <div className={`quorum ${quorum.quorate ? "quorum--yes" : "quorum--no"}`} role="status" aria-live="polite">
      <span className="quorum__figure" aria-hidden="true">
        {quorum.votingMembers}
      </span>
      <span>{statement}</span>
    </div>
  );
}

function presenceTone(a: AttendanceView): "success" | "info" | "neutral" {
  if (a.present) return "success";
  return a.attended ? "neutral" : "info";
}

const peopleCount = (n: number) => countOf(n, "Person", "Personen");

export function AttendancePanel({ detail }: { detail: AssemblyDetail }) {
  const id = detail.assembly.id;
  const running = detail.assembly.status === "running";
  const checkIn = useAssemblyCommand(
    id,
    (input: { userId: string; mode: "in_person" | "online"; present: boolean }) => assemblyApi.recordAttendance.call({ params: { id }, body: input }),
    "Anwesenheit aktualisiert",
  );
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const people = usePeople(q);
  const state = detail.attendanceState;

  return (
    <section className="assembly__section" aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">Anwesenheit und Beschlussfähigkeit</h2>
      <QuorumBanner quorum={detail.quorum} statement={state.statement} />
      {running ? (
        <div className="filter-bar">
          <SearchField
            id="attendance-search"
            label="Person am Eingang einchecken"
            placeholder="Name, E-Mail oder Unternehmen"
            value={search}
            onChange={setSearch}
          />
        </div>
      ) : null}
      {running && people.data ? (
        <ul className="agenda" aria-label="Gefundene Personen">
          {people.data.items.map((p) => (
            <li key={p.userId} className="agenda__item">
              {p.name} <span className="muted">· {p.organizationName ?? "ohne Mitgliedsunternehmen"}</span>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => checkIn.mutate({ userId: p.userId, mode: "in_person", present: true })}
                >
                  Vor Ort einchecken
                </button>
                <button type="button" className="button button--small" onClick={() => checkIn.mutate({ userId: p.userId, mode: "online", present: true })}>
                  Online einchecken
                </button>
              </div>
            </li>
          ))}
          {people.data.items.length === 0 ? <li className="muted">Keine Person gefunden.</li> : null}
        </ul>
      ) : null}
      {detail.attendance.length === 0 ? <p className="muted">Noch niemand angemeldet.</p> : null}
      <div className="table-scroll" hidden={detail.attendance.length === 0}>
        <table className="data-table">
          <caption className="visually-hidden">Angemeldete und anwesende Personen</caption>
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Mitglied</th>
              <th scope="col">Teilnahme</th>
              <th scope="col">Eigenschaft</th>
              <th scope="col">Stimmen</th>
              <th scope="col">{state.final ? "Bei Schluss" : "Status"}</th>
            </tr>
          </thead>
          <tbody>
            {detail.attendance.map((a) => (
              <tr key={a.userId}>
                <td data-label="Person">
                  <div>
                    {a.name}
                    {a.presidium ? (
                      <>
                        {" "}
                        <StatusBadge tone="info">Vorstand</StatusBadge>
                      </>
                    ) : null}
                    {a.officeLabel ? (
                      <>
                        <br />
                        <span className="muted">{a.officeLabel}</span>
                      </>
                    ) : null}
                  </div>
                </td>
                <td data-label="Mitglied">{a.organizationName ?? "–"}</td>
                <td data-label="Teilnahme">{a.mode === "online" ? "Online" : "Vor Ort"}</td>
                <td data-label="Eigenschaft">
                  <div>
                    {a.capacityLabel}
                    <br />
                    <span className="muted">{a.authorityLabel ?? "ohne Vertretungsbefugnis"}</span>
                  </div>
                </td>
                <td data-label="Stimmen">
                  <div>
                    {a.votesLabel}
                    {a.proxiesFor.length > 0 ? (
                      <>
                        <br />
                        <span className="muted">mit Vollmacht für {a.proxiesFor.join(", ")}</span>
                      </>
                    ) : null}
                  </div>
                </td>
                <td data-label={state.final ? "Bei Schluss" : "Status"}>
                  <div>
                    <StatusBadge tone={presenceTone(a)}>{a.statusLabel}</StatusBadge>
                    {running ? (
                      a.present ? (
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => checkIn.mutate({ userId: a.userId, mode: a.mode, present: false })}
                        >
                          Abmelden
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => checkIn.mutate({ userId: a.userId, mode: a.mode, present: true })}
                        >
                          Einchecken
                        </button>
                      )
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        {state.final ? `${peopleCount(state.presentPeople)} bei Schluss der Versammlung anwesend.` : `${peopleCount(state.presentPeople)} anwesend.`}
      </p>
      {detail.proxies.length > 0 ? (
        <>
          <h3>Vollmachten (§ 7 Abs. 1 Satzung)</h3>
          <ul>
            {detail.proxies.map((p) => (
              <li key={p.grantorId}>
                {p.grantor} → {p.holder}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

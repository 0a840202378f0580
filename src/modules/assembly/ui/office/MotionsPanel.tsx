/** Motions of the members: deadline status, support against the statutes' thresholds, the office's decision. */
import { countOf } from "#shared/plural.ts";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import type { AssemblyDetail, MotionView } from "../../schema/views.ts";
import { date, dateTime, MOTION_STATUS_LABELS } from "../labels.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

export function MotionsPanel({ detail }: { detail: AssemblyDetail }) {
  const id = detail.assembly.id;
  const decide = useAssemblyCommand(
    id,
    ({ motion, decision }: { motion: MotionView; decision: "admitted" | "inadmissible" }) =>
      assemblyApi.decideMotion.call({
        params: { id: motion.id },
        body: { decision, note: null, agendaItemId: null, repeatsMotionId: null, version: motion.version },
      }),
    "Entscheidung gespeichert",
  );
  return (
    <section className="assembly__section" aria-labelledby="motions-heading">
      <h2 id="motions-heading">Anträge</h2>
      <p className="muted">Frist für Anträge: {date(detail.convocation.motionDeadline)} (14 Tage vor der Versammlung, § 4 Abs. 4 Satzung).</p>
      {detail.motions.length === 0 ? <p className="muted">Keine Anträge eingegangen.</p> : null}
      {detail.motions.map((m) => (
        <article key={m.id} className="voting__card">
          <h3 className="voting__card-title">
            {m.title}{" "}
            <StatusBadge tone={m.status === "admitted" || m.status === "voted" ? "success" : m.status === "inadmissible" ? "danger" : "info"}>
              {MOTION_STATUS_LABELS[m.status] ?? m.status}
            </StatusBadge>
            {m.late ? <StatusBadge tone="warning">Verspätet</StatusBadge> : null}
          </h3>
          <p className="muted">
            {m.categoryLabel} · {m.filedBy}
            {m.receivedAt ? ` · eingegangen ${dateTime(m.receivedAt)}` : ""}
          </p>
          <p className="agenda__text">{m.body}</p>
          {m.reasons ? <p className="agenda__text muted">Begründung: {m.reasons}</p> : null}
          {m.supportNeeded !== null ? (
            <p>
              {m.category === "dissolution" ? "Eingereicht von" : "Unterstützt von"} {countOf(m.supporters, "Mitglied", "Mitgliedern")}; nötig:{" "}
              {m.supportNeeded}
              {m.category === "dissolution" ? " (mehr als ein Drittel der Mitglieder, § 7 Abs. 4)" : " (zehn Prozent der Stimmberechtigten, § 4 Abs. 9)"}.
            </p>
          ) : null}
          {m.statusNote ? <p className="notice">{m.statusNote}</p> : null}
          {(m.status === "submitted" || m.status === "inadmissible") && detail.assembly.status !== "closed" ? (
            <div className="button-row">
              <button
                type="button"
                className="button button--small button--primary"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ motion: m, decision: "admitted" })}
              >
                Zur Tagesordnung zulassen
              </button>
              {m.status === "submitted" ? (
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ motion: m, decision: "inadmissible" })}
                >
                  Als unzulässig markieren
                </button>
              ) : null}
            </div>
          ) : null}
        </article>
      ))}
    </section>
  );
}

/**
 * Ballots: prepare (motion or election), open with the quorum check, watch the turnout, record a
 * show of hands, close; the declared result shows the applied rule and the counting interpretation.
 */
import { useState } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { closingConfirmation, turnoutText } from "../../domain/ballots.ts";
import type { AssemblyDetail, BallotView } from "../../schema/views.ts";
import { BallotResult } from "../BallotResult.tsx";
import { BALLOT_STATUS_LABELS, BALLOT_STATUS_TONES, dateTime } from "../labels.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";
import { CreateBallotDialog } from "./CreateBallotDialog.tsx";
import { CreateElectionDialog } from "./CreateElectionDialog.tsx";
import { RecordCountsDialog } from "./RecordCountsDialog.tsx";

export function BallotsPanel({ detail }: { detail: AssemblyDetail }) {
  const id = detail.assembly.id;
  const [creating, setCreating] = useState<"motion" | "election" | null>(null);
  const [recording, setRecording] = useState<BallotView | null>(null);
  const [closing, setClosing] = useState<BallotView | null>(null);
  const open = useAssemblyCommand(id, (ballotId: string) => assemblyApi.openBallot.call({ params: { id: ballotId } }), "Abstimmung geöffnet");
  const close = useAssemblyCommand(
    id,
    (ballotId: string) => assemblyApi.closeBallot.call({ params: { id: ballotId }, body: { invalid: 0 } }),
    "Abstimmung geschlossen, Ergebnis festgestellt",
  );
  // Ballots belong to a convened assembly (the server refuses them in a draft, issue 23).
  const preparing = detail.assembly.status === "invited" || detail.assembly.status === "running";
  const present = detail.quorum.votingMembers;

  return (
    <section className="assembly__section" aria-labelledby="ballots-heading">
      <h2 id="ballots-heading">
        Abstimmungen und Wahlen
        {preparing ? (
          <span className="button-row">
            <button type="button" className="button button--small" onClick={() => setCreating("motion")}>
              Abstimmung vorbereiten
            </button>
            <button type="button" className="button button--small" onClick={() => setCreating("election")}>
              Wahl vorbereiten
            </button>
          </span>
        ) : null}
      </h2>
      {detail.assembly.status === "draft" ? <p className="muted">Abstimmungen und Wahlen werden vorbereitet, sobald zur Versammlung eingeladen ist.</p> : null}
      {detail.ballots.length === 0 && detail.assembly.status !== "draft" ? <p className="muted">Noch keine Abstimmung vorbereitet.</p> : null}
      {detail.ballots.map((b) => (
        <article key={b.id} className={`ballot${b.status === "open" ? " ballot--open" : ""}`} aria-labelledby={`ballot-${b.id}`}>
          <h3 className="ballot__title" id={`ballot-${b.id}`}>
            {b.title} <StatusBadge tone={BALLOT_STATUS_TONES[b.status]}>{BALLOT_STATUS_LABELS[b.status]}</StatusBadge>
          </h3>
          <p className="muted">
            {b.modeLabel}
            {b.secretDemanded ? " – geheime Wahl verlangt (§ 7 Abs. 5 Satzung)" : ""}
            {b.openedAt ? ` · geöffnet ${dateTime(b.openedAt)}` : ""}
            {b.closedAt ? ` · geschlossen ${dateTime(b.closedAt)}` : ""}
          </p>
          {b.status !== "closed" ? <p className="muted">Antworten: {b.options.map((o) => o.label).join(" · ")}</p> : null}
          {b.status === "open" && b.mode !== "open" ? (
            <p aria-live="polite">
              {turnoutText(b.participation, present)}
              {b.mode === "secret" ? " – das Ergebnis erscheint erst nach dem Schließen." : "."}
            </p>
          ) : null}
          {b.status === "draft" && detail.assembly.status === "running" ? (
            <button type="button" className="button button--primary" disabled={open.isPending} onClick={() => open.mutate(b.id)}>
              Abstimmung öffnen
            </button>
          ) : null}
          {b.status === "open" ? (
            b.mode === "open" ? (
              <button type="button" className="button button--primary" onClick={() => setRecording(b)}>
                Ergebnis erfassen und schließen
              </button>
            ) : (
              <button type="button" className="button button--primary" disabled={close.isPending} onClick={() => setClosing(b)}>
                Abstimmung schließen …
              </button>
            )
          ) : null}
          {b.result ? <BallotResult result={b.result} caption={`Ergebnis: ${b.title}`} /> : null}
        </article>
      ))}
      <CreateBallotDialog open={creating === "motion"} detail={detail} onClose={() => setCreating(null)} />
      <CreateElectionDialog open={creating === "election"} detail={detail} onClose={() => setCreating(null)} />
      {closing ? (
        <ConfirmDialog
          open
          title="Abstimmung schließen"
          // The figures of the latest refresh (every 3 seconds while the assembly runs).
          text={closingConfirmation(detail.ballots.find((b) => b.id === closing.id)?.participation ?? closing.participation, present)}
          confirmLabel="Schließen und Ergebnis feststellen"
          pending={close.isPending}
          onCancel={() => setClosing(null)}
          onConfirm={() => close.mutate(closing.id, { onSettled: () => setClosing(null) })}
        />
      ) : null}
      {recording ? <RecordCountsDialog ballot={recording} assemblyId={id} present={present} onClose={() => setRecording(null)} /> : null}
    </section>
  );
}

/**
 * The open ballot for a member's representative: one set of answer buttons per vote held (own
 * company and proxies). A secret vote is confirmed without echoing the choice.
 */
import { useState } from "react";
import type { MemberAssemblyView } from "../../schema/views.ts";
import { assemblyApi } from "../assembly-api.ts";
import { useMemberCommand } from "../member-assembly-api.ts";

export function VotePanel({ view }: { view: MemberAssemblyView }) {
  const ballot = view.openBallot!;
  const [pending, setPending] = useState<string | null>(null);
  const vote = useMemberCommand(
    view.assembly.id,
    (input: { organizationId: string; optionKey: string }) => assemblyApi.castVote.call({ params: { id: ballot.id }, body: input }),
    "Ihre Stimme wurde gezählt",
  );
  const demand = useMemberCommand(view.assembly.id, () => assemblyApi.demandSecretBallot.call({ params: { id: ballot.id } }), "Geheime Wahl verlangt");

  if (ballot.mode === "open") {
    return <p className="notice">Offene Abstimmung per Handzeichen: Die Versammlungsleitung erfasst das Ergebnis.</p>;
  }
  if (view.myVotes.length === 0) {
    return (
      <p className="notice">
        {view.right === "advisory"
          ? "Ihr Unternehmen nimmt mit beratender Stimme teil und stimmt nicht ab (§ 3 Satzung)."
          : !view.registration?.checkedInAt || view.registration.leftAt
            ? "Um abzustimmen, müssen Sie in der Versammlung eingecheckt sein."
            : "Für Sie ist keine Vertretungsbefugnis hinterlegt; abstimmen kann, wer das Unternehmen kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung)."}
      </p>
    );
  }
  return (
    <div className="votes-held">
      {ballot.subject === "election" && ballot.mode !== "secret" ? (
        <p>
          <button type="button" className="button button--small" onClick={() => demand.mutate(undefined)} disabled={demand.isPending}>
            Geheime Wahl verlangen
          </button>
        </p>
      ) : null}
      {view.myVotes.map((v) => (
        <fieldset key={v.organizationId} className="fieldset">
          <legend>
            Stimme für {v.name}
            {v.viaProxy ? " (Vollmacht)" : ""}
          </legend>
          {v.castInOpenBallot ? (
            <p className="notice" role="status">
              Die Stimme für {v.name} ist abgegeben und gezählt.
            </p>
          ) : (
            <div className="ballot__choices">
              {ballot.options.map((o) => (
                <button
                  key={o.key}
                  type="button"
                  className={`button${o.key === "abstain" ? "" : " button--primary"}`}
                  disabled={vote.isPending}
                  aria-busy={pending === `${v.organizationId}:${o.key}`}
                  onClick={() => {
                    setPending(`${v.organizationId}:${o.key}`);
                    vote.mutate({ organizationId: v.organizationId, optionKey: o.key }, { onSettled: () => setPending(null) });
                  }}
                >
                  {ballot.subject === "election" && o.key !== "abstain" && o.key !== "no" && ballot.options.length === 3 ? `Ja – ${o.label}` : o.label}
                </button>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <p className="muted">
        {ballot.mode === "secret"
          ? "Geheime Abstimmung: Es wird gespeichert, dass Ihr Unternehmen abgestimmt hat, aber nicht wie."
          : "Namentliche Abstimmung: Ihre Stimme wird mit dem Namen Ihres Unternehmens protokolliert."}
      </p>
    </div>
  );
}

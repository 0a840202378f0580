/** A declared result: the figures, the outcome, the quorum when the ballot closed, the applied rule and how abstentions count (ADR 150). */
import type { StoredResult } from "../schema/views.ts";
import { ballotQuorumStatement } from "../domain/quorum.ts";

export function BallotResult({ result, caption }: { result: StoredResult; caption: string }) {
  return (
    <div className="result">
      <table className="result__table">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.votes}</td>
            </tr>
          ))}
          {result.invalid > 0 ? (
            <tr>
              <th scope="row">Ungültig</th>
              <td>{result.invalid}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p className="result__outcome">{result.outcomeText}</p>
      <p className="result__rule">{ballotQuorumStatement(result.quorumLabel)}</p>
      <p className="result__rule">Angewandte Regel: {result.ruleText}.</p>
      <p className="result__interpretation">{result.interpretation}</p>
    </div>
  );
}

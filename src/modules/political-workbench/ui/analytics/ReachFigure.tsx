/** Stakeholders reached against those targeted: two numbers and a bar, no chart library needed. */
import type { CampaignAnalytics } from "../../schema/analytics.ts";

export function ReachFigure({ reach }: { reach: CampaignAnalytics["reach"] }) {
  const share = reach.targeted ? Math.round((reach.reached / reach.targeted) * 100) : 0;
  return (
    <figure className="panel pw-chart" aria-labelledby="pw-chart-reach">
      <figcaption id="pw-chart-reach" className="panel__title">
        Erreichte Zielpersonen
      </figcaption>
      <p className="pw-kpi__value">
        {reach.reached} <span className="muted">von {reach.targeted}</span>
      </p>
      <div className="pw-meter pw-meter--large" role="img" aria-label={`${share} Prozent der Zielpersonen erreicht`}>
        <span style={{ inlineSize: `${share}%` }} />
      </div>
      <table className="pw-mini-table">
        <caption className="visually-hidden">Reichweite</caption>
        <tbody>
          <tr>
            <th scope="row">Zielpersonen</th>
            <td>{reach.targeted}</td>
          </tr>
          <tr>
            <th scope="row">davon erreicht</th>
            <td>
              {reach.reached} ({share} %)
            </td>
          </tr>
          <tr>
            <th scope="row">weitere erreichte Personen</th>
            <td>{reach.reachedBeyondTargets}</td>
          </tr>
        </tbody>
      </table>
    </figure>
  );
}

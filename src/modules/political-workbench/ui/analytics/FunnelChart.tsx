/** The outcome funnel: each step a subset of the one before (ADR 172). */
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { CampaignAnalytics } from "../../schema/analytics.ts";
import { AXIS_COLOR, BAR_COLOR } from "./chart-colors.ts";
import { ChartFigure } from "./ChartFigure.tsx";

export function FunnelChart({ funnel }: { funnel: CampaignAnalytics["funnel"] }) {
  const first = funnel[0]?.count ?? 0;
  return (
    <ChartFigure
      id="funnel"
      title="Ergebnis-Trichter"
      chart={
        <ResponsiveContainer width="100%" height={210}>
          <BarChart accessibilityLayer={false} data={funnel} layout="vertical" margin={{ top: 4, right: 40, bottom: 0, left: 0 }}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={170} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
            <Bar dataKey="count" fill={BAR_COLOR} isAnimationActive={false}>
              <LabelList dataKey="count" position="right" fill={AXIS_COLOR} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="pw-mini-table">
          <caption className="visually-hidden">Ergebnis-Trichter</caption>
          <thead>
            <tr>
              <th scope="col">Schritt</th>
              <th scope="col">Aktionen</th>
              <th scope="col">Anteil</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((f) => (
              <tr key={f.step}>
                <th scope="row">{f.label}</th>
                <td>{f.count}</td>
                <td>{first ? `${Math.round((f.count / first) * 100)} %` : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

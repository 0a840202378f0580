/** Actions per calendar week, stacked by kind. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ACTION_KINDS, ACTION_KIND_LABELS } from "../../domain/labels.ts";
import type { WeekRow } from "../../schema/analytics.ts";
import { AXIS_COLOR, GRID_COLOR, KIND_COLORS } from "./chart-colors.ts";
import { ChartFigure } from "./ChartFigure.tsx";

export function WeeksChart({ weeks }: { weeks: WeekRow[] }) {
  const data = weeks.map((w) => ({ label: w.label.replace(/\/\d{4}$/, ""), ...w.counts }));
  const used = ACTION_KINDS.filter((k) => weeks.some((w) => w.counts[k] > 0));
  return (
    <ChartFigure
      id="weeks"
      wide
      title="Aktionen je Woche"
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={GRID_COLOR} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: AXIS_COLOR, fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {used.map((kind) => (
              <Bar key={kind} dataKey={kind} name={ACTION_KIND_LABELS[kind]} stackId="kinds" fill={KIND_COLORS[kind]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <details>
          <summary>Zahlen je Woche</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <div className="data-table" role="region" aria-label="Aktionen je Woche" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Woche</th>
                  {ACTION_KINDS.map((k) => (
                    <th key={k} scope="col">
                      {ACTION_KIND_LABELS[k]}
                    </th>
                  ))}
                  <th scope="col">Summe</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">{w.label}</th>
                    {ACTION_KINDS.map((k) => (
                      <td key={k}>{w.counts[k]}</td>
                    ))}
                    <td>{w.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      }
    />
  );
}

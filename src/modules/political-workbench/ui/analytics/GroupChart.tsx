/** Interactions grouped by party or institution, as horizontal bars and a table. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_COLOR, BAR_COLOR, GRID_COLOR } from "./chart-colors.ts";
import { ChartFigure } from "./ChartFigure.tsx";

export function GroupChart({ id, title, rows }: { id: string; title: string; rows: { key: string; label: string; count: number }[] }) {
  const shown = rows.slice(0, 10);
  return (
    <ChartFigure
      id={id}
      title={title}
      chart={
        rows.length === 0 ? (
          <p className="muted">Keine Kontakte im Zeitraum.</p>
        ) : (
          <ResponsiveContainer width="100%" height={40 + shown.length * 34}>
            <BarChart accessibilityLayer={false} data={shown} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={GRID_COLOR} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
              <YAxis type="category" dataKey="label" width={150} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="count" name="Kontakte" fill={BAR_COLOR} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <table className="pw-mini-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{id === "party" ? "Partei" : "Institution"}</th>
              <th scope="col">Kontakte</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

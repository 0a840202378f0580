/** Interactions grouped by party or institution: the ten largest as bars, every one in the table. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartSection } from "#ui/charts/ChartSection.tsx";
import { AXIS_COLOR, BAR_COLOR, GRID_COLOR } from "./chart-colors.ts";

export function GroupChart({ id, title, rows }: { id: "party" | "institution"; title: string; rows: { key: string; label: string; count: number }[] }) {
  const shown = rows.slice(0, 10);
  const table = { header: [id === "party" ? "Partei" : "Institution", "Kontakte"], rows: rows.map((r) => [r.label, r.count]) };
  return (
    <ChartSection
      title={title}
      description="Kontakte mit Personen im Zeitraum; das Diagramm zeigt die zehn häufigsten."
      fileName={id === "party" ? "kontakte-nach-partei" : "kontakte-nach-institution"}
      table={table}
    >
      <ResponsiveContainer width="100%" height={40 + shown.length * 34}>
        <BarChart accessibilityLayer={false} data={shown} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_COLOR} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name="Kontakte" fill={BAR_COLOR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

/** Actions per calendar week, stacked by kind (ChartSection: the chart, its table and CSV). */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartSection } from "#ui/charts/ChartSection.tsx";
import { ACTION_KINDS, ACTION_KIND_LABELS } from "../../domain/labels.ts";
import type { WeekRow } from "../../schema/analytics.ts";
import { AXIS_COLOR, GRID_COLOR, KIND_COLORS } from "./chart-colors.ts";

export function WeeksChart({ weeks }: { weeks: WeekRow[] }) {
  const data = weeks.map((w) => ({ label: w.label.replace(/\/\d{4}$/, ""), ...w.counts }));
  const used = ACTION_KINDS.filter((k) => weeks.some((w) => w.counts[k] > 0));
  const table = {
    header: ["Woche", ...ACTION_KINDS.map((k) => ACTION_KIND_LABELS[k]), "Summe"],
    rows: weeks.map((w) => [w.label, ...ACTION_KINDS.map((k) => w.counts[k]), w.total]),
  };
  return (
    <ChartSection title="Aktionen je Woche" description="Aktionen je Kalenderwoche, nach Art gestapelt." fileName="aktionen-je-woche" table={table}>
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
    </ChartSection>
  );
}

/** The chart shapes the analytics screen draws, on recharts (SVG; loaded with this screen only). */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { colourAt, numberFormat } from "./palette.ts";

export interface Series {
  key: string;
  label: string;
}

type Row = Record<string, string | number>;

const HEIGHT = 300;
const axisProps = { tick: { fill: "#4a5968", fontSize: 12 }, stroke: "#d3dce5" } as const;
const formatNumber = (value: unknown) => (typeof value === "number" ? numberFormat.format(value) : String(value));

export function StackedBars({ data, series, xKey }: { data: Row[]; series: Series[]; xKey: string }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e6eef5" vertical={false} />
        <XAxis dataKey={xKey} {...axisProps} />
        <YAxis allowDecimals={false} width={40} {...axisProps} tickFormatter={formatNumber} />
        <Tooltip formatter={formatNumber} />
        <Legend />
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} stackId="stack" fill={colourAt(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function Lines({ data, series, xKey, unit }: { data: Row[]; series: Series[]; xKey: string; unit?: string }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e6eef5" vertical={false} />
        <XAxis dataKey={xKey} {...axisProps} />
        <YAxis width={56} {...axisProps} tickFormatter={formatNumber} unit={unit} />
        <Tooltip formatter={formatNumber} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={colourAt(i)}
            strokeWidth={2}
            dot={data.length <= 24}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function HorizontalBars({ data, series, yKey }: { data: Row[]; series: Series[]; yKey: string }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 44 + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e6eef5" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axisProps} tickFormatter={formatNumber} />
        <YAxis type="category" dataKey={yKey} width={150} {...axisProps} />
        <Tooltip formatter={formatNumber} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={colourAt(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * The charts, drawn with Recharts (SVG, React). This file is its own chunk: the library loads only
 * when the analytics screen draws its first chart, never with the app. Every chart sits next to
 * a table of the same numbers, so the SVG is hidden from screen readers and takes no focus.
 */
import { formatGermanDate } from "#shared/dates.ts";
import { countOf } from "#shared/plural.ts";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OverdueRow, WeekFigures } from "../../schema/analytics.ts";

const COLORS = { open: "#0b3a5b", done: "#166534", created: "#b8400b", cycle: "#1d6fd1", overdue: "#b42318" };
const tick = { fontSize: 12, fill: "#4a5968" };
const shortWeek = (iso: string) => formatGermanDate(iso).slice(0, 6);

export function OpenDoneChart({ weeks }: { weeks: WeekFigures[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#d3dce5" strokeDasharray="3 3" />
        <XAxis dataKey="weekStart" tickFormatter={shortWeek} tick={tick} minTickGap={24} />
        <YAxis allowDecimals={false} tick={tick} width={40} />
        <Tooltip labelFormatter={(v) => `Woche ab ${formatGermanDate(String(v))}`} />
        <Legend />
        <Line type="monotone" dataKey="openAtEnd" name="Offen" stroke={COLORS.open} strokeWidth={2} dot={false} />
        <Line type="monotone" dataKey="created" name="Neu angelegt" stroke={COLORS.created} strokeWidth={2} strokeDasharray="5 3" dot={false} />
        <Line type="monotone" dataKey="done" name="Erledigt" stroke={COLORS.done} strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ThroughputChart({ weeks }: { weeks: WeekFigures[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#d3dce5" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={shortWeek} tick={tick} minTickGap={24} />
        <YAxis allowDecimals={false} tick={tick} width={40} />
        <Tooltip labelFormatter={(v) => `Woche ab ${formatGermanDate(String(v))}`} />
        <Bar dataKey="done" name="Erledigt" fill={COLORS.done} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function CycleChart({ weeks }: { weeks: WeekFigures[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#d3dce5" strokeDasharray="3 3" />
        <XAxis dataKey="weekStart" tickFormatter={shortWeek} tick={tick} minTickGap={24} />
        <YAxis tick={tick} width={40} unit=" T" />
        <Tooltip labelFormatter={(v) => `Woche ab ${formatGermanDate(String(v))}`} formatter={(v) => [countOf(Number(v), "Tag", "Tage"), "Median"]} />
        <Line type="monotone" dataKey="medianCycleDays" name="Median in Tagen" stroke={COLORS.cycle} strokeWidth={2} connectNulls dot={{ r: 2 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function OverdueChart({ rows }: { rows: OverdueRow[] }) {
  const shown = rows.slice(0, 12);
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, shown.length * 34 + 40)}>
      <BarChart accessibilityLayer={false} data={shown} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="#d3dce5" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={tick} />
        <YAxis type="category" dataKey="name" tick={tick} width={170} />
        <Tooltip />
        <Bar dataKey="overdue" name="Überfällig" fill={COLORS.overdue} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

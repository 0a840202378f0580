/** The outcome funnel: each step a subset of the one before (ADR 172). */
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { ChartSection } from "#ui/charts/ChartSection.tsx";
import type { CampaignAnalytics } from "../../schema/analytics.ts";
import { AXIS_COLOR, BAR_COLOR } from "./chart-colors.ts";

export function FunnelChart({ funnel }: { funnel: CampaignAnalytics["funnel"] }) {
  const first = funnel[0]?.count ?? 0;
  const table = {
    header: ["Schritt", "Aktionen", "Anteil"],
    rows: funnel.map((f) => [f.label, f.count, first ? `${Math.round((f.count / first) * 100)} %` : null]),
  };
  return (
    <ChartSection
      title="Ergebnis-Trichter"
      description="Jeder Schritt zählt die Aktionen, die auch den vorigen erreicht haben."
      fileName="ergebnis-trichter"
      table={table}
      empty={first === 0}
    >
      <ResponsiveContainer width="100%" height={210}>
        <BarChart accessibilityLayer={false} data={funnel} layout="vertical" margin={{ top: 4, right: 40, bottom: 0, left: 0 }}>
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={170} tick={{ fill: AXIS_COLOR, fontSize: 12 }} />
          <Bar dataKey="count" fill={BAR_COLOR} isAnimationActive={false}>
            <LabelList dataKey="count" position="right" fill={AXIS_COLOR} fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

/** The analytics' date range (with presets) and campaign; German errors for a range that makes no sense. */
import type { ReactNode } from "react";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { analyticsQuerySchema } from "../../schema/analytics.ts";
import { rangePresets } from "../../domain/analytics-ranges.ts";
import { useCampaigns } from "../political-api.ts";

export interface Range {
  from: string;
  to: string;
  campaignId: string;
}

/** The 12 weeks up to today. */
export function defaultRange(): Range {
  const { from, to } = rangePresets(berlinDate(browserNow()))[1]!;
  return { from, to, campaignId: "" };
}

export function RangeForm({ value, onChange, children }: { value: Range; onChange: (next: Range) => void; children?: ReactNode }) {
  const campaigns = useCampaigns({});
  const parsed = analyticsQuerySchema.safeParse({ from: value.from, to: value.to, campaignId: value.campaignId || undefined });
  const errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const campaignOptions = (campaigns.data?.pages.flatMap((p) => p.items) ?? []).map((c) => ({ value: c.id, label: c.title }));
  return (
    <div className="pw-range">
      <div className="filter-bar pw-filters pw-filters--wide">
        <TextField
          id="pw-range-from"
          label="Von"
          type="date"
          value={value.from}
          error={errors.from}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
        <TextField id="pw-range-to" label="Bis" type="date" value={value.to} error={errors.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
        <SelectField
          id="pw-range-campaign"
          label="Kampagne"
          value={value.campaignId}
          placeholder="Alle Kampagnen"
          options={campaignOptions}
          onChange={(e) => onChange({ ...value, campaignId: e.target.value })}
        />
      </div>
      <div className="button-row pw-range__actions">
        {rangePresets(berlinDate(browserNow())).map((p) => (
          <button
            key={p.label}
            type="button"
            className="button button--small"
            aria-pressed={value.from === p.from && value.to === p.to}
            onClick={() => onChange({ ...value, from: p.from, to: p.to })}
          >
            {p.label}
          </button>
        ))}
        {children}
      </div>
    </div>
  );
}

/**
 * Keeps the analytics' usual ranges (the screen's quick choices up to today) computed, so that
 * opening the screen reads a snapshot instead of a year of audit entries (ADR 250); and drops
 * snapshots of other ranges nobody asked for again within two days.
 */
import type { Job } from "#platform/jobs/job.ts";
import { pruneSnapshots, refreshSnapshot } from "#platform/reports/snapshots.ts";
import { berlinDate } from "#shared/dates.ts";
import { PRESET_MONTHS, presetFrom } from "../schema.ts";
import { analyticsReport, ANALYTICS_SNAPSHOT } from "./report.ts";

export const analyticsSnapshotsJob: Job = {
  name: "analytics.snapshots",
  title: "Auswertungen vorberechnen",
  schedule: { everyMinutes: 60 },
  async run({ db, now }) {
    const to = berlinDate(now);
    for (const months of PRESET_MONTHS) {
      const from = presetFrom(to, months);
      await refreshSnapshot(db, ANALYTICS_SNAPSHOT, `${from}..${to}`, () => analyticsReport(db, { from, to }), now);
    }
    const pruned = await pruneSnapshots(db, new Date(now.getTime() - 2 * 86_400_000));
    return { ranges: PRESET_MONTHS.length, pruned };
  },
};

/**
 * The daily reminders of procedure dates and consultation deadlines (ADR 171): when the lead time
 * begins and on the day, to the responsible person (or every editor when nobody is responsible)
 * and the procedure's watchers. Dedupe keys make a rerun send nothing twice.
 */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Job } from "#platform/jobs/job.ts";
import { refreshSnapshot } from "#platform/reports/snapshots.ts";
import { LOBBY_SCREEN_ITEMS, LOBBY_SNAPSHOT, lobbyFigures } from "./lobby-queries.ts";
import { campaignAnalytics } from "./analytics-queries.ts";
import { rangePresets } from "../domain/analytics-ranges.ts";
import type { Db } from "#platform/db/client.ts";
import { addDays, berlinDate, formatGermanDate } from "#shared/dates.ts";
import { notify } from "#modules/notifications/index.ts";
import { DATE_KIND_LABELS } from "../domain/labels.ts";
import { reminderFor, reminderKey, reminderTitle } from "../domain/reminders.ts";
import { editorIds, procedureAudience, procedureLink } from "./recipient-queries.ts";
import { politicalProcedureDates, politicalProcedures } from "./tables.ts";

const MAX_LEAD_DAYS = 90;

export async function sendDateReminders(db: Db, now: Date): Promise<{ dates: number; notifications: number }> {
  const today = berlinDate(now);
  const rows = await db
    .select({
      date: politicalProcedureDates,
      procedure: {
        id: politicalProcedures.id,
        title: politicalProcedures.title,
        shortTitle: politicalProcedures.shortTitle,
        responsibleId: politicalProcedures.responsibleId,
      },
    })
    .from(politicalProcedureDates)
    .innerJoin(politicalProcedures, eq(politicalProcedures.id, politicalProcedureDates.procedureId))
    // An archived procedure's dates remind nobody (0261).
    .where(
      and(gte(politicalProcedureDates.dueOn, today), lte(politicalProcedureDates.dueOn, addDays(today, MAX_LEAD_DAYS)), isNull(politicalProcedures.archivedAt)),
    );
  let dates = 0;
  let notifications = 0;
  let editors: string[] | null = null;
  for (const { date, procedure } of rows) {
    const kind = reminderFor(date.dueOn, date.leadDays, today);
    if (!kind) continue;
    dates += 1;
    const audience = await procedureAudience(db, procedure);
    // Nobody responsible: every editor is reminded (their ids read once per run).
    if (!procedure.responsibleId && editors === null) editors = await editorIds(db);
    const recipients = procedure.responsibleId ? audience : [...audience, ...(editors ?? [])];
    const what = `${DATE_KIND_LABELS[date.kind]}: ${date.title}`;
    const result = await db.transaction((tx) =>
      notify(tx, {
        recipients,
        kind: "political.date_reminder",
        title: reminderTitle(kind, what, date.dueOn, today),
        body: `${procedure.shortTitle ?? procedure.title} · fällig am ${formatGermanDate(date.dueOn)}`,
        link: procedureLink(procedure.id),
        dedupeKey: reminderKey(date.id, kind, date.dueOn),
      }),
    );
    notifications += result.notificationIds.length;
  }
  return { dates, notifications };
}

export const dateRemindersJob: Job = {
  name: "political.reminders",
  title: "An Fristen und Termine von Gesetzgebungsverfahren erinnern",
  schedule: { dailyAt: "07:00" },
  run: async ({ db, now }) => ({ ...(await sendDateReminders(db, now)) }),
};

/**
 * Keeps the lobby register report of the current year computed (ADR 250): the screen then reads
 * its snapshot instead of a year of actions and procedures.
 */
export const lobbySnapshotJob: Job = {
  name: "political.lobby_snapshot",
  title: "Lobbyregister-Bericht vorberechnen",
  schedule: { everyMinutes: 60 },
  async run({ db, now }) {
    const year = Number(berlinDate(now).slice(0, 4));
    await refreshSnapshot(db, LOBBY_SNAPSHOT, String(year), () => lobbyFigures(db, year, LOBBY_SCREEN_ITEMS), now);
    return { year };
  },
};

/**
 * Keeps the campaign analytics of the screen's quick choices (all campaigns) computed: opening the
 * analytics reads a snapshot instead of every action of the range. Other ranges and single
 * campaigns are computed when first asked for; the analytics module's job prunes what nobody asked
 * for again within two days.
 */
export const campaignAnalyticsJob: Job = {
  name: "political.analytics_snapshots",
  title: "Kampagnen-Auswertung vorberechnen",
  schedule: { everyMinutes: 60 },
  async run({ db, now }) {
    const presets = rangePresets(berlinDate(now));
    for (const { from, to } of presets) await campaignAnalytics(db, { from, to }, { snapshot: "refresh", now });
    return { ranges: presets.length };
  },
};

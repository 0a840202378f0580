/**
 * Stage changes and dates produce notifications: a stage change at once (responsible person and
 * watchers, never the actor), date reminders by the daily job on a fake clock, once each.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { runDueJobs } from "#platform/jobs/scheduler.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { addDate, updateDate } from "./procedure-date-commands.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { createProcedure } from "./procedure-commands.ts";
import { changeStage } from "./stage-commands.ts";
import { setWatching } from "./watch-commands.ts";
import { dateRemindersJob } from "./jobs.ts";

let db: Db;
let staff = "";
let watcher = "";
let editorA = "";
let procedureId = "";
let orphanId = "";

/** 07:00 in Berlin on a day (winter time). */
const morning = (day: string) => new Date(`${day}T06:00:00Z`);

async function inbox(userId: string, prefix: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, `${prefix}%`)));
}

beforeAll(async () => {
  db = await getDb();
  staff = (await createUser({ roles: ["geschaeftsfuehrung"] })).id;
  editorA = (await createUser({ roles: ["vorstand"] })).id;
  watcher = (await createUser({ roles: ["mitglied"] })).id;
  const base = {
    shortTitle: null,
    level: "bund" as const,
    land: null,
    printedPapers: [],
    topic: null,
    summary: null,
    stage: "referentenentwurf" as const,
    stageSince: "2042-11-01",
  };
  procedureId = await createProcedure(db, editorA, { ...base, title: "Erinnerungsgesetz", responsibleId: staff });
  orphanId = await createProcedure(db, editorA, { ...base, title: "Verfahren ohne Zuständigkeit", responsibleId: null });
  await setWatching(db, watcher, procedureId, true);
}, 120_000);

describe("stage changes", () => {
  it("notify the responsible person and the watchers, not the one who changed it", async () => {
    const { version } = await procedureOr404(db, procedureId);
    await changeStage(db, editorA, procedureId, { stage: "kabinett", changedOn: "2042-11-20", note: "Kabinett hat beschlossen", version });
    for (const user of [staff, watcher]) {
      const [n] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user), eq(notifications.kind, "political.stage_changed")));
      expect(n).toMatchObject({ title: "Erinnerungsgesetz: Kabinettsbeschluss", link: `/backend/political-workbench?verfahren=${procedureId}` });
      expect(n!.body).toBe("Neuer Stand seit 20.11.2042: Kabinett hat beschlossen");
    }
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, editorA), eq(notifications.kind, "political.stage_changed"))),
    ).toEqual([]);
  });

  it("refuses a stale version and the stage the procedure already has", async () => {
    await expect(changeStage(db, editorA, procedureId, { stage: "ausschuss", changedOn: "2042-11-21", note: null, version: 1 })).rejects.toMatchObject({
      status: 409,
    });
    const { version } = await procedureOr404(db, procedureId);
    await expect(changeStage(db, editorA, procedureId, { stage: "kabinett", changedOn: "2042-11-21", note: null, version })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("date reminders on a fake clock", () => {
  it("remind when the lead time begins and on the day, once each, to responsible person and watchers", async () => {
    const date = await addDate(db, staff, procedureId, {
      kind: "consultation_deadline",
      title: "Stellungnahme",
      dueOn: "2042-12-10",
      leadDays: 7,
      notes: null,
    });
    const prefix = `political-date:${date.id}`;

    await runDueJobs(db, [dateRemindersJob], morning("2042-12-02"), { only: "political.reminders" });
    expect(await inbox(staff, prefix)).toEqual([]);

    await runDueJobs(db, [dateRemindersJob], morning("2042-12-03"), { only: "political.reminders" });
    const [lead] = await inbox(staff, prefix);
    expect(lead).toMatchObject({
      kind: "political.date_reminder",
      title: "Frist zur Stellungnahme: Stellungnahme in 7 Tagen",
      body: "Erinnerungsgesetz · fällig am 10.12.2042",
    });
    expect(await inbox(watcher, prefix)).toHaveLength(1);
    expect(await inbox(editorA, prefix)).toEqual([]);

    await runDueJobs(db, [dateRemindersJob], morning("2042-12-05"), { only: "political.reminders" });
    expect(await inbox(staff, prefix)).toHaveLength(1);

    await runDueJobs(db, [dateRemindersJob], morning("2042-12-10"), { only: "political.reminders" });
    expect((await inbox(staff, prefix)).map((n) => n.title).sort()).toEqual([
      "Frist zur Stellungnahme: Stellungnahme in 7 Tagen",
      "Heute: Frist zur Stellungnahme: Stellungnahme",
    ]);

    await runDueJobs(db, [dateRemindersJob], morning("2042-12-11"), { only: "political.reminders" });
    expect(await inbox(staff, prefix)).toHaveLength(2);
  });

  it("reminds again when the date moves, and every editor when nobody is responsible", async () => {
    const date = await addDate(db, staff, orphanId, { kind: "hearing", title: "Anhörung", dueOn: "2043-01-20", leadDays: 3, notes: null });
    await runDueJobs(db, [dateRemindersJob], morning("2043-01-17"), { only: "political.reminders" });
    expect(await inbox(editorA, `political-date:${date.id}`)).toHaveLength(1);
    expect(await inbox(staff, `political-date:${date.id}`)).toHaveLength(1);
    expect(await inbox(watcher, `political-date:${date.id}`)).toEqual([]);
    await updateDate(db, staff, date.id, { kind: "hearing", title: "Anhörung", dueOn: "2043-01-27", leadDays: 3, notes: null, version: date.version });
    await runDueJobs(db, [dateRemindersJob], morning("2043-01-24"), { only: "political.reminders" });
    expect(await inbox(editorA, `political-date:${date.id}`)).toHaveLength(2);
  });
});

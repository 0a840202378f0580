/**
 * The reminder job through the notification service: due reminders reach the member companies'
 * people (motion deadline, assembly soon) or the office (invitation due, minutes due), and each
 * person gets each event at most once however often the job runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { addDays, berlinDate, berlinInstant } from "#shared/dates.ts";
import { createMember, type FixtureMember } from "./testing/assembly-fixture.ts";
import { assemblyRemindersJob, sendAssemblyReminders } from "./reminders-job.ts";
import { generalAssemblies } from "./tables.ts";

let db: Db;
let member: FixtureMember;
const officeId = `user_office_reminders_${Date.now()}`;
const day = addDays(berlinDate(new Date()), 400);
const morning = (date: string) => berlinInstant(date, "07:00")!;

beforeAll(async () => {
  db = await getDb();
  member = await createMember(db, `Erinnerungsbahn ${Date.now()} GmbH`);
  await db.insert(profiles).values({ id: officeId, email: "reminders-office@example.org" });
  await db.insert(userRoles).values({ userId: officeId, role: "admin" });
}, 60_000);
afterAll(() => closeDatabase());

async function assembly(status: (typeof generalAssemblies.status.enumValues)[number], date: string, title: string): Promise<string> {
  const [row] = await db
    .insert(generalAssemblies)
    .values({ title, kind: "ordinary", status, assemblyDate: date, startsAt: berlinInstant(date, "10:00")! })
    .returning({ id: generalAssemblies.id });
  return row!.id;
}

async function received(userId: string, assemblyId: string): Promise<{ title: string; dedupe_key: string }[]> {
  return rowsOf<{ title: string; dedupe_key: string }>(
    await db.execute(
      sql`SELECT title, dedupe_key FROM notifications WHERE user_id = ${userId} AND kind = 'assembly.reminder' AND link LIKE ${`%${assemblyId}`} ORDER BY created_at`,
    ),
  );
}

describe("assembly reminders", () => {
  it("tells the members' people of the motion deadline once, however often the job runs", async () => {
    const id = await assembly("invited", day, "MV Antragsfrist");
    const deadline = addDays(day, -14);
    await sendAssemblyReminders(db, morning(addDays(deadline, -4)));
    expect(await received(member.userId, id)).toEqual([]);
    await sendAssemblyReminders(db, morning(addDays(deadline, -3)));
    await sendAssemblyReminders(db, morning(addDays(deadline, -1)));
    await assemblyRemindersJob.run({ db, now: morning(deadline) });
    const got = await received(member.userId, id);
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toContain("Antragsfrist endet am");
    expect(await received(officeId, id)).toEqual([]);

    // The week before the assembly: one more reminder, again once.
    await sendAssemblyReminders(db, morning(addDays(day, -7)));
    await sendAssemblyReminders(db, morning(addDays(day, -2)));
    expect((await received(member.userId, id)).map((n) => n.dedupe_key.split(":")[1])).toEqual(["motion_deadline", "assembly_soon"]);
  });

  it("tells the office of the last invitation day and of unpublished minutes, never the members", async () => {
    const draft = await assembly("draft", addDays(day, 10), "MV Einladung fällig");
    await sendAssemblyReminders(db, morning(addDays(day, 10 - 28 - 2)));
    expect((await received(officeId, draft)).map((n) => n.title)).toEqual([expect.stringContaining("Einladung bis")]);
    expect(await received(member.userId, draft)).toEqual([]);

    const held = await assembly("closed", addDays(day, 20), "MV Protokoll fällig");
    await sendAssemblyReminders(db, morning(addDays(day, 20 + 25)));
    await sendAssemblyReminders(db, morning(addDays(day, 20 + 27)));
    expect((await received(officeId, held)).map((n) => n.title)).toEqual([expect.stringContaining("Protokoll bis")]);
  });
});

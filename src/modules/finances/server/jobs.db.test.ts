/** The daily dunning job reminds an overdue invoice once, however often it runs that day. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { dunningJob } from "./jobs.ts";
import { financeDunningNotices } from "./tables.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";

let db: Db;
const actor = `user_dunning_job_${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor, email: "dunning-job@example.org" }, db);
  await completeSettings(db);
  await createTestMember(db, `Mahnbahn ${Date.now()}`);
}, 120_000);
afterAll(() => closeDatabase());

describe("dunning job", () => {
  it("sends the reminder that is due and nothing more on a second run", async () => {
    await scheduleFor(db, actor, 2047);
    const { created } = await runFeeRun(db, actor, 2047, "2030-01-02", { dueBeforeYearStart: true });
    expect(created.length).toBeGreaterThan(0);
    // Due 30 days after issue; the reminder comes 14 days after that.
    const now = new Date("2030-03-20T08:00:00Z");
    const first = await dunningJob.run({ db, now });
    expect((first as { sent: number }).sent).toBeGreaterThanOrEqual(created.length);
    const notices = await db.select().from(financeDunningNotices).where(eq(financeDunningNotices.invoiceId, created[0]!.id));
    expect(notices.map((notice) => [notice.level, notice.title, notice.sentOn])).toEqual([[1, "Zahlungserinnerung", "2030-03-20"]]);
    const second = await dunningJob.run({ db, now });
    const after = await db.select().from(financeDunningNotices).where(eq(financeDunningNotices.invoiceId, created[0]!.id));
    expect(after).toHaveLength(1);
    expect((second as { sent: number }).sent).toBe(0);
  });
});

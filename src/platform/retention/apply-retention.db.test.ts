/**
 * The retention job deletes exactly what the privacy notice's periods have passed for, and
 * nothing younger or still needed (pending deliveries, open or approved applications).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "../db/client.ts";
import { userActivityLog } from "../auth/tables.ts";
import { membershipApplications } from "#modules/membership-applications/server/tables.ts";
import { contactMessages } from "#modules/contact/server/tables.ts";
import { outbox } from "../outbox/tables.ts";
import { ensureProfile } from "../auth/profiles.ts";
import { submittedApplication } from "#modules/membership-applications/server/testing/application-fixture.ts";
import { applyRetention } from "./apply-retention.ts";

let db: Db;
// The real clock: other test files share the Postgres database, and their fresh rows must stay.
const NOW = new Date();
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);
const userId = `user_retention_${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: userId, email: "retention@example.org" }, db);
}, 60_000);
afterAll(() => closeDatabase());

async function delivery(status: "pending" | "sent" | "failed" | "dead", ageDays: number): Promise<string> {
  const at = daysBefore(ageDays);
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "email",
      target: "x@example.org",
      payload: { to: "x@example.org" },
      status,
      createdAt: at,
      sentAt: status === "sent" ? at : null,
      nextAttemptAt: at,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

async function application(status: "pending" | "approved" | "rejected" | "withdrawn", closedDaysAgo: number): Promise<string> {
  const id = await submittedApplication();
  const at = daysBefore(closedDaysAgo).toISOString();
  const decided = status === "approved" || status === "rejected";
  await db.execute(sql`
    UPDATE membership_applications
    SET status = ${status}, updated_at = ${at}::timestamptz,
        decided_at = ${decided ? at : null}::timestamptz, decision_date = ${decided ? at.slice(0, 10) : null}::date,
        decision_reason = ${decided ? "Beschluss" : null}
    WHERE id = ${id}`);
  return id;
}

describe("data retention", () => {
  it("deletes sent and dead deliveries after 30 days, never pending or failed ones", async () => {
    const old = {
      sent: await delivery("sent", 31),
      dead: await delivery("dead", 31),
      pending: await delivery("pending", 40),
      failed: await delivery("failed", 40),
    };
    const young = await delivery("sent", 29);
    await applyRetention(db, NOW);
    const left = (
      await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, [...Object.values(old), young]))
    ).map((r) => r.id);
    expect(left.sort()).toEqual([old.pending, old.failed, young].sort());
  });

  it("deletes activity entries after twelve months and contact messages after six", async () => {
    await db.insert(userActivityLog).values([
      { userId, activityType: "login", description: "alt", createdAt: daysBefore(370) },
      { userId, activityType: "login", description: "jung", createdAt: daysBefore(360) },
    ]);
    const [oldMessage, youngMessage] = await db
      .insert(contactMessages)
      .values([
        { name: "Alt", email: "alt@example.org", subject: "sonstiges", message: "Hallo", createdAt: daysBefore(190) },
        { name: "Jung", email: "jung@example.org", subject: "sonstiges", message: "Hallo", createdAt: daysBefore(170) },
      ])
      .returning({ id: contactMessages.id });
    const summary = await applyRetention(db, NOW);
    expect(summary.activityEntries).toBeGreaterThanOrEqual(1);
    const entries = await db.select({ description: userActivityLog.description }).from(userActivityLog).where(sql`${userActivityLog.userId} = ${userId}`);
    expect(entries.map((e) => e.description)).toEqual(["jung"]);
    const messages = (
      await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, [oldMessage!.id, youngMessage!.id]))
    ).map((r) => r.id);
    expect(messages).toEqual([youngMessage!.id]);
  });

  it("deletes rejected and withdrawn applications six months after they closed, keeps open and approved ones", async () => {
    const gone = [await application("rejected", 190), await application("withdrawn", 190)];
    const kept = [
      await application("rejected", 170),
      await application("withdrawn", 170),
      await application("approved", 400),
      await application("pending", 400),
    ];
    const summary = await applyRetention(db, NOW);
    expect(summary.applications).toBeGreaterThanOrEqual(2);
    const left = (
      await db
        .select({ id: membershipApplications.id })
        .from(membershipApplications)
        .where(inArray(membershipApplications.id, [...gone, ...kept]))
    ).map((r) => r.id);
    expect(left.sort()).toEqual([...kept].sort());
  });
});

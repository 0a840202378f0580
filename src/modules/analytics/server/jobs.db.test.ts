/**
 * The analytics report is answered from a snapshot at most an hour old (ADR 250): a second
 * request within the hour gets the same figures and the same computedAt, whatever was written in
 * between; the scheduled job computes the screen's quick choices up to today, which the screen's
 * default request then finds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { berlinDate } from "#shared/dates.ts";
import { analyticsSnapshotsJob } from "../index.ts";
import { defaultFrom } from "../schema.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import analytics from "../../../../netlify/functions/analytics.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

async function addApplication(createdAt: string) {
  await (await getDb()).execute(sql`
    INSERT INTO membership_applications (company_name, legal_form, employee_count, street, postal_code, city, state, phone, email,
      representative_salutation, representative_firstname, representative_lastname, representative_position, representative_email,
      infrastructure_types, desired_entry_date, status, created_at)
    VALUES ('Schnappschuss GmbH', 'GmbH', 5, 'Gleis 1', '06108', 'Halle (Saale)', 'Sachsen-Anhalt', '0345 1', 's@example.org',
      'frau', 'Eva', 'Schnapp', 'GF', 'eva@example.org', '{schienenwege}', '1993-06-01', 'pending', ${createdAt}::timestamptz)`);
}

describe("analytics from a snapshot", () => {
  it("answers the same figures and time within the hour", async () => {
    await addApplication("1992-05-10T10:00:00Z");
    const first = await call(analytics, "GET", "/api/analytics/report?from=1992-01-01&to=1992-12-31", { as: "admin" });
    expect(first.status).toBe(200);
    expect(first.body.funnel[0]).toEqual({ stage: "received", count: 1 });
    expect(Date.parse(first.body.computedAt)).toBeLessThanOrEqual(Date.now());
    await addApplication("1992-06-10T10:00:00Z");
    const second = await call(analytics, "GET", "/api/analytics/report?from=1992-01-01&to=1992-12-31", { as: "admin" });
    expect(second.body).toEqual(first.body);
  });

  it("has the screen's default range ready after the scheduled job", async () => {
    const now = new Date();
    const result = await analyticsSnapshotsJob.run({ db: await getDb(), now });
    expect(result).toMatchObject({ ranges: 4 });
    const to = berlinDate(now);
    const rows = (await (await getDb()).execute(sql`SELECT key, computed_at FROM report_snapshots WHERE report = 'analytics' ORDER BY key`)) as unknown as {
      rows: { key: string; computed_at: Date }[];
    };
    expect(rows.rows.map((r) => r.key)).toContain(`${defaultFrom(to)}..${to}`);
    const report = await call(analytics, "GET", "/api/analytics/report", { as: "admin" });
    expect(report.body.computedAt).toBe(now.toISOString());
  });
});

/**
 * Analytics numbers against a fixture whose every figure is known: applications by month and
 * status with the Berlin month boundary, the funnel, members in force at each month's end by
 * class and federal state, track kilometres, active people per ISO week (Berlin week boundary)
 * and changes per area. The fixture lives in 1991, where no other test writes data.
 * Issue 25: the member numbers agree with the assembly module's (a member on its exit day is a
 * member), and changes are counted per area as the audit screen names them, each area once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import analytics from "../../../../netlify/functions/analytics.mts";
import { memberCounts } from "#modules/assembly/index.ts";
import { moduleLabel } from "#modules/audit/schema.ts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

async function application(createdAtUtc: string, status: string): Promise<void> {
  const db = await getDb();
  const decided = status === "approved" || status === "rejected";
  await db.execute(sql`
    INSERT INTO membership_applications (company_name, legal_form, employee_count, street, postal_code, city, state, phone, email,
      representative_salutation, representative_firstname, representative_lastname, representative_position, representative_email,
      infrastructure_types, desired_entry_date, status, created_at, decision_reason, decision_date, decided_at)
    VALUES ('Fixture GmbH', 'GmbH', 5, 'Gleis 1', '06108', 'Halle (Saale)', 'Sachsen-Anhalt', '0345 1', 'f@example.org',
      'frau', 'Eva', 'Fix', 'GF', 'eva@example.org', '{schienenwege}', '1991-06-01', ${status}, ${createdAtUtc}::timestamptz,
      ${decided ? "Fixture" : null}, ${decided ? "1991-03-01" : null}::date, ${decided ? createdAtUtc : null}::timestamptz)`);
}

async function membership(input: { name: string; state: string; membershipClass: string; entry: string; exit?: string; km?: number }): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    WITH org AS (INSERT INTO organizations (name, kind, state) VALUES (${input.name}, 'member_company', ${input.state}) RETURNING id)
    INSERT INTO memberships (organization_id, membership_class, status, entry_date, resignation_received_at, exit_date, track_length_km)
    SELECT id, ${input.membershipClass}, ${input.exit ? "resigned" : "active"}, ${input.entry}::date, ${input.exit ? "1990-12-01" : null}::date, ${input.exit ?? null}::date, ${input.km ?? null} FROM org`);
}

async function activity(userId: string, atUtc: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`INSERT INTO user_activity_log (user_id, activity_type, description, created_at) VALUES (${userId}, 'login', 'Fixture', ${atUtc}::timestamptz)`,
  );
}

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
  // Applications: January 4 (one at 23:30 Berlin on the 31st), February 3 (one at 00:30 Berlin on
  // the 1st, which is still January in UTC), March 1; one on 31 December 1990 is outside.
  await application("1991-01-10T10:00:00Z", "pending");
  await application("1991-01-10T11:00:00Z", "in_review");
  await application("1991-01-10T12:00:00Z", "approved");
  await application("1991-01-31T22:30:00Z", "rejected");
  await application("1991-01-31T23:30:00Z", "withdrawn");
  await application("1991-02-15T10:00:00Z", "approved");
  await application("1991-02-15T11:00:00Z", "approved");
  await application("1991-03-05T10:00:00Z", "pending");
  await application("1990-12-31T10:00:00Z", "approved");
  // Memberships.
  await membership({ name: "Fixture Alpha", state: "Sachsen", membershipClass: "ordinary", entry: "1990-06-01", km: 120.5 });
  await membership({ name: "Fixture Beta", state: "Bayern", membershipClass: "ordinary", entry: "1991-02-10", km: 40 });
  await membership({ name: "Fixture Gamma", state: "Sachsen", membershipClass: "supporting", entry: "1991-01-15", exit: "1991-03-31" });
  await membership({ name: "Fixture Delta", state: "Berlin", membershipClass: "honorary", entry: "1991-03-31" });
  await membership({ name: "Fixture Epsilon", state: "Bayern", membershipClass: "ordinary", entry: "1991-04-01", km: 10 });
  // Activity: week of 7 January two people; week of 14 January two (one at 23:30 Berlin on
  // Sunday the 20th); week of 21 January one (00:30 Berlin on Monday, Sunday in UTC).
  const [p1, p2, p3] = await Promise.all([createUser({ roles: ["mitglied"] }), createUser({ roles: ["mitglied"] }), createUser({ roles: ["mitglied"] })]);
  await activity(p1!.id, "1991-01-07T09:00:00Z");
  await activity(p1!.id, "1991-01-08T09:00:00Z");
  await activity(p2!.id, "1991-01-09T09:00:00Z");
  await activity(p1!.id, "1991-01-15T09:00:00Z");
  await activity(p3!.id, "1991-01-20T22:30:00Z");
  await activity(p2!.id, "1991-01-20T23:30:00Z");
  // Changes per module.
  const db = await getDb();
  const change = (module: string, actor: string, at: string) =>
    db.insert(auditLog).values({ actorUserId: actor, action: "update", entityType: module, entityId: "x", module, createdAt: new Date(at) });
  await change("crm", p1!.id, "1991-02-01T10:00:00Z");
  await change("crm", p1!.id, "1991-02-02T10:00:00Z");
  await change("crm", p2!.id, "1991-02-03T10:00:00Z");
  await change("members", p3!.id, "1991-03-03T10:00:00Z");
  await change("members", p3!.id, "1992-03-03T10:00:00Z");
  // One area under the keys older entries and jobs were written with: "document" and "documents"
  // are both "Dokumente"; invoice, mandate, fee and bank all "Finanzen" (issue 25).
  await change("document", p1!.id, "1991-03-10T10:00:00Z");
  await change("documents", p1!.id, "1991-03-11T10:00:00Z");
  for (const module of ["invoice", "mandate", "fee", "bank", "collection"]) await change(module, p2!.id, "1991-03-12T10:00:00Z");
  await change("general", p3!.id, "1991-03-13T10:00:00Z");
}, 180_000);
afterAll(() => closeDatabase());

describe("analytics report", () => {
  it("matches the fixture exactly", async () => {
    const response = await call(analytics, "GET", "/api/analytics/report?from=1991-01-01&to=1991-03-31", { as: "admin" });
    expect(response.status).toBe(200);
    const report = response.body;

    expect(report.applications).toEqual([
      { month: "1991-01", counts: { pending: 1, in_review: 1, approved: 1, rejected: 1, withdrawn: 0 }, total: 4 },
      { month: "1991-02", counts: { pending: 0, in_review: 0, approved: 2, rejected: 0, withdrawn: 1 }, total: 3 },
      { month: "1991-03", counts: { pending: 1, in_review: 0, approved: 0, rejected: 0, withdrawn: 0 }, total: 1 },
    ]);
    expect(report.funnel).toEqual([
      { stage: "received", count: 8 },
      { stage: "reviewed", count: 5 },
      { stage: "decided", count: 4 },
      { stage: "admitted", count: 3 },
    ]);
    expect(report.withdrawn).toBe(1);

    expect(report.members).toEqual([
      { month: "1991-01", total: 2, byClass: { ordinary: 1, supporting: 1, honorary: 0 }, byState: { Sachsen: 2 }, trackKm: 120.5 },
      { month: "1991-02", total: 3, byClass: { ordinary: 2, supporting: 1, honorary: 0 }, byState: { Sachsen: 2, Bayern: 1 }, trackKm: 160.5 },
      // Gamma's exit date, 31 March, is its last day as a member (as in the assembly module).
      { month: "1991-03", total: 4, byClass: { ordinary: 2, supporting: 1, honorary: 1 }, byState: { Sachsen: 2, Bayern: 1, Berlin: 1 }, trackKm: 160.5 },
    ]);
    expect(report.states).toEqual(["Sachsen", "Bayern", "Berlin"]);

    expect(report.activeUsers).toHaveLength(13);
    expect(report.activeUsers.slice(0, 5)).toEqual([
      { week: "1991-W01", weekStart: "1990-12-31", users: 0 },
      { week: "1991-W02", weekStart: "1991-01-07", users: 2 },
      { week: "1991-W03", weekStart: "1991-01-14", users: 2 },
      { week: "1991-W04", weekStart: "1991-01-21", users: 1 },
      { week: "1991-W05", weekStart: "1991-01-28", users: 0 },
    ]);
    expect(report.activeUsers.at(-1)).toEqual({ week: "1991-W13", weekStart: "1991-03-25", users: 0 });

    expect(report.moduleUse).toEqual([
      { module: "finances", actions: 5, users: 1 },
      { module: "crm", actions: 3, users: 2 },
      { module: "documents", actions: 2, users: 1 },
      { module: "assembly", actions: 1, users: 1 },
      { module: "members", actions: 1, users: 1 },
    ]);
    expect(report.moduleUse.map((m: { module: string }) => moduleLabel(m.module))).toEqual([
      "Finanzen",
      "CRM",
      "Dokumente",
      "Mitgliederversammlung",
      "Mitgliederverwaltung",
    ]);
  });

  it("counts the members of each month's end as the assembly module does (issue 25)", async () => {
    const db = await getDb();
    const response = await call(analytics, "GET", "/api/analytics/report?from=1990-12-01&to=1991-04-30", { as: "admin" });
    expect(response.status).toBe(200);
    const ends: Record<string, string> = {
      "1990-12": "1990-12-31",
      "1991-01": "1991-01-31",
      "1991-02": "1991-02-28",
      "1991-03": "1991-03-31",
      "1991-04": "1991-04-30",
    };
    for (const month of response.body.members as { month: string; total: number; byClass: { ordinary: number } }[]) {
      const assembly = await memberCounts(db, ends[month.month]!);
      expect({ month: month.month, members: month.total, voting: month.byClass.ordinary }).toEqual({
        month: month.month,
        members: assembly.members,
        voting: assembly.votingMembers,
      });
    }
    expect(response.body.members.map((m: { total: number }) => m.total)).toEqual([1, 2, 3, 4, 4]);
  });

  it("narrows to a range inside a month and refuses a reversed or too long range", async () => {
    const january = await call(analytics, "GET", "/api/analytics/report?from=1991-01-11&to=1991-01-31", { as: "admin" });
    expect(january.body.applications).toEqual([{ month: "1991-01", counts: { pending: 0, in_review: 0, approved: 0, rejected: 1, withdrawn: 0 }, total: 1 }]);
    expect(january.body.members[0]).toMatchObject({ month: "1991-01", total: 2 });
    const reversed = await call(analytics, "GET", "/api/analytics/report?from=1991-03-01&to=1991-01-01", { as: "admin" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details.join(" ")).toContain("Enddatum liegt vor dem Anfangsdatum");
    expect((await call(analytics, "GET", "/api/analytics/report?from=1980-01-01&to=1991-01-01", { as: "admin" })).status).toBe(400);
  });

  it("is for administrators only", async () => {
    for (const as of ["vorstand", "geschaeftsfuehrung", "mitglied"]) expect((await call(analytics, "GET", "/api/analytics/report", { as })).status).toBe(403);
    expect((await call(analytics, "GET", "/api/analytics/report")).status).toBe(401);
  });

  it("counts use per module from the created_at index alone, without reading the entries (0283)", async () => {
    const db = await getDb();
    // Planner costs on a test database this small favour a table scan; forbid it to see the index.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT module, actor_user_id, count(*) FROM audit_log WHERE created_at >= '1991-01-01' AND created_at < '1992-01-01' GROUP BY 1, 2`,
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toContain("Index Only Scan using audit_log_created_module_actor_idx");
  });
});

/**
 * A new membership application reaches the people who decide it inside the app (issue 25), not
 * only as a mail to the office mailbox: submitted through POST /api/membership-applications, it is
 * a notification (through notify()) for the board and the management, and an item on their
 * dashboards (GET /api/dashboard: "Mitgliedsanträge zur Entscheidung" and "Erwähnungen und
 * Hinweise"), each linking to the application. A member gets neither.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import type { Role } from "#shared/roles.ts";
import { applicationPayloadSchema } from "#modules/membership-applications/schema/application.ts";
import type { Dashboard } from "#modules/dashboard/schema.ts";
import submit from "../../netlify/functions/membership-applications.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import notificationsFunction from "../../netlify/functions/notifications.mts";
import { callFunction } from "../helpers/function-call.ts";
import { validApplication } from "../helpers/application-fixture.ts";

vi.setConfig({ testTimeout: 60_000 });

const people: Record<string, { id: string; token: string }> = {};

beforeAll(async () => {
  await getDb();
  delete process.env.MEMBERSHIP_WEBHOOK_URLS;
  const cast: Record<string, Role[]> = { board: ["vorstand"], office: ["geschaeftsfuehrung"], member: ["mitglied"] };
  for (const [name, roles] of Object.entries(cast)) {
    const user = await createUser({ roles, firstName: name, lastName: "Test" });
    people[name] = { id: user.id, token: await tokenFor(user.id) };
  }
}, 120_000);
afterAll(() => closeDatabase());

const asPerson = (name: string) => ({ authorization: `Bearer ${people[name]!.token}` });

async function dashboardOf(name: string): Promise<Dashboard> {
  const call = await callFunction(dashboard, "/api/dashboard?view=all", { method: "GET", headers: asPerson(name) });
  expect(call.response.status).toBe(200);
  return call.body as unknown as Dashboard;
}

describe("a membership application submitted through the form's endpoint", () => {
  it("appears in the app for the board and the management, linked to the application, and not for a member", async () => {
    const company = `Inselbahn In-App ${Date.now()} GmbH`;
    const call = await callFunction(submit, "/api/membership-applications", {
      body: applicationPayloadSchema.parse(validApplication({ company_name: company })),
    });
    expect(call.response.status).toBe(201);
    await call.settle();
    const id = call.body.id as string;
    const link = `/backend/members/applications?antrag=${id}`;

    const db = await getDb();
    for (const name of ["board", "office"]) {
      const [notification] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, people[name]!.id), eq(notifications.kind, "applications.received"), eq(notifications.link, link)));
      expect(notification, `${name} is notified`).toMatchObject({ title: `Neuer Mitgliedsantrag: ${company}`, readAt: null });

      // The bell's list names it ...
      const list = await callFunction(notificationsFunction, "/api/notifications", { method: "GET", headers: asPerson(name) });
      expect(list.response.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain(`Neuer Mitgliedsantrag: ${company}`);

      // ... and the dashboard lists it to decide and as an unread note, both leading to the application.
      const board = await dashboardOf(name);
      const toDecide = board.sections.find((s) => s.key === "applications");
      expect(
        toDecide?.items.find((item) => item.link === link),
        `${name}'s applications to decide`,
      ).toMatchObject({ title: company });
      const notes = board.sections.find((s) => s.key === "mentions");
      expect(
        notes?.items.find((item) => item.link === link),
        `${name}'s unread notes`,
      ).toMatchObject({ title: `Neuer Mitgliedsantrag: ${company}` });
    }

    const memberNotes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.member!.id), eq(notifications.link, link)));
    expect(memberNotes).toEqual([]);
    const memberDashboard = await dashboardOf("member");
    expect(memberDashboard.sections.map((s) => s.key)).not.toContain("applications");
    expect(JSON.stringify(memberDashboard)).not.toContain(company);
  });
});

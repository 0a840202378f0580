/** A new application reaches its deciders in the app (issue 25): a notification for the presidium and management only. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { applicationPayloadSchema } from "../schema/application.ts";
import { validApplication } from "../../../../tests/helpers/application-fixture.ts";
import { submitApplication } from "./submission-commands.ts";

const people: Record<string, string> = {};

beforeAll(async () => {
  await getDb();
  for (const [name, roles] of Object.entries({ board: ["vorstand"], office: ["geschaeftsfuehrung"], member: ["mitglied"] } as const)) {
    people[name] = (await createUser({ roles: [...roles] })).id;
  }
}, 120_000);
afterAll(() => closeDatabase());

describe("a new membership application", () => {
  it("notifies the presidium and the management with a link to the application, nobody else, once", async () => {
    const payload = applicationPayloadSchema.parse(validApplication({ company_name: "Inselbahn Neuland GmbH" }));
    const { id } = await submitApplication(payload);
    const db = await getDb();
    const received = await db.select().from(notifications).where(eq(notifications.kind, "applications.received"));
    const mine = received.filter((n) => n.link === `/backend/members/applications?antrag=${id}`);
    expect(mine.map((n) => n.userId).sort()).toEqual([people.board, people.office].sort());
    expect(mine[0]).toMatchObject({ title: "Neuer Mitgliedsantrag: Inselbahn Neuland GmbH" });
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, people.member!), eq(notifications.kind, "applications.received"))),
    ).toHaveLength(0);
    // The same submission again (same company, address, day) stores and notifies nothing new.
    await submitApplication(payload);
    expect((await db.select().from(notifications).where(eq(notifications.kind, "applications.received"))).filter((n) => n.link.endsWith(id))).toHaveLength(2);
  });
});

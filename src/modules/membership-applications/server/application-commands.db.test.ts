import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { memberships } from "#modules/members/server/tables.ts";
import { crmContacts } from "#modules/crm/index.ts";
import { organizations } from "#modules/crm/index.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { HttpError } from "#platform/http/errors.ts";
import { changeApplicationStatus, decideApplication } from "./application-commands.ts";
import type { Actor } from "#platform/auth/require-user.ts";
import { getApplication } from "./application-queries.ts";
import { submittedApplication } from "./testing/application-fixture.ts";
import { todayInBerlin } from "#shared/schemas/dates.ts";

let db: Db;
const actor: Actor = { id: `user_review_${Date.now()}`, email: "vorstand-review@example.org" };
const ORIGIN = "http://localhost:8888";

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor.id, email: actor.email }, db);
}, 60_000); // opening PGlite and migrating takes a while on a busy machine
afterAll(() => closeDatabase());

async function inReview(): Promise<string> {
  const id = await submittedApplication();
  await changeApplicationStatus(db, id, { status: "in_review", version: 1 }, actor);
  return id;
}

// Decided today: a decision may not predate the application's receipt (which is now).
const today = todayInBerlin();
const decision = (version: number, extra = {}) => ({
  decision: "approved" as const,
  reason: "Erfüllt die Satzungsvoraussetzungen",
  decisionDate: today,
  membershipClass: "ordinary" as const,
  version,
  ...extra,
});

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("application review", () => {
  it("refuses a decision on an application that is not in review", async () => {
    const id = await submittedApplication();
    const error = await httpError(decideApplication(db, id, decision(1), actor, ORIGIN));
    expect(error).toMatchObject({ status: 409, code: "invalid_transition" });
  });

  it("approves: register entries, decision columns, audit, activity and the applicant's mail", async () => {
    const id = await inReview();
    const result = await decideApplication(db, id, decision(2, { membershipClass: "supporting" }), actor, ORIGIN);
    expect(result).toMatchObject({ status: "approved", version: 3 });

    const detail = await getApplication(db, id);
    expect(detail).toMatchObject({
      status: "approved",
      decisionReason: "Erfüllt die Satzungsvoraussetzungen",
      decisionDate: today,
      decidedBy: actor.id,
      organizationId: result.organizationId,
    });

    const [org] = await db.select().from(organizations).where(eq(organizations.id, result.organizationId!));
    expect(org).toMatchObject({ kind: "member_company", name: detail.companyName, state: "Hamburg" });
    const [membership] = await db.select().from(memberships).where(eq(memberships.organizationId, org!.id));
    expect(membership).toMatchObject({ membershipClass: "supporting", status: "active", entryDate: "2099-01-01", trackLengthKm: "12.5", applicationId: id });
    // The representative is the organisation's CRM contact (0063), the name in its parts.
    const contacts = await db.select().from(crmContacts).where(eq(crmContacts.organizationId, org!.id));
    expect(contacts).toEqual([
      expect.objectContaining({
        title: "Dr.",
        firstName: "Erika",
        lastName: "Muster",
        isRepresentative: true,
        email: detail.representativeEmail,
        createdBy: actor.id,
      }),
    ]);

    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(["application_approved", "application_in_review"]);
    const activity = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, actor.id), eq(userActivityLog.activityType, "member_created")));
    expect(activity.some((a) => (a.metadata as { applicationId?: string }).applicationId === id)).toBe(true);

    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `membership_application:${id}`));
    const approval = mails.find((m) => (m.payload as { subject: string }).subject.includes("Aufnahme beschlossen"));
    expect(approval?.target).toContain(detail.representativeEmail.toLowerCase());
    expect((approval!.payload as { text: string }).text).toContain("Sehr geehrte Frau Muster");
  });

  it("rejects with the reason in the mail and changes nothing afterwards", async () => {
    const id = await inReview();
    await decideApplication(db, id, { ...decision(2), decision: "rejected", reason: "Kein Infrastrukturbetreiber" }, actor, ORIGIN);
    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `membership_application:${id}`));
    const rejection = mails.find((m) => (m.payload as { text: string }).text.includes("Begründung: Kein Infrastrukturbetreiber"));
    expect(rejection).toBeDefined();
    const error = await httpError(changeApplicationStatus(db, id, { status: "withdrawn", version: 3 }, actor));
    expect(error).toMatchObject({ status: 409, code: "invalid_transition" });
    expect(error.message).toMatch(/bereits abgeschlossen/);
  });

  it("answers a stale version with 409 and leaves the row alone", async () => {
    const id = await inReview();
    const error = await httpError(decideApplication(db, id, decision(1), actor, ORIGIN));
    expect(error).toMatchObject({ status: 409, code: "version_conflict" });
    expect((await getApplication(db, id)).status).toBe("in_review");
  });

  it("answers an unknown application with 404", async () => {
    const error = await httpError(changeApplicationStatus(db, "00000000-0000-4000-8000-000000000000", { status: "in_review", version: 1 }, actor));
    expect(error.status).toBe(404);
  });

  it("admits nobody between an assembly's invitation and the assembly", async () => {
    const id = await inReview();
    // Received before the 2024 assembly was convened (a decision cannot predate the receipt).
    await db.execute(sql`UPDATE membership_applications SET created_at = '2024-01-10T10:00:00Z' WHERE id = ${id}`);
    // A real assembly of the voting module: invited on 1 February, closed on 1 March 2024 (Berlin time).
    await db.execute(sql`
      INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, first_invitation_sent_at, closed_at)
      VALUES ('Mitgliederversammlung 2024', 'ordinary', 'closed', '2024-03-01', '2024-03-01T09:00:00Z', '2024-02-01T11:00:00Z', '2024-03-01T16:00:00Z')`);
    const error = await httpError(decideApplication(db, id, decision(2, { decisionDate: "2024-02-15" }), actor, ORIGIN));
    expect(error).toMatchObject({ status: 409, code: "admission_blocked" });
    expect(error.message).toContain("Mitgliederversammlung 2024");
    const result = await decideApplication(db, id, decision(2, { decisionDate: "2024-03-02" }), actor, ORIGIN);
    expect(result.status).toBe("approved");
  });
});

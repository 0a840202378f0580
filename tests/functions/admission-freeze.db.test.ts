/**
 * § 3 Abs. 5 on every way into the member register (issue 22): while an assembly is convened, no
 * application is approved (not even with a decision back-dated before the invitation), no member
 * is entered with "Mitglied anlegen", and no edit adds a member or a vote. The office's convocation
 * view stays true. A decision date is checked against the application's receipt and today.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import assembly from "../../netlify/functions/assembly.mts";
import applications from "../../netlify/functions/membership-applications.mts";
import members from "../../netlify/functions/members.mts";
import { createRoleUsers, roleCaller, roleRequest, type Handler } from "../helpers/role-users.ts";
import { submittedApplication } from "#modules/membership-applications/server/testing/application-fixture.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import { liftAdmissionFreezes } from "#modules/assembly/server/testing/assembly-fixture.ts";

const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
let db: Db;
let assemblyId: string;
const today = berlinDate(new Date());
const invitedOn = addDays(today, -2);
const assemblyDay = addDays(today, 30);

/** A call on another day of the platform clock (x-dev-now; the e2e server's DEV_CLOCK). */
async function callOn(day: string, fn: Handler, method: string, url: string, body?: unknown) {
  const { request, context } = roleRequest(method, url, { token: tokens.get("vorstand"), body });
  request.headers.set("x-dev-now", `${day}T10:00:00Z`);
  const response = await fn(request, context);
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function applicationInReview(receivedOn?: string): Promise<string> {
  const id = await submittedApplication();
  if (receivedOn) await db.execute(sql`UPDATE membership_applications SET created_at = ${`${receivedOn}T09:00:00Z`} WHERE id = ${id}`);
  expect(
    (await call(applications, "POST", `/api/membership-applications/${id}/status`, { as: "vorstand", body: { status: "in_review", version: 1 } })).status,
  ).toBe(200);
  return id;
}

const approval = (decisionDate: string, extra: Record<string, unknown> = {}) => ({
  decision: "approved",
  reason: "Satzungsgemäß",
  decisionDate,
  membershipClass: "ordinary",
  version: 2,
  ...extra,
});

type Convocation = { ok: boolean; message: string; members: number; votingMembers: number };
/** The office's convocation view; before the assembly exists: the register's counts alone. */
async function officeViewOf(id: string | null): Promise<Convocation> {
  if (id === null) {
    const [row] = rowsOf<{ members: number; voting: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS members, count(*) FILTER (WHERE membership_class = 'ordinary')::int AS voting FROM memberships WHERE entry_date <= current_date AND (exit_date IS NULL OR exit_date >= current_date)`,
      ),
    );
    return { ok: true, message: "Alle Mitglieder wurden fristgerecht eingeladen (§ 4 Abs. 3 Satzung).", members: row!.members, votingMembers: row!.voting };
  }
  const detail = await call(assembly, "GET", `/api/assembly/assemblies/${id}`, { as: "admin" });
  return (detail.body as { convocation: Convocation }).convocation;
}
const officeView = () => officeViewOf(assemblyId);
let before: Convocation;

beforeAll(async () => {
  process.env.DEV_CLOCK = "1";
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  // Members entered before the invitation (and one admitted before, whose membership begins only in
  // 2030); the assembly invited every member two days ago for a day 30 days ahead.
  for (const [name, membershipClass, entryDate] of [
    ["Hafenbahn Vorher GmbH", "ordinary", "2024-01-01"],
    ["Gleisplan Vorher GmbH", "supporting", "2024-01-01"],
    ["Hafenbahn Später GmbH", "ordinary", "2030-01-01"],
  ] as const) {
    const created = await call(members, "POST", "/api/members", {
      as: "admin",
      body: { name, state: "Sachsen", membershipClass, entryDate, email: "info@vorher.example" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  before = await officeViewOf(null);
  [{ id: assemblyId }] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, first_invitation_sent_at)
      VALUES ('Ordentliche Mitgliederversammlung Frist', 'ordinary', 'invited', ${assemblyDay}::date, ${`${assemblyDay}T08:00:00Z`}, ${`${invitedOn}T09:00:00Z`}) RETURNING id`),
  ) as [{ id: string }];
  await db.execute(sql`
    INSERT INTO assembly_invitations (assembly_id, organization_id, recipient_email, queued_at, sent_at)
    SELECT ${assemblyId}, organization_id, 'info@vorher.example', ${`${invitedOn}T09:00:00Z`}, ${`${invitedOn}T09:00:00Z`} FROM memberships WHERE entry_date <= ${today}::date`);
}, 120_000);
afterAll(async () => {
  delete process.env.DEV_CLOCK;
  await liftAdmissionFreezes(db);
  await closeDatabase();
});

describe("the admission freeze on every way into the register", () => {
  it("shows the office a complete convocation to begin with", async () => {
    expect(await officeView()).toEqual(expect.objectContaining(before));
  });

  it("refuses an approval during the freeze, also with a decision back-dated before the invitation", async () => {
    const receivedBefore = await applicationInReview(addDays(today, -20));
    const now = await call(applications, "POST", `/api/membership-applications/${receivedBefore}/decision`, { as: "vorstand", body: approval(today) });
    expect(now).toMatchObject({ status: 409, body: { error: "admission_blocked" } });
    expect((now.body as { message: string }).message).toContain("Aufnahmen ruhen bis zum Ende der Mitgliederversammlung am");
    const backDated = await call(applications, "POST", `/api/membership-applications/${receivedBefore}/decision`, {
      as: "vorstand",
      body: approval(addDays(today, -10)),
    });
    expect(backDated).toMatchObject({ status: 409, body: { error: "admission_blocked" } });
    expect((backDated.body as { message: string }).message).toContain("ohne dieses Mitglied");
  });

  it("refuses a decision before the application's receipt and one in the future", async () => {
    const receivedDuring = await applicationInReview(addDays(today, -1));
    const beforeReceipt = await call(applications, "POST", `/api/membership-applications/${receivedDuring}/decision`, {
      as: "vorstand",
      body: approval(addDays(today, -5)),
    });
    expect(beforeReceipt).toMatchObject({
      status: 400,
      body: { details: [expect.stringContaining("decisionDate: Der Vorstand kann nicht vor dem Eingang des Antrags")] },
    });
    const future = await call(applications, "POST", `/api/membership-applications/${receivedDuring}/decision`, {
      as: "vorstand",
      body: approval(addDays(today, 1)),
    });
    expect(future).toMatchObject({ status: 400, body: { details: ["decisionDate: Das Entscheidungsdatum darf nicht in der Zukunft liegen"] } });
  });

  it("refuses „Mitglied anlegen“ during the freeze", async () => {
    const created = await call(members, "POST", "/api/members", {
      as: "admin",
      body: { name: "Hafenbahn Während GmbH", state: "Sachsen", membershipClass: "ordinary", entryDate: today, email: "info@waehrend.example" },
    });
    expect(created).toMatchObject({ status: 409, body: { error: "admission_blocked" } });
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM organizations WHERE name = 'Hafenbahn Während GmbH'`));
    expect(row!.n).toBe(0);
  });

  it("refuses an edit that adds a vote or a member to the invited electorate, and takes other corrections", async () => {
    const list = await call(members, "GET", "/api/members?q=Gleisplan%20Vorher", { as: "admin" });
    const supporting = (list.body as { items: { id: string }[] }).items[0]!;
    const detail = (await call(members, "GET", `/api/members/${supporting.id}`, { as: "admin" })).body as {
      membership: { version: number };
      organization: { version: number };
    };
    const fields = {
      name: "Gleisplan Vorher GmbH",
      state: "Sachsen",
      entryDate: "2024-01-01",
      email: "info@vorher.example",
      version: detail.membership.version,
      organizationVersion: detail.organization.version,
    };
    const upgraded = await call(members, "PUT", `/api/members/${supporting.id}`, { as: "admin", body: { ...fields, membershipClass: "ordinary" } });
    expect(upgraded).toMatchObject({ status: 409, body: { error: "admission_blocked" } });
    const corrected = await call(members, "PUT", `/api/members/${supporting.id}`, {
      as: "admin",
      body: { ...fields, membershipClass: "supporting", entryDate: "2024-02-01" },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // A future member moved into the assembly's electorate is an admission, too.
    const later = (await call(members, "GET", "/api/members?q=Hafenbahn%20Sp%C3%A4ter", { as: "admin" })).body as { items: { id: string }[] };
    const laterDetail = (await call(members, "GET", `/api/members/${later.items[0]!.id}`, { as: "admin" })).body as {
      membership: { version: number };
      organization: { version: number };
    };
    const moved = await call(members, "PUT", `/api/members/${later.items[0]!.id}`, {
      as: "admin",
      body: {
        name: "Hafenbahn Später GmbH",
        state: "Sachsen",
        membershipClass: "ordinary",
        entryDate: today,
        email: "info@vorher.example",
        version: laterDetail.membership.version,
        organizationVersion: laterDetail.organization.version,
      },
    });
    expect(moved).toMatchObject({ status: 409, body: { error: "admission_blocked" } });
  });

  it("keeps the office's view true: no member or vote was added", async () => {
    expect(await officeView()).toEqual(expect.objectContaining(before));
  });

  it("says so before the decision form is filled, and admits again after the assembly", async () => {
    const id = await applicationInReview(addDays(today, -1));
    const check = await call(applications, "GET", `/api/membership-applications/${id}/approval-check?decisionDate=${today}`, { as: "vorstand" });
    expect(check).toMatchObject({ status: 200, body: { allowed: false, field: null, today } });
    expect((check.body as { message: string }).message).toContain("§ 3 Abs. 5 Satzung");
    const early = await call(applications, "GET", `/api/membership-applications/${id}/approval-check?decisionDate=${addDays(today, -3)}`, { as: "vorstand" });
    expect(early).toMatchObject({ status: 200, body: { allowed: false, field: "decisionDate" } });
    const frozen = await call(applications, "GET", "/api/membership-applications/admission-freezes", { as: "vorstand" });
    expect(frozen.body).toMatchObject({ admissionToday: { allowed: false } });

    const dayAfter = addDays(assemblyDay, 1);
    expect(await callOn(dayAfter, applications, "GET", `/api/membership-applications/${id}/approval-check?decisionDate=${dayAfter}`)).toMatchObject({
      status: 200,
      body: { allowed: true, message: null, today: dayAfter },
    });
    // Still on the assembly's day it is refused; the day after it is admitted.
    expect((await callOn(assemblyDay, applications, "POST", `/api/membership-applications/${id}/decision`, approval(assemblyDay))).status).toBe(409);
    const admitted = await callOn(dayAfter, applications, "POST", `/api/membership-applications/${id}/decision`, approval(dayAfter));
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
  });
});

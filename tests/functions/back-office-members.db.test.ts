/**
 * The applications and member register endpoints through their handlers: who may call what
 * (admin, geschaeftsfuehrung, vorstand yes; mitglied and no session never), bad input, version
 * conflicts, the approval with its invitation, resignation and exclusion, figures and CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInBerlin } from "#shared/schemas/dates.ts";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { profiles, userActivityLog, userRoles } from "#platform/auth/tables.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { createRoleUsers, roleCaller, type Handler } from "../helpers/role-users.ts";
import { submittedApplication } from "#modules/membership-applications/server/testing/application-fixture.ts";
import { VERSION_CONFLICT_MESSAGE } from "#platform/http/errors.ts";
import applications from "../../netlify/functions/membership-applications.mts";
import application from "../../netlify/functions/membership-applications.mts";
import applicationStatus from "../../netlify/functions/membership-applications.mts";
import applicationDecision from "../../netlify/functions/membership-applications.mts";
import members from "../../netlify/functions/members.mts";
import member from "../../netlify/functions/members.mts";
import resignation from "../../netlify/functions/members.mts";
import exclusion from "../../netlify/functions/members.mts";
import figures from "../../netlify/functions/members.mts";
import memberExport from "../../netlify/functions/members.mts";
import assemblies from "../../netlify/functions/membership-applications.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
let outboxDir = "";

const call = roleCaller(tokens);

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "vnsi-f1-endpoints-"));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

const SOME_UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const newMember = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  state: "Sachsen",
  membershipClass: "ordinary",
  entryDate: "2025-01-01",
  trackLengthKm: 10,
  ...extra,
});

/** Each endpoint with a request that passes validation far enough to reach the role check. */
const ENDPOINTS: { name: string; fn: Handler; method: string; url: string; body?: unknown; params?: Record<string, string>; adminOnly?: boolean }[] = [
  { name: "list applications", fn: applications, method: "GET", url: "/api/membership-applications/review" },
  { name: "read application", fn: application, method: "GET", url: `/api/membership-applications/${SOME_UUID}`, params: { id: SOME_UUID } },
  {
    name: "application status",
    fn: applicationStatus,
    method: "POST",
    url: `/api/membership-applications/${SOME_UUID}/status`,
    params: { id: SOME_UUID },
    body: { status: "in_review", version: 1 },
  },
  {
    name: "application decision",
    fn: applicationDecision,
    method: "POST",
    url: `/api/membership-applications/${SOME_UUID}/decision`,
    params: { id: SOME_UUID },
    body: { decision: "rejected", reason: "x", decisionDate: "2025-01-01", version: 1 },
  },
  { name: "list members", fn: members, method: "GET", url: "/api/members" },
  { name: "create member", fn: members, method: "POST", url: "/api/members", body: newMember("Matrix Bahn GmbH") },
  { name: "read member", fn: member, method: "GET", url: `/api/members/${SOME_UUID}`, params: { id: SOME_UUID } },
  {
    name: "update member",
    fn: member,
    method: "PUT",
    url: `/api/members/${SOME_UUID}`,
    params: { id: SOME_UUID },
    body: { ...newMember("M"), version: 1, organizationVersion: 1 },
  },
  {
    name: "resignation",
    fn: resignation,
    method: "POST",
    url: `/api/members/${SOME_UUID}/resignation`,
    params: { id: SOME_UUID },
    body: { receivedAt: "2030-01-01", version: 1 },
  },
  {
    name: "exclusion",
    fn: exclusion,
    method: "POST",
    url: `/api/members/${SOME_UUID}/exclusion`,
    params: { id: SOME_UUID },
    body: { decidedAt: "2030-01-01", reason: "x", version: 1 },
  },
  { name: "figures", fn: figures, method: "GET", url: "/api/members/figures" },
  { name: "CSV export", fn: memberExport, method: "GET", url: "/api/members/export" },
  { name: "list assemblies", fn: assemblies, method: "GET", url: "/api/membership-applications/admission-freezes" },
];

describe("who may call the applications and member endpoints", () => {
  for (const who of ["none", "mitglied", "vorstand", "geschaeftsfuehrung", "admin"]) {
    for (const endpoint of ENDPOINTS) {
      const allowed = who === "admin" || (!endpoint.adminOnly && (who === "vorstand" || who === "geschaeftsfuehrung"));
      it(`${who} -> ${endpoint.name}: ${allowed ? "allowed" : who === "none" ? "401" : "403"}`, async () => {
        const result = await call(endpoint.fn, endpoint.method, endpoint.url, {
          as: who === "none" ? undefined : who,
          body: endpoint.body,
          params: endpoint.params,
        });
        if (allowed) expect([200, 201, 404]).toContain(result.status);
        else expect(result.body).toMatchObject({ success: false, error: who === "none" ? "unauthenticated" : "forbidden" });
        if (!allowed) expect(result.status).toBe(who === "none" ? 401 : 403);
      });
    }
  }

  it("logs a denied call of a member as permission_denied", async () => {
    await call(members, "GET", "/api/members", { as: "mitglied" });
    const rows = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, userIds.get("mitglied")!), eq(userActivityLog.activityType, "permission_denied")));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("applications", () => {
  it("lists with status filter, search and paging", async () => {
    const marker = `Suchbahn${Date.now()}`;
    const ids = [await submittedApplication({ company_name: `${marker} Eins GmbH` }), await submittedApplication({ company_name: `${marker} Zwei GmbH` })];
    await call(applicationStatus, "POST", `/api/membership-applications/${ids[1]!}/status`, {
      as: "vorstand",
      params: { id: ids[1]! },
      body: { status: "in_review", version: 1 },
    });
    const all = await call(applications, "GET", `/api/membership-applications/review?q=${marker}&sort=company_name&dir=asc&pageSize=10`, { as: "vorstand" });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((i: { companyName: string }) => i.companyName)).toEqual([`${marker} Eins GmbH`, `${marker} Zwei GmbH`]);
    const reviewing = await call(applications, "GET", `/api/membership-applications/review?q=${marker}&status=in_review`, { as: "vorstand" });
    expect(reviewing.body.items.map((i: { id: string }) => i.id)).toEqual([ids[1]]);
    const byPerson = await call(applications, "GET", `/api/membership-applications/review?q=${encodeURIComponent("erika muster")}&pageSize=100`, {
      as: "vorstand",
    });
    expect(byPerson.body.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining(ids));
    const page2 = await call(applications, "GET", `/api/membership-applications/review?q=${marker}&sort=company_name&dir=asc&pageSize=10&page=2`, {
      as: "vorstand",
    });
    expect(page2.body).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it("answers bad list parameters with German details", async () => {
    const result = await call(applications, "GET", "/api/membership-applications/review?status=unknown&pageSize=7", { as: "admin" });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual(expect.arrayContaining(["status: Unbekannter Status", "pageSize: Seitengröße muss 10, 25, 50, 100 sein"]));
  });

  it("shows every submitted field in the detail", async () => {
    const id = await submittedApplication({ website: "https://bahn.example", representative_phone: "+49 1 2" });
    const result = await call(application, "GET", `/api/membership-applications/${id}`, { as: "geschaeftsfuehrung", params: { id } });
    expect(result.body).toMatchObject({
      id,
      website: "https://bahn.example",
      representativePhone: "+49 1 2",
      legalForm: "GmbH",
      employeeCount: 42,
      infrastructureTypes: ["schienenwege", "haefen_terminals"],
      trackLength: "12.5",
      referralSource: "Empfehlung",
      status: "pending",
      version: 1,
    });
  });

  it("requires a reason for a decision", async () => {
    const id = await submittedApplication();
    const result = await call(applicationDecision, "POST", `/api/membership-applications/${id}/decision`, {
      as: "vorstand",
      params: { id },
      body: { decision: "rejected", reason: "  ", decisionDate: "2025-01-01", version: 1 },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toContain("reason: Begründung ist erforderlich");
    const future = await call(applicationDecision, "POST", `/api/membership-applications/${id}/decision`, {
      as: "vorstand",
      params: { id },
      body: { decision: "rejected", reason: "x", decisionDate: "2999-01-01", version: 1 },
    });
    expect(future.body.details).toContain("decisionDate: Das Entscheidungsdatum darf nicht in der Zukunft liegen");
  });

  it("approves: member, invitation for the representative (role mitglied, linked), mails", async () => {
    const id = await submittedApplication();
    const detail = (await call(application, "GET", `/api/membership-applications/${id}`, { as: "admin", params: { id } })).body;
    await call(applicationStatus, "POST", `/api/membership-applications/${id}/status`, {
      as: "vorstand",
      params: { id },
      body: { status: "in_review", version: 1 },
    });
    const result = await call(applicationDecision, "POST", `/api/membership-applications/${id}/decision`, {
      as: "vorstand",
      params: { id },
      body: { decision: "approved", reason: "Satzungsgemäß", decisionDate: todayInBerlin(), membershipClass: "ordinary", version: 2 },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "approved", version: 3, invitation: { kind: "invitation", delivered: true } });
    const decided = (await call(application, "GET", `/api/membership-applications/${id}`, { as: "admin", params: { id } })).body;
    expect(decided).toMatchObject({ decidedBy: userIds.get("vorstand"), decisionReason: "Satzungsgemäß", decisionDate: todayInBerlin() });
    expect(decided.decidedByEmail).toMatch(/@example\.org$/);

    const db = await getDb();
    const [profile] = await db.select().from(profiles).where(eq(profiles.email, detail.representativeEmail.toLowerCase()));
    expect(profile?.organizationId).toBe(result.body.organizationId);
    const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, profile!.id));
    expect(roles.map((r) => r.role)).toEqual(["mitglied"]);

    const mails = await Promise.all((await readdir(outboxDir)).map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), "utf8"))));
    const invitation = mails.find((m) => m.to === detail.representativeEmail.toLowerCase() && String(m.text).includes("/backend/einladung?token="));
    expect(invitation?.text).toContain(`die ${detail.companyName} wurde als Mitglied`);
    expect(mails.some((m) => String(m.subject).includes("Aufnahme beschlossen") && String(m.text).includes("Satzungsgemäß"))).toBe(true);

    const again = await call(applicationDecision, "POST", `/api/membership-applications/${id}/decision`, {
      as: "admin",
      params: { id },
      body: { decision: "rejected", reason: "zu spät", decisionDate: "2025-01-11", version: 3 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("invalid_transition");
  });

  it("links an existing account instead of inviting it again", async () => {
    const existing = await createUser({ roles: [] });
    const id = await submittedApplication({ representative_email: existing.email });
    await call(applicationStatus, "POST", `/api/membership-applications/${id}/status`, {
      as: "vorstand",
      params: { id },
      body: { status: "in_review", version: 1 },
    });
    const result = await call(applicationDecision, "POST", `/api/membership-applications/${id}/decision`, {
      as: "vorstand",
      params: { id },
      body: { decision: "approved", reason: "ok", decisionDate: todayInBerlin(), version: 2 },
    });
    expect(result.body.invitation).toEqual({ kind: "linked_existing", delivered: true });
    const [profile] = await (await getDb()).select().from(profiles).where(eq(profiles.id, existing.id));
    expect(profile?.organizationId).toBe(result.body.organizationId);
  });

  it("answers a stale version with 409 and the German message", async () => {
    const id = await submittedApplication();
    await call(applicationStatus, "POST", `/api/membership-applications/${id}/status`, {
      as: "vorstand",
      params: { id },
      body: { status: "in_review", version: 1 },
    });
    const stale = await call(applicationStatus, "POST", `/api/membership-applications/${id}/status`, {
      as: "admin",
      params: { id },
      body: { status: "withdrawn", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "version_conflict", message: VERSION_CONFLICT_MESSAGE });
  });
});

describe("members", () => {
  async function created(name: string, extra: Record<string, unknown> = {}) {
    const result = await call(members, "POST", "/api/members", { as: "admin", body: newMember(name, extra) });
    expect(result.status).toBe(201);
    return result.body as { id: string; organizationId: string; version: number };
  }

  it("creates, lists with filters and edits with a version check", async () => {
    const marker = `Registerbahn${Date.now()}`;
    const a = await created(`${marker} A`, { membershipClass: "supporting", state: "Bayern" });
    await created(`${marker} B`, { state: "Berlin" });
    const filtered = await call(members, "GET", `/api/members?q=${marker}&membershipClass=supporting`, { as: "vorstand" });
    expect(filtered.body.items.map((m: { name: string }) => m.name)).toEqual([`${marker} A`]);
    const byState = await call(members, "GET", `/api/members?q=${marker}&state=Berlin`, { as: "vorstand" });
    expect(byState.body.total).toBe(1);

    const detail = (await call(member, "GET", `/api/members/${a.id}`, { as: "vorstand", params: { id: a.id } })).body;
    const edit = {
      ...newMember(`${marker} A neu`, { membershipClass: "honorary", state: "Bayern" }),
      version: detail.membership.version,
      organizationVersion: detail.organization.version,
    };
    const saved = await call(member, "PUT", `/api/members/${a.id}`, { as: "vorstand", params: { id: a.id }, body: edit });
    expect(saved.status).toBe(200);
    const conflict = await call(member, "PUT", `/api/members/${a.id}`, { as: "admin", params: { id: a.id }, body: edit });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(VERSION_CONFLICT_MESSAGE);
  });

  it("answers a page by number (OFFSET, API only) with the same rows as walking there by cursor", async () => {
    const marker = `Seitenbahn${Date.now()}`;
    for (const n of [5, 3, 7, 1, 6, 2, 4]) await created(`${marker} ${n}`, { state: n % 2 ? "Bayern" : "Berlin" });
    const firstPage = (await call(members, "GET", `/api/members?q=${marker}&pageSize=10`, { as: "vorstand" })).body;
    expect(firstPage.items.map((m: { name: string }) => m.name)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `${marker} ${n}`));
    for (const dir of ["asc", "desc"]) {
      const all = (await call(members, "GET", `/api/members?q=${marker}&pageSize=10&dir=${dir}`, { as: "vorstand" })).body.items.map(
        (m: { name: string }) => m.name,
      );
      const second = await call(members, "GET", `/api/members?q=${marker}&pageSize=10&page=2&dir=${dir}`, { as: "vorstand" });
      expect(second.body).toMatchObject({ items: [], total: 7, page: 2 });
      expect(all).toHaveLength(7);
    }
    // Beyond the first page by number: the rows after the first ten of the whole register by name.
    const first = (await call(members, "GET", "/api/members?pageSize=10", { as: "vorstand" })).body;
    const next = (await call(members, "GET", `/api/members?pageSize=10&page=2&cursor=${first.nextCursor}`, { as: "vorstand" })).body;
    const byNumber = (await call(members, "GET", "/api/members?pageSize=10&page=2", { as: "vorstand" })).body;
    expect(byNumber.items.map((m: { id: string }) => m.id)).toEqual(next.items.map((m: { id: string }) => m.id));
    expect(byNumber.total).toBe(first.total);
  });

  it("rejects bad member input with German details", async () => {
    const result = await call(members, "POST", "/api/members", {
      as: "admin",
      body: { name: "", state: "Atlantis", membershipClass: "ordinary", entryDate: "morgen", postalCode: "123" },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual(
      expect.arrayContaining([
        "name: Name der Organisation ist erforderlich",
        "state: Bundesland ist erforderlich",
        "entryDate: Eintrittsdatum ist erforderlich (JJJJ-MM-TT)",
        "postalCode: PLZ muss 5 Ziffern haben",
      ]),
    );
  });

  it("records a resignation with the computed exit date, and only once", async () => {
    const m = await created(`Kündigungsbahn ${Date.now()}`);
    const late = await call(resignation, "POST", `/api/members/${m.id}/resignation`, {
      as: "vorstand",
      params: { id: m.id },
      body: { receivedAt: "2030-12-01", version: 1 },
    });
    expect(late.body).toMatchObject({ exitDate: "2031-12-31", version: 2 });
    const again = await call(resignation, "POST", `/api/members/${m.id}/resignation`, {
      as: "vorstand",
      params: { id: m.id },
      body: { receivedAt: "2030-12-02", version: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Für dieses Mitglied ist bereits ein Austritt erfasst.");
  });

  it("records an exclusion with the assembly's decision date", async () => {
    const m = await created(`Ausschlussbahn ${Date.now()}`);
    const result = await call(exclusion, "POST", `/api/members/${m.id}/exclusion`, {
      as: "admin",
      params: { id: m.id },
      body: { decidedAt: "2030-04-01", reason: "Beitragsrückstand", version: 1 },
    });
    expect(result.body).toMatchObject({ exitDate: "2030-04-01" });
    const detail = (await call(member, "GET", `/api/members/${m.id}`, { as: "admin", params: { id: m.id } })).body;
    expect(detail.membership).toMatchObject({ status: "excluded", exclusionDecidedAt: "2030-04-01", exclusionReason: "Beitragsrückstand" });
  });

  it("counts current members per class and state and sums their track length", async () => {
    const before = (await call(figures, "GET", `/api/members/figures`, { as: "vorstand" })).body;
    await created(`Zahlenbahn ${Date.now()}`, { trackLengthKm: 123.4, state: "Thüringen" });
    const ended = await created(`Exbahn ${Date.now()}`, { trackLengthKm: 1000 });
    await call(exclusion, "POST", `/api/members/${ended.id}/exclusion`, {
      as: "admin",
      params: { id: ended.id },
      body: { decidedAt: "2025-02-01", reason: "x", version: 1 },
    });
    const after = (await call(figures, "GET", `/api/members/figures`, { as: "vorstand" })).body;
    expect(after.currentMembers).toBe(before.currentMembers + 1);
    expect(after.totalTrackLengthKm).toBeCloseTo(before.totalTrackLengthKm + 123.4, 1);
    expect(after.byState.find((s: { state: string }) => s.state === "Thüringen").members).toBeGreaterThanOrEqual(1);
  });

  it("exports CSV for German Excel, formula-safe, and logs data_export", async () => {
    const marker = `Exportbahn${Date.now()}`;
    await created(`=HYPERLINK("x") ${marker}`, { trackLengthKm: 7.5 });
    const result = await call(memberExport, "GET", `/api/members/export?q=${marker}`, { as: "geschaeftsfuehrung" });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.text.startsWith("\uFEFFName;Rechtsform;Mitgliedsart")).toBe(true);
    const line = result.text.split("\r\n")[1]!;
    expect(line.startsWith(`'=HYPERLINK("x") ${marker}`) || line.startsWith(`"'=HYPERLINK(""x"") ${marker}`)).toBe(true);
    expect(line).toContain(";Ordentliches Mitglied;Aktiv;01.01.2025;");
    expect(line).toContain(";7,5;");
    const logged = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, userIds.get("geschaeftsfuehrung")!), eq(userActivityLog.activityType, "permission_granted")));
    expect(logged.some((r) => (r.metadata as { action?: string }).action === "data_export")).toBe(true);
  });
});

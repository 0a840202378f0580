/**
 * GET /api/dashboard through the function handler (issue 25): each role gets the sections its
 * routes open for, with items from the modules' own scoped reads and links to where they are done;
 * activity shows others' decisions, never sign-ins; the answer matches the contract.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles, userActivityLog } from "#platform/auth/tables.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { fakeContext } from "../../../../tests/helpers/function-call.ts";
import { membershipApplications } from "#modules/membership-applications/server/tables.ts";
import { runFeeRun } from "#modules/finances/server/fee-run-commands.ts";
import { completeSettings, createTestMember, scheduleFor } from "#modules/finances/server/testing-fixtures.ts";
import { securityIncidents } from "#modules/security/server/tables.ts";
import { documentFiles, documentFolders, documents } from "#modules/documents/server/tables.ts";
import { memberCounts } from "#modules/assembly/index.ts";
import { memberships } from "#modules/members/index.ts";
import type { Role } from "#shared/roles.ts";
import handler from "../../../../netlify/functions/dashboard.mts";
import { dashboardSchema, type Dashboard } from "../schema.ts";

const YEAR = 2031;
const DAY = `${YEAR}-06-15T09:00:00Z`;
let db: Db;
const tokens = new Map<string, string>();
const ids: Record<string, string> = {};

async function person(name: string, roles: Role[], organizationId?: string) {
  const user = await createUser({ roles, firstName: name, lastName: "Test" });
  if (organizationId) await db.update(profiles).set({ organizationId }).where(eq(profiles.id, user.id));
  ids[name] = user.id;
  tokens.set(name, await tokenFor(user.id));
}

async function dashboard(as: string, view = "all"): Promise<{ status: number; body: Dashboard }> {
  const request = new Request(`http://localhost/api/dashboard?view=${view}`, { headers: { authorization: `Bearer ${tokens.get(as)}`, "x-dev-now": DAY } });
  const response = await handler(request, fakeContext());
  return { status: response.status, body: (await response.json()) as Dashboard };
}

const section = (body: Dashboard, key: string) => body.sections.find((s) => s.key === key);

beforeAll(async () => {
  process.env.DEV_CLOCK = "1";
  db = await getDb();
  await completeSettings(db);
  const member = await createTestMember(db, `Kleinbahn Dashboard ${Date.now()}`);
  await person("treasurer", ["vorstand"]);
  await person("office", ["geschaeftsfuehrung"]);
  await person("admin", ["admin"]);
  await person("member", ["mitglied"], member.organization.id);
  await scheduleFor(db, ids.treasurer!, YEAR);
  await runFeeRun(db, ids.treasurer!, YEAR, `${YEAR}-01-05`);
  const [application] = await db
    .insert(membershipApplications)
    .values({
      companyName: "Werkbahn Dashboard GmbH",
      legalForm: "GmbH",
      employeeCount: 12,
      street: "Gleis 1",
      postalCode: "06108",
      city: "Halle (Saale)",
      state: "Sachsen-Anhalt",
      phone: "+49 345 1",
      email: "info@werkbahn.example",
      representativeSalutation: "frau",
      representativeFirstname: "Erika",
      representativeLastname: "Muster",
      representativePosition: "Geschäftsführerin",
      representativeEmail: "erika@werkbahn.example",
      infrastructureTypes: ["schienenwege"],
      desiredEntryDate: `${YEAR}-07-01`,
    })
    .returning();
  ids.application = application!.id;
  const [incident] = await db
    .insert(securityIncidents)
    .values({ title: "Verlorener Laptop", severity: "high", personalDataAffected: true, discoveredAt: new Date(`${YEAR}-06-14T10:00:00Z`) })
    .returning();
  ids.incident = incident!.id;
  await db.insert(userActivityLog).values([
    { userId: ids.office!, activityType: "login", description: "Anmeldung" },
    { userId: ids.office!, activityType: "member_created", description: "Mitglied angelegt: Werkbahn Dashboard GmbH" },
  ]);
}, 180_000);
afterAll(() => closeDatabase());

describe("GET /api/dashboard", () => {
  it("answers the contract's shape for every role and view", async () => {
    for (const as of ["treasurer", "office", "admin", "member"]) {
      for (const view of ["all", "member", "board"]) {
        const { status, body } = await dashboard(as, view);
        expect(status, `${as} ${view}`).toBe(200);
        expect(() => dashboardSchema.parse(body)).not.toThrow();
      }
    }
  });

  it("puts the application to decide before the board, linked to its review, and not before a member", async () => {
    const { body } = await dashboard("treasurer", "board");
    const applications = section(body, "applications")!;
    expect(applications.total).toBeGreaterThanOrEqual(1);
    expect(applications.items.map((i) => [i.title, i.link])).toContainEqual([
      "Werkbahn Dashboard GmbH",
      `/backend/members/applications?antrag=${ids.application}`,
    ]);
    expect(body.figures.map((f) => f.label)).toEqual(expect.arrayContaining(["Mitglieder heute", "Offene Anträge", "Überfällige Rechnungen"]));
    expect(section((await dashboard("member")).body, "applications")).toBeUndefined();
  });

  it("shows the treasurer the overdue fee invoices and a member company its own open invoice", async () => {
    const board = (await dashboard("treasurer", "board")).body;
    const overdue = section(board, "finances")!;
    expect(overdue.total).toBeGreaterThanOrEqual(1);
    expect(overdue.items[0]).toMatchObject({ tone: "overdue", link: "/backend/finances?bereich=overdue" });
    const own = section((await dashboard("member", "member")).body, "invoices")!;
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({ tone: "overdue", link: "/backend/invoices" });
    // Staff without a member company have no company invoices to see.
    expect(section((await dashboard("office")).body, "invoices")).toBeUndefined();
  });

  it("shows the administrator the incident with its 72-hour clock, and nobody else", async () => {
    const incidents = section((await dashboard("admin", "board")).body, "incidents")!;
    expect(incidents.items[0]).toMatchObject({
      title: "Verlorener Laptop",
      at: `${YEAR}-06-17T10:00:00.000Z`,
      dateLabel: "Meldefrist bis",
      tone: "soon",
      link: `/backend/security/incidents?incident=${ids.incident}`,
    });
    expect(section((await dashboard("office", "board")).body, "incidents")).toBeUndefined();
  });

  it("shows others' decisions to the board, never sign-ins, and keeps board decisions from members", async () => {
    const board = (await dashboard("treasurer")).body;
    expect(board.activity.map((a) => a.text)).toContain("Mitglied angelegt: Werkbahn Dashboard GmbH");
    expect(board.activity.map((a) => a.label)).not.toContain("Anmeldung");
    expect((await dashboard("member")).body.activity.map((a) => a.text)).not.toContain("Mitglied angelegt: Werkbahn Dashboard GmbH");
    // One's own decisions are not news to oneself.
    expect((await dashboard("office")).body.activity.map((a) => a.text)).not.toContain("Mitglied angelegt: Werkbahn Dashboard GmbH");
  });

  it("shows others' new documents only from folders the person may read (scoped in the same statement, issue 27)", async () => {
    const run = Date.now();
    const sha256 = createHash("sha256").update(`dashboard-test-${run}`).digest("hex");
    await db.insert(documentFiles).values({ sha256, size: 10, typeId: "pdf", mediaType: "application/pdf", textStatus: "none" });
    const folder = async (name: string, readRole: Role) =>
      (await db.insert(documentFolders).values({ name, nameKey: name.toLowerCase(), readRole, writeRole: "geschaeftsfuehrung" }).returning())[0]!;
    const boardFolder = await folder(`Vorstand ${run}`, "vorstand");
    const memberFolder = await folder(`Rundschreiben ${run}`, "mitglied");
    const file = (name: string, folderId: string) => ({
      folderId,
      name,
      nameKey: name.toLowerCase(),
      fileSha256: sha256,
      size: 10,
      typeId: "pdf",
      createdBy: ids.office!,
      updatedBy: ids.office!,
    });
    await db.insert(documents).values([file(`Protokoll ${run}.pdf`, boardFolder.id), file(`Rundschreiben ${run}.pdf`, memberFolder.id)]);
    const texts = async (as: string) => (await dashboard(as)).body.activity.filter((a) => a.kind === "document").map((a) => a.text);
    expect(await texts("treasurer")).toEqual(
      expect.arrayContaining([`Protokoll ${run}.pdf (Vorstand ${run})`, `Rundschreiben ${run}.pdf (Rundschreiben ${run})`]),
    );
    const member = await texts("member");
    expect(member).toContain(`Rundschreiben ${run}.pdf (Rundschreiben ${run})`);
    expect(member).not.toContain(`Protokoll ${run}.pdf (Vorstand ${run})`);
    // One's own filing is not news to oneself.
    expect(await texts("office")).not.toContain(`Rundschreiben ${run}.pdf (Rundschreiben ${run})`);
  });

  it("is kept while nothing is written (ADR 296), and shows a change on the very next request", async () => {
    const before = (await dashboard("admin", "board")).body;
    expect((await dashboard("admin", "board")).body).toEqual(before);
    const [incident] = await db
      .insert(securityIncidents)
      .values({
        title: "Phishing-Mail an die Geschäftsstelle",
        severity: "low",
        personalDataAffected: false,
        discoveredAt: new Date(`${YEAR}-06-15T08:00:00Z`),
      })
      .returning();
    const after = section((await dashboard("admin", "board")).body, "incidents")!;
    expect(after.total).toBe(section(before, "incidents")!.total + 1);
    expect(after.items.map((i) => i.id)).toContain(incident!.id);
    // Another view and another person are answers of their own.
    expect(section((await dashboard("admin", "member")).body, "incidents")).toBeUndefined();
    expect(section((await dashboard("office", "board")).body, "incidents")).toBeUndefined();
  });

  it("counts members today as a recount would, also after an entry, a class change and an exit (the register's kept figures, issue 27)", async () => {
    const figure = async (key: string) => {
      const value = (await dashboard("treasurer", "board")).body.figures.find((f) => f.key === key)?.value;
      return Number(value?.replaceAll(".", ""));
    };
    const expectRecount = async () => {
      const recount = await memberCounts(db, `${YEAR}-06-15`);
      expect(await figure("members")).toBe(recount.members);
      expect(await figure("votingMembers")).toBe(recount.votingMembers);
      return recount;
    };
    const before = await expectRecount();
    const entered = await createTestMember(db, `Neubahn Dashboard ${Date.now()}`, { entryDate: `${YEAR}-06-14` });
    expect(await expectRecount()).toEqual({ members: before.members + 1, votingMembers: before.votingMembers + 1 });
    await db.update(memberships).set({ membershipClass: "supporting" }).where(eq(memberships.id, entered.membership.id));
    expect(await expectRecount()).toEqual({ members: before.members + 1, votingMembers: before.votingMembers });
    await db
      .update(memberships)
      .set({ exitDate: `${YEAR}-06-14` })
      .where(eq(memberships.id, entered.membership.id));
    expect(await expectRecount()).toEqual(before);
  });

  it("shows a member company's own invoices by the company the sign-in carries, at once after the link changes", async () => {
    expect(section((await dashboard("member", "member")).body, "invoices")).toBeDefined();
    const [profile] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, ids.member!));
    await db.update(profiles).set({ organizationId: null }).where(eq(profiles.id, ids.member!));
    expect(section((await dashboard("member", "member")).body, "invoices")).toBeUndefined();
    await db.update(profiles).set({ organizationId: profile!.organizationId }).where(eq(profiles.id, ids.member!));
    expect(section((await dashboard("member", "member")).body, "invoices")).toBeDefined();
  });

  it("refuses a request without a session", async () => {
    const response = await handler(new Request("http://localhost/api/dashboard"), fakeContext());
    expect(response.status).toBe(401);
  });
});

/**
 * The assembly function by role: members never reach the office's endpoints, a draft assembly by
 * id, an unpublished minutes download link, or another company's vote; the office reaches all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import assembly from "../../../../netlify/functions/assembly.mts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { runningAssembly, type AssemblyFixture } from "./testing/assembly-fixture.ts";
import { createMotionBallot } from "./ballots/create-ballot.ts";
import { openBallot } from "./ballots/open-ballot.ts";
import { generalAssemblies, participations } from "./tables.ts";

let db: Db;
const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
let fixture: AssemblyFixture;
let draftId: string;
let ballotId: string;

beforeAll(async () => {
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  fixture = await runningAssembly(db, 3, `Funktion ${Date.now()}`);
  // The demo "mitglied" belongs to the first company of the running assembly, without power of representation.
  await db
    .update(profiles)
    .set({ organizationId: fixture.members[0]!.organizationId })
    .where(eq(profiles.id, userIds.get("mitglied")!));
  // A draft in two months, by the database's clock.
  const [draft] = await db
    .insert(generalAssemblies)
    .values({ title: "Entwurf", kind: "ordinary", assemblyDate: sql`current_date + 60`, startsAt: sql`now() + interval '60 days'` })
    .returning({ id: generalAssemblies.id });
  draftId = draft!.id;
  ballotId = await db.transaction((tx) => createMotionBallot(tx, { assemblyId: fixture.assemblyId, title: "Haushalt", subject: "general", mode: "secret" }));
  await openBallot(db, ballotId);
}, 120_000);
afterAll(() => closeDatabase());

describe("assembly endpoints by role", () => {
  it("keeps the office's detail, list and minutes preview from members and the board", async () => {
    for (const who of ["mitglied", "vorstand", "geschaeftsfuehrung"]) {
      expect((await call(assembly, "GET", `/api/assembly/assemblies/${fixture.assemblyId}`, { as: who, params: { id: fixture.assemblyId } })).status).toBe(403);
      expect((await call(assembly, "GET", "/api/assembly/assemblies", { as: who })).status).toBe(403);
      expect(
        (await call(assembly, "GET", `/api/assembly/assemblies/${fixture.assemblyId}/minutes.pdf`, { as: who, params: { id: fixture.assemblyId } })).status,
      ).toBe(403);
      expect((await call(assembly, "GET", "/api/assembly/people?q=Funk", { as: who })).status).toBe(403);
    }
    expect((await call(assembly, "GET", `/api/assembly/assemblies/${fixture.assemblyId}`, { as: "admin", params: { id: fixture.assemblyId } })).status).toBe(
      200,
    );
  });

  it("hides drafts from members by id and in their list", async () => {
    expect((await call(assembly, "GET", `/api/assembly/member/assemblies/${draftId}`, { as: "mitglied", params: { id: draftId } })).status).toBe(404);
    const overview = await call(assembly, "GET", "/api/assembly/member/overview", { as: "mitglied" });
    expect(overview.status).toBe(200);
    expect((overview.body as { assemblies: { id: string }[] }).assemblies.map((a) => a.id)).not.toContain(draftId);
    expect(
      (
        await call(assembly, "POST", `/api/assembly/member/assemblies/${draftId}/motions`, {
          as: "mitglied",
          params: { id: draftId },
          body: { category: "general", title: "T", body: "B" },
        })
      ).status,
    ).toBe(404);
  });

  it("serves no minutes before they are published", async () => {
    const result = await call(assembly, "GET", `/api/assembly/member/assemblies/${fixture.assemblyId}/minutes.pdf`, {
      as: "mitglied",
      params: { id: fixture.assemblyId },
    });
    expect(result.status).toBe(404);
  });

  it("lets nobody cast another company's vote, nor a vote without power of representation", async () => {
    // The demo member is not checked in and has no recorded authority: refused.
    const own = await call(assembly, "POST", `/api/assembly/member/ballots/${ballotId}/votes`, {
      as: "mitglied",
      params: { id: ballotId },
      body: { organizationId: fixture.members[0]!.organizationId, optionKey: "yes" },
    });
    expect(own).toMatchObject({ status: 409, body: { error: "not_entitled" } });
    const foreign = await call(assembly, "POST", `/api/assembly/member/ballots/${ballotId}/votes`, {
      as: "admin",
      params: { id: ballotId },
      body: { organizationId: fixture.members[1]!.organizationId, optionKey: "yes" },
    });
    expect(foreign).toMatchObject({ status: 409, body: { error: "not_entitled" } });
    expect(await db.$count(participations, eq(participations.ballotId, ballotId))).toBe(0);
  });

  it("shows no interim figures of a secret ballot to members", async () => {
    const view = await call(assembly, "GET", `/api/assembly/member/assemblies/${fixture.assemblyId}`, { as: "mitglied", params: { id: fixture.assemblyId } });
    expect(view.status).toBe(200);
    expect((view.body as { openBallot: { id: string; result: unknown } }).openBallot).toMatchObject({ id: ballotId, result: null });
  });

  it("lists proxy holders only on request, without the member's own company, and never for a draft", async () => {
    const overview = await call(assembly, "GET", "/api/assembly/member/overview", { as: "mitglied" });
    expect(overview.status).toBe(200);
    // The overview no longer carries the register's ordinary members (bench: a sort of every membership per call).
    expect(overview.body).not.toHaveProperty("members");
    const holders = await call(assembly, "GET", `/api/assembly/member/assemblies/${fixture.assemblyId}/proxy-holders`, {
      as: "mitglied",
      params: { id: fixture.assemblyId },
    });
    expect(holders.status).toBe(200);
    const ids = (holders.body as { items: { id: string }[] }).items.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([fixture.members[1]!.organizationId, fixture.members[2]!.organizationId]));
    expect(ids).not.toContain(fixture.members[0]!.organizationId);
    expect((await call(assembly, "GET", `/api/assembly/member/assemblies/${draftId}/proxy-holders`, { as: "mitglied", params: { id: draftId } })).status).toBe(
      404,
    );
  });

  it("shows the office each person's recorded power of representation in the people search", async () => {
    const found = await call(assembly, "GET", `/api/assembly/people?q=${encodeURIComponent(fixture.members[1]!.name)}`, { as: "admin" });
    expect(found.status).toBe(200);
    const items = (found.body as { items: { userId: string; authority: string | null }[] }).items;
    expect(items.find((p) => p.userId === fixture.members[1]!.userId)).toMatchObject({ authority: "managing_director" });
  });

  it("refuses a power of representation for an account outside the company, saying where the link comes from", async () => {
    const refused = await call(assembly, "POST", "/api/assembly/representatives", {
      as: "admin",
      body: { organizationId: fixture.members[2]!.organizationId, userId: userIds.get("vorstand")!, authority: "managing_director" },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: "person_not_in_organization" } });
    expect((refused.body as { message: string }).message).toContain("mit der Aufnahme des Mitglieds");
  });
});

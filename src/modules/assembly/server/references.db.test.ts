/**
 * The assembly endpoints with ids that do not exist or belong to another assembly (issue 23):
 * every answer is a 4xx with a German message, never a 500 from a foreign key; a ballot refers
 * only to its own assembly's motion and agenda item and is never prepared in a draft.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import assembly from "../../../../netlify/functions/assembly.mts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { runningAssembly, type AssemblyFixture } from "./testing/assembly-fixture.ts";
import { agendaItems, ballots, generalAssemblies, motions } from "./tables.ts";

const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
const UNKNOWN = "00000000-0000-4000-8000-0000000000aa";
let db: Db;
let a: AssemblyFixture;
let b: AssemblyFixture;
let itemOfB: string;
let motionOfB: string;
let motionOfA: { id: string; version: number };
let draftId: string;

beforeAll(async () => {
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  a = await runningAssembly(db, 3, `Referenzen A ${Date.now()}`);
  b = await runningAssembly(db, 3, `Referenzen B ${Date.now()}`);
  await db
    .update(profiles)
    .set({ organizationId: a.members[0]!.organizationId })
    .where(eq(profiles.id, userIds.get("mitglied")!));
  itemOfB = await agendaItemOf(b.assemblyId, "Haushalt");
  [{ id: motionOfB }] = (await db
    .insert(motions)
    .values({ assemblyId: b.assemblyId, category: "general", title: "Antrag B", body: "Wortlaut B", status: "admitted", contentFingerprint: "fp-b" })
    .returning({ id: motions.id })) as [{ id: string }];
  [motionOfA] = (await db
    .insert(motions)
    .values({ assemblyId: a.assemblyId, category: "general", title: "Antrag A", body: "Wortlaut A", status: "submitted", contentFingerprint: "fp-a" })
    .returning({ id: motions.id, version: motions.version })) as [{ id: string; version: number }];
  // A draft in two months, by the database's clock.
  [{ id: draftId }] = (await db
    .insert(generalAssemblies)
    .values({ title: "Entwurf", kind: "ordinary", assemblyDate: sql`current_date + 60`, startsAt: sql`now() + interval '60 days'` })
    .returning({ id: generalAssemblies.id })) as [{ id: string }];
}, 120_000);
afterAll(() => closeDatabase());

const ballot = (extra: Record<string, unknown> = {}) => ({
  title: "Haushalt 2027",
  subject: "general",
  mode: "open",
  motionId: null,
  agendaItemId: null,
  ...extra,
});
const election = (extra: Record<string, unknown> = {}) => ({
  office: "cash_auditor",
  seat: 1,
  mode: "open",
  agendaItemId: null,
  candidates: [{ name: "Carsten Vogel", userId: null, organizationId: null }],
  ...extra,
});
const ballotCount = (assemblyId: string) => db.$count(ballots, eq(ballots.assemblyId, assemblyId));

/** Adds an assembly's first agenda item (position 1) and answers its id. */
async function agendaItemOf(assemblyId: string, title: string): Promise<string> {
  const [item] = await db.insert(agendaItems).values({ assemblyId, position: 1, title }).returning({ id: agendaItems.id });
  return item!.id;
}

describe("unknown ids on the office's endpoints", () => {
  const cases: [string, string, unknown][] = [
    ["GET", `/api/assembly/assemblies/${UNKNOWN}`, undefined],
    [
      "PUT",
      `/api/assembly/assemblies/${UNKNOWN}`,
      { title: "T", assemblyDate: "2030-05-06", startTime: "10:00", place: null, onlineParticipation: false, description: null, version: 1 },
    ],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/cancel`, { version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/invitations`, { version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/open`, { chairName: "A", minuteTakerName: "B", version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/close`, { version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/inquorate`, { version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/minutes`, undefined],
    ["GET", `/api/assembly/assemblies/${UNKNOWN}/minutes.pdf`, undefined],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/agenda`, { title: "TOP", description: null }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/agenda-order`, { itemIds: [UNKNOWN] }],
    ["PUT", `/api/assembly/agenda/${UNKNOWN}`, { title: "TOP", description: null, version: 1 }],
    ["DELETE", `/api/assembly/agenda/${UNKNOWN}`, undefined],
    ["POST", `/api/assembly/agenda/${UNKNOWN}/documents`, { documentId: UNKNOWN, title: "Unterlage" }],
    ["DELETE", `/api/assembly/agenda/${UNKNOWN}/documents/${UNKNOWN}`, undefined],
    ["POST", `/api/assembly/motions/${UNKNOWN}/decision`, { decision: "admitted", note: null, agendaItemId: null, repeatsMotionId: null, version: 1 }],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/attendance`, { userId: "user_unknown", mode: "online", present: true }],
    ["POST", "/api/assembly/representatives", { organizationId: UNKNOWN, userId: "user_unknown", authority: "managing_director" }],
    ["POST", "/api/assembly/office-terms", { office: "treasurer", seat: 1, personName: "Peter Lange", userId: "user_unknown", electedOn: "2025-01-01" }],
    ["DELETE", `/api/assembly/organizations/${UNKNOWN}/representatives/user_unknown`, undefined],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/ballots`, ballot()],
    ["POST", `/api/assembly/assemblies/${UNKNOWN}/elections`, election()],
    ["POST", `/api/assembly/ballots/${UNKNOWN}/open`, undefined],
    ["POST", `/api/assembly/ballots/${UNKNOWN}/close`, { votes: null, invalid: 0 }],
    [
      "POST",
      "/api/assembly/assemblies",
      { title: "Außerordentliche Versammlung", kind: "extraordinary", assemblyDate: "2031-05-06", startTime: "10:00", requestId: UNKNOWN },
    ],
  ];
  for (const [method, url, body] of cases) {
    it(`${method} ${url.replace(UNKNOWN, ":unknown").replace(UNKNOWN, ":unknown")} answers 404 in German`, async () => {
      const response = await call(assembly, method, url, { as: "admin", body });
      expect(response.status, JSON.stringify(response.body)).toBe(404);
      expect((response.body as { message: string }).message).toMatch(/nicht gefunden|keine Vertretungsbefugnis/);
    });
  }

  it("creates no assembly for an unknown request", async () => {
    expect(await db.$count(generalAssemblies, eq(generalAssemblies.title, "Außerordentliche Versammlung"))).toBe(0);
  });

  it("answers members' calls on an unknown assembly with 404 too", async () => {
    for (const [method, path] of [
      ["DELETE", "registration"],
      ["POST", "leave"],
      ["POST", "check-in"],
    ] as const) {
      const response = await call(assembly, method, `/api/assembly/member/assemblies/${UNKNOWN}/${path}`, { as: "mitglied" });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe("references a ballot may hold", () => {
  it("refuses another assembly's motion or agenda item, in German, and stores nothing", async () => {
    const before = await ballotCount(a.assemblyId);
    const motion = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/ballots`, { as: "admin", body: ballot({ motionId: motionOfB }) });
    expect(motion).toMatchObject({ status: 400, body: { message: "Der Antrag gehört zu einer anderen Versammlung." } });
    const item = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/ballots`, { as: "admin", body: ballot({ agendaItemId: itemOfB }) });
    expect(item).toMatchObject({ status: 400, body: { message: "Der Tagesordnungspunkt gehört zu einer anderen Versammlung." } });
    const electionItem = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/elections`, {
      as: "admin",
      body: election({ agendaItemId: itemOfB }),
    });
    expect(electionItem.status).toBe(400);
    expect(await ballotCount(a.assemblyId)).toBe(before);
  });

  it("answers 404 for an unknown motion, agenda item or candidate account", async () => {
    for (const body of [ballot({ motionId: UNKNOWN }), ballot({ agendaItemId: UNKNOWN })]) {
      const response = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/ballots`, { as: "admin", body });
      expect(response.status, JSON.stringify(response.body)).toBe(404);
    }
    const unknownItem = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/elections`, {
      as: "admin",
      body: election({ agendaItemId: UNKNOWN }),
    });
    expect(unknownItem).toMatchObject({ status: 404, body: { message: "Der Tagesordnungspunkt wurde nicht gefunden." } });
    const unknownPerson = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/elections`, {
      as: "admin",
      body: election({ candidates: [{ name: "Niemand", userId: "user_unknown", organizationId: null }] }),
    });
    expect(unknownPerson).toMatchObject({ status: 404, body: { message: "Die Person wurde nicht gefunden." } });
    const unknownCompany = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/elections`, {
      as: "admin",
      body: election({ candidates: [{ name: "Niemand", userId: null, organizationId: UNKNOWN }] }),
    });
    expect(unknownCompany.status).toBe(404);
  });

  it("prepares no ballot or election in a draft assembly", async () => {
    const motion = await call(assembly, "POST", `/api/assembly/assemblies/${draftId}/ballots`, { as: "admin", body: ballot() });
    expect(motion).toMatchObject({ status: 409, body: { error: "assembly_not_invited" } });
    expect((motion.body as { message: string }).message).toContain("noch in Vorbereitung");
    const vote = await call(assembly, "POST", `/api/assembly/assemblies/${draftId}/elections`, { as: "admin", body: election() });
    expect(vote).toMatchObject({ status: 409, body: { error: "assembly_not_invited" } });
    expect(await ballotCount(draftId)).toBe(0);
  });

  it("accepts the assembly's own motion and agenda item", async () => {
    const ownItem = await agendaItemOf(a.assemblyId, "Anträge");
    const response = await call(assembly, "POST", `/api/assembly/assemblies/${a.assemblyId}/ballots`, {
      as: "admin",
      body: ballot({ motionId: motionOfA.id, agendaItemId: ownItem }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe("references of a motion decision", () => {
  it("refuses an unknown or foreign agenda item and an unknown earlier motion", async () => {
    const decide = (body: Record<string, unknown>) =>
      call(assembly, "POST", `/api/assembly/motions/${motionOfA.id}/decision`, {
        as: "admin",
        body: { decision: "admitted", note: null, agendaItemId: null, repeatsMotionId: null, version: motionOfA.version, ...body },
      });
    expect(await decide({ repeatsMotionId: UNKNOWN })).toMatchObject({ status: 404, body: { message: "Der frühere Antrag wurde nicht gefunden." } });
    expect(await decide({ repeatsMotionId: motionOfA.id })).toMatchObject({ status: 400 });
    expect(await decide({ decision: "inadmissible", agendaItemId: UNKNOWN })).toMatchObject({
      status: 404,
      body: { message: "Der Tagesordnungspunkt wurde nicht gefunden." },
    });
    expect(await decide({ agendaItemId: itemOfB })).toMatchObject({
      status: 400,
      body: { message: "Der Tagesordnungspunkt gehört zu einer anderen Versammlung." },
    });
  });
});

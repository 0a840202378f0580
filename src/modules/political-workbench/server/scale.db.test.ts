/**
 * The political workbench at scale (issue 27, ADR 250): the lobby register report's gathered
 * figures come from a snapshot at most an hour old (with its time), while the entered figures
 * show at once and the filed CSV is computed afresh; the screen lists the first projects, the CSV
 * all of them; the stakeholder map's order and last campaign action are kept on the stakeholder
 * row and follow renamed contacts and organisations and changed actions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import { politicalActionContacts, politicalActions, politicalCampaigns, politicalProcedures, politicalStageChanges, politicalStakeholders } from "./tables.ts";
import { LOBBY_SCREEN_ITEMS } from "./lobby-queries.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import political from "../../../../netlify/functions/political-workbench.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/political-workbench";
const stamp = Date.now().toString(36);
/** For names the order test's search for the stamp must not find. */
const unstamped = [...stamp].reverse().join("");

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

async function procedureIn2031(title: string) {
  const db = await getDb();
  const [row] = await db
    .insert(politicalProcedures)
    .values({ title, level: "bund", stage: "kabinett", stageSince: "2031-03-01" })
    .returning({ id: politicalProcedures.id });
  await db.insert(politicalStageChanges).values({ procedureId: row!.id, fromStage: "referentenentwurf", toStage: "kabinett", changedOn: "2031-03-01" });
}

describe("lobby register report from a snapshot", () => {
  it("keeps the gathered figures for the hour, shows entered figures at once, files the CSV afresh", async () => {
    await procedureIn2031(`Erstes Gesetz ${stamp}`);
    const first = await call(political, "GET", `${BASE}/lobby-register/2031`, { as: "vorstand" });
    expect(first.status).toBe(200);
    expect(first.body.regulatoryProjects.map((p: { title: string }) => p.title)).toContain(`Erstes Gesetz ${stamp}`);
    expect(Date.parse(first.body.computedAt)).toBeLessThanOrEqual(Date.now());

    await procedureIn2031(`Zweites Gesetz ${stamp}`);
    const saved = await call(political, "PUT", `${BASE}/lobby-register/2031`, {
      as: "vorstand",
      body: {
        employeesCount: 3,
        employeesFte: 2.5,
        expenditureEuros: 45_000,
        grants: [],
        activityDescription: "Interessenvertretung",
        notes: null,
        version: null,
      },
    });
    expect(saved.status).toBe(200);
    const second = await call(political, "GET", `${BASE}/lobby-register/2031`, { as: "vorstand" });
    expect(second.body.entered).toMatchObject({ employeesCount: 3, expenditureEuros: 45_000, version: 1 });
    expect(second.body.regulatoryProjects).toEqual(first.body.regulatoryProjects);
    expect(second.body.computedAt).toBe(first.body.computedAt);

    const csv = await call(political, "GET", `${BASE}/lobby-register/2031/csv`, { as: "vorstand" });
    expect(csv.text).toContain(`Zweites Gesetz ${stamp}`);

    // "Jetzt neu berechnen" on the screen: computed now and kept as the snapshot the next read gets.
    const fresh = await call(political, "GET", `${BASE}/lobby-register/2031?fresh=1`, { as: "vorstand" });
    expect(fresh.body.regulatoryProjects.map((p: { title: string }) => p.title)).toContain(`Zweites Gesetz ${stamp}`);
    const after = await call(political, "GET", `${BASE}/lobby-register/2031`, { as: "vorstand" });
    expect(after.body.computedAt).toBe(fresh.body.computedAt);
    expect(after.body.regulatoryProjects).toEqual(fresh.body.regulatoryProjects);
  });
});

describe("lobby register report on the screen", () => {
  it("lists the first projects with the count of all, and the CSV every one", async () => {
    const db = await getDb();
    const count = LOBBY_SCREEN_ITEMS + 3;
    const rows = await db
      .insert(politicalProcedures)
      .values(
        Array.from({ length: count }, (_, i) => ({
          title: `Vorhaben ${String(i).padStart(3, "0")} ${stamp}`,
          level: "bund" as const,
          stage: "kabinett" as const,
          stageSince: "2032-03-01",
        })),
      )
      .returning({ id: politicalProcedures.id });
    await db
      .insert(politicalStageChanges)
      .values(rows.map((r) => ({ procedureId: r.id, fromStage: "referentenentwurf" as const, toStage: "kabinett" as const, changedOn: "2032-03-01" })));
    const screen = await call(political, "GET", `${BASE}/lobby-register/2032`, { as: "vorstand" });
    expect(screen.status).toBe(200);
    expect(screen.body.regulatoryProjectsTotal).toBe(count);
    expect(screen.body.regulatoryProjects).toHaveLength(LOBBY_SCREEN_ITEMS);
    expect(screen.body.regulatoryProjects[0].title).toBe(`Vorhaben 000 ${stamp}`);
    const csv = await call(political, "GET", `${BASE}/lobby-register/2032/csv`, { as: "vorstand" });
    expect(csv.text).toContain(`Vorhaben ${String(count - 1).padStart(3, "0")} ${stamp}`);
  });
});

describe("stakeholder map: last campaign action", () => {
  it("follows actions logged, redated, planned again and deleted", async () => {
    const db = await getDb();
    const name = `Letzte${unstamped}`;
    const [person] = await db.insert(crmContacts).values({ firstName: "Lea", lastName: name }).returning({ id: crmContacts.id });
    await db.insert(politicalStakeholders).values({ contactId: person!.id, institutionKind: "bundestag" });
    const [campaign] = await db
      .insert(politicalCampaigns)
      .values({ title: `Kampagne ${stamp}`, goal: "Ziel", startsOn: "2031-01-01", endsOn: "2031-12-31", topic: "Test" })
      .returning({ id: politicalCampaigns.id });
    const last = async () =>
      (await call(political, "GET", `${BASE}/stakeholders?limit=5&q=${name}`, { as: "vorstand" })).body.items[0].lastInteractionOn as string | null;
    expect(await last()).toBeNull();
    const [early, late] = await db
      .insert(politicalActions)
      .values([
        { campaignId: campaign!.id, kind: "letter" as const, occurredOn: "2031-02-01", title: "Brief", outcome: "durchgefuehrt" as const },
        { campaignId: campaign!.id, kind: "meeting" as const, occurredOn: "2031-05-01", title: "Treffen", outcome: "geplant" as const },
      ])
      .returning({ id: politicalActions.id });
    await db.insert(politicalActionContacts).values([
      { actionId: early!.id, contactId: person!.id },
      { actionId: late!.id, contactId: person!.id },
    ]);
    expect(await last()).toBe("2031-02-01");
    await db.update(politicalActions).set({ outcome: "gespraech" }).where(eq(politicalActions.id, late!.id));
    expect(await last()).toBe("2031-05-01");
    await db.update(politicalActions).set({ occurredOn: "2031-06-15" }).where(eq(politicalActions.id, late!.id));
    expect(await last()).toBe("2031-06-15");
    await db.delete(politicalActions).where(eq(politicalActions.id, late!.id));
    expect(await last()).toBe("2031-02-01");
    const [stale] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM political_stakeholders WHERE last_action_on IS DISTINCT FROM political_contact_last_action(contact_id)`,
      ),
    );
    expect(Number(stale!.n)).toBe(0);
  });
});

describe("stakeholder facets", () => {
  it("counts institutions by name, parties, committees and the total", async () => {
    const db = await getDb();
    const before = (await call(political, "GET", `${BASE}/stakeholders/facets`, { as: "vorstand" })).body;
    const [office] = await db
      .insert(organizations)
      .values({ name: `Facettenamt ${unstamped}`, kind: "politics" })
      .returning({ id: organizations.id });
    const people = await db
      .insert(crmContacts)
      .values([
        { firstName: "Ada", lastName: "Eins", organizationId: office!.id },
        { firstName: "Ben", lastName: "Zwei", organizationId: office!.id },
        { firstName: "Cem", lastName: "Drei" },
      ])
      .returning({ id: crmContacts.id });
    const committee = `Facettenausschuss ${unstamped}`;
    await db.insert(politicalStakeholders).values([
      { contactId: people[0]!.id, institutionKind: "bundestag" as const, party: "linke" as const, committees: [committee, `Zweiter ${committee}`] },
      { contactId: people[1]!.id, institutionKind: "bundestag" as const, party: "linke" as const, committees: [committee] },
      { contactId: people[2]!.id, institutionKind: "landtag" as const, party: null, committees: [] },
    ]);
    const after = (await call(political, "GET", `${BASE}/stakeholders/facets`, { as: "vorstand" })).body;
    const countOf = (list: { name?: string; party?: string | null; count: number }[], key: (e: { name?: string; party?: string | null }) => boolean) =>
      list.find(key)?.count ?? 0;
    expect(after.total).toBe(before.total + 3);
    expect(countOf(after.institutions, (e) => e.name === `Facettenamt ${unstamped}`)).toBe(2);
    expect(countOf(after.institutions, (e) => e.name === "ohne Organisation")).toBe(countOf(before.institutions, (e) => e.name === "ohne Organisation") + 1);
    expect(countOf(after.parties, (e) => e.party === "linke")).toBe(countOf(before.parties, (e) => e.party === "linke") + 2);
    expect(countOf(after.parties, (e) => e.party === null)).toBe(countOf(before.parties, (e) => e.party === null) + 1);
    expect(countOf(after.committees, (e) => e.name === committee)).toBe(2);
    expect(countOf(after.committees, (e) => e.name === `Zweiter ${committee}`)).toBe(1);
  });
});

describe("stakeholder map order", () => {
  it("follows the institution's and the person's name, also after renaming either", async () => {
    const db = await getDb();
    const [alpha, beta] = await db
      .insert(organizations)
      .values([
        { name: `Aaa-Amt ${stamp}`, kind: "politics" },
        { name: `Bbb-Behörde ${stamp}`, kind: "politics" },
      ])
      .returning({ id: organizations.id });
    const people = await db
      .insert(crmContacts)
      .values([
        { firstName: "Zora", lastName: `Ende${stamp}`, organizationId: alpha!.id },
        { firstName: "Anna", lastName: `Anfang${stamp}`, organizationId: beta!.id },
        { firstName: "Karl", lastName: `Mitte${stamp}`, organizationId: alpha!.id },
      ])
      .returning({ id: crmContacts.id });
    await db.insert(politicalStakeholders).values(people.map((p) => ({ contactId: p.id, institutionKind: "bundestag" as const })));
    const order = async () =>
      ((await call(political, "GET", `${BASE}/stakeholders?limit=100&q=${stamp}`, { as: "vorstand" })).body.items as { name: string }[]).map(
        (i) => i.name.split(" ")[0],
      );
    expect(await order()).toEqual(["Zora", "Karl", "Anna"]);
    await db
      .update(organizations)
      .set({ name: `Zzz-Amt ${stamp}` })
      .where(eq(organizations.id, alpha!.id));
    expect(await order()).toEqual(["Anna", "Zora", "Karl"]);
    await db
      .update(crmContacts)
      .set({ lastName: `Aaa${stamp}` })
      .where(eq(crmContacts.id, people[0]!.id));
    expect(await order()).toEqual(["Anna", "Zora", "Karl"]);
    await db.update(crmContacts).set({ organizationId: beta!.id }).where(eq(crmContacts.id, people[2]!.id));
    expect(await order()).toEqual(["Anna", "Karl", "Zora"]);
    const [stale] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM political_stakeholders WHERE sort_key IS DISTINCT FROM political_stakeholder_sort_key(contact_id)`),
    );
    expect(Number(stale!.n)).toBe(0);
  });
});

describe("procedure search", () => {
  it("finds a procedure by title, short title, topic or printed paper, never across two of them", async () => {
    const db = await getDb();
    await db.insert(politicalProcedures).values({
      title: `Suchgesetz ${stamp}`,
      shortTitle: `SuG${stamp}`,
      topic: `Suchthema${stamp}`,
      printedPapers: [`BT-Drs. 99/${stamp}`],
      level: "bund",
      stage: "kabinett",
      stageSince: "2031-03-01",
    });
    const found = async (q: string) =>
      ((await call(political, "GET", `${BASE}/procedures?limit=25&q=${encodeURIComponent(q)}`, { as: "mitglied" })).body.items as { title: string }[]).map(
        (p) => p.title,
      );
    for (const q of [`suchgesetz ${stamp}`, `SUG${stamp}`, `suchthema${stamp}`, `99/${stamp}`]) expect(await found(q)).toEqual([`Suchgesetz ${stamp}`]);
    expect(await found(`${stamp} SuG`)).toEqual([]);
  });
});

/**
 * Two people at once (run on the real Postgres too: PGlite serialises everything): the same stage
 * change with the same version, the same target added twice, the same stance created twice — one
 * wins, the other gets a 409, and nothing is written twice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { crmContacts } from "#modules/crm/index.ts";
import { createCampaign } from "./campaign-commands.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { createProcedure } from "./procedure-commands.ts";
import { changeStage } from "./stage-commands.ts";
import { setStance } from "./stance-commands.ts";
import { addTarget } from "./target-commands.ts";
import { saveLobbyYear } from "./lobby-commands.ts";
import { politicalCampaignTargets, politicalStageChanges, politicalStances } from "./tables.ts";

let db: Db;
let a = "";
let b = "";
let procedureId = "";
let contactId = "";

beforeAll(async () => {
  db = await getDb();
  a = (await createUser({ roles: ["vorstand"] })).id;
  b = (await createUser({ roles: ["geschaeftsfuehrung"] })).id;
  procedureId = await createProcedure(db, a, {
    title: "Wettlaufgesetz",
    shortTitle: null,
    level: "bund",
    land: null,
    printedPapers: [],
    topic: null,
    summary: null,
    stage: "kabinett",
    stageSince: "2044-01-01",
    responsibleId: null,
  });
  const [contact] = await db
    .insert(crmContacts)
    .values({ lastName: `Gleichzeitig${Date.now()}` })
    .returning({ id: crmContacts.id });
  contactId = contact!.id;
}, 120_000);

const statuses = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === "fulfilled" ? 200 : (r.reason as { status?: number }).status)).sort();

describe("concurrent edits", () => {
  it("let one of two stage changes with the same version through", async () => {
    const { version } = await procedureOr404(db, procedureId);
    const results = await Promise.allSettled([
      changeStage(db, a, procedureId, { stage: "bundesrat_1", changedOn: "2044-02-01", note: null, version }),
      changeStage(db, b, procedureId, { stage: "bundestag_1", changedOn: "2044-02-01", note: null, version }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const history = await db.select().from(politicalStageChanges).where(eq(politicalStageChanges.procedureId, procedureId));
    expect(history).toHaveLength(2);
  });

  it("add a target once and create a stance once", async () => {
    const campaignId = await createCampaign(db, a, {
      title: "Wettlauf",
      goal: "Ziel",
      startsOn: "2044-01-01",
      endsOn: "2044-02-01",
      procedureId,
      topic: null,
      ownerId: null,
    });
    expect(statuses(await Promise.allSettled([addTarget(db, a, campaignId, contactId), addTarget(db, b, campaignId, contactId)]))).toEqual([200, 409]);
    expect(await db.select().from(politicalCampaignTargets).where(eq(politicalCampaignTargets.campaignId, campaignId))).toHaveLength(1);
    const stance = { stance: "offen" as const, note: null, version: null };
    const created = await Promise.allSettled([setStance(db, a, procedureId, contactId, stance), setStance(db, b, procedureId, contactId, stance)]);
    expect(statuses(created)).toEqual([200, 409]);
    expect(await db.select().from(politicalStances).where(eq(politicalStances.procedureId, procedureId))).toHaveLength(1);
  });

  it("save the first figures of a year once", async () => {
    const figures = { employeesCount: 2, employeesFte: 1.5, expenditureEuros: 40_000, grants: [], activityDescription: null, notes: null, version: null };
    const year = 2020 + (Date.now() % 80);
    expect(statuses(await Promise.allSettled([saveLobbyYear(db, a, year, figures), saveLobbyYear(db, b, year, figures)]))).toEqual([200, 409]);
  });
});

/**
 * Campaign analytics against a seeded fixture whose numbers were counted by hand (ADR 172). The
 * fixture lives in 2041 so that other data in a shared test database cannot touch it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { ActionKind, Outcome, Party } from "../domain/labels.ts";
import { campaignAnalytics } from "./analytics-queries.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import { createAction } from "./action-commands.ts";
import { createCampaign } from "./campaign-commands.ts";
import { addTarget } from "./target-commands.ts";
import { politicalActions, politicalStakeholders } from "./tables.ts";
import { eq } from "drizzle-orm";

let db: Db;
let actor = "";
let campaignA = "";
const stamp = Date.now().toString(36);

async function contact(lastName: string, organizationId: string | null, party: Party | null | "no facts"): Promise<string> {
  const [row] = await db
    .insert(crmContacts)
    .values({ firstName: "Test", lastName: `${lastName}-${stamp}`, organizationId })
    .returning({ id: crmContacts.id });
  if (party !== "no facts") await db.insert(politicalStakeholders).values({ contactId: row!.id, institutionKind: "bundestag", party });
  return row!.id;
}

beforeAll(async () => {
  db = await getDb();
  actor = (await createUser({ roles: ["geschaeftsfuehrung"] })).id;
  const [o1] = await db
    .insert(organizations)
    .values({ name: `Bundestag T ${stamp}`, kind: "politics" })
    .returning({ id: organizations.id });
  const [o2] = await db
    .insert(organizations)
    .values({ name: `Ministerium T ${stamp}`, kind: "ministry" })
    .returning({ id: organizations.id });
  const c1 = await contact("Eins", o1!.id, "cdu_csu");
  const c2 = await contact("Zwei", o1!.id, "spd");
  const c3 = await contact("Drei", o1!.id, "gruene");
  const c4 = await contact("Vier", o2!.id, null);
  const c5 = await contact("Fuenf", null, "no facts");
  const c6 = await contact("Sechs", o1!.id, "spd");

  campaignA = await createCampaign(db, actor, {
    title: `Kampagne A ${stamp}`,
    goal: "Ziel",
    startsOn: "2041-03-01",
    endsOn: "2041-04-30",
    procedureId: null,
    topic: "Fixture",
    ownerId: null,
  });
  const campaignB = await createCampaign(db, actor, {
    title: `Kampagne B ${stamp}`,
    goal: "Ziel",
    startsOn: "2041-03-15",
    endsOn: "2041-05-31",
    procedureId: null,
    topic: "Fixture",
    ownerId: null,
  });
  for (const c of [c1, c2, c3, c4]) await addTarget(db, actor, campaignA, c);
  for (const c of [c5, c6]) await addTarget(db, actor, campaignB, c);
  const action = (campaignId: string, kind: ActionKind, occurredOn: string, outcome: Outcome, contactIds: string[]) =>
    createAction(db, actor, campaignId, { kind, occurredOn, title: `${kind} ${occurredOn}`, notes: null, outcome, contactIds });
  await action(campaignA, "letter", "2041-03-04", "durchgefuehrt", [c1, c2]);
  await action(campaignA, "meeting", "2041-03-05", "gespraech", [c1]);
  await action(campaignA, "letter", "2041-03-12", "antwort", [c3, c5]);
  await action(campaignA, "event", "2041-03-20", "zusage", [c1, c4, c6]);
  await action(campaignA, "email", "2041-03-21", "abgelehnt", [c2]);
  await action(campaignA, "letter", "2041-03-28", "geplant", [c3]);
  await action(campaignA, "letter", "2041-04-10", "durchgefuehrt", [c3]);
  await action(campaignB, "press_release", "2041-03-25", "durchgefuehrt", []);
  await action(campaignB, "letter", "2041-02-20", "antwort", [c6]);
}, 120_000);

const MARCH = { from: "2041-03-01", to: "2041-03-31" };

describe("campaign analytics", () => {
  it("counts one campaign's March exactly", async () => {
    const a = await campaignAnalytics(db, { ...MARCH, campaignId: campaignA });
    expect(a.weeks.map((w) => [w.label, w.total])).toEqual([
      ["KW 9/2041", 0],
      ["KW 10/2041", 2],
      ["KW 11/2041", 1],
      ["KW 12/2041", 2],
      ["KW 13/2041", 0],
    ]);
    expect(a.weeks[1]!.counts).toMatchObject({ letter: 1, meeting: 1, event: 0 });
    expect(a.weeks[3]!.counts).toMatchObject({ event: 1, email: 1 });
    expect(a.reach).toEqual({ targeted: 4, reached: 4, reachedBeyondTargets: 2 });
    expect(a.byParty.map((p) => [p.label, p.count])).toEqual([
      ["CDU/CSU", 3],
      ["SPD", 3],
      ["ohne Angabe", 2],
      ["Bündnis 90/Die Grünen", 1],
    ]);
    expect(a.byInstitution.map((i) => [i.label, i.count])).toEqual([
      [`Bundestag T ${stamp}`, 7],
      [`Ministerium T ${stamp}`, 1],
      ["ohne Organisation", 1],
    ]);
    expect(a.funnel.map((f) => f.count)).toEqual([6, 5, 4, 2, 1]);
    expect(a.totals).toEqual({ actions: 6, doneActions: 5, interactions: 9 });
  });

  it("counts every campaign of the range, targets of campaigns running in it included", async () => {
    const a = await campaignAnalytics(db, MARCH);
    expect(a.weeks.map((w) => w.total)).toEqual([0, 2, 1, 2, 1]);
    expect(a.weeks[4]!.counts.press_release).toBe(1);
    expect(a.reach).toEqual({ targeted: 6, reached: 6, reachedBeyondTargets: 0 });
    expect(a.funnel.map((f) => f.count)).toEqual([7, 6, 4, 2, 1]);
    expect(a.totals).toEqual({ actions: 7, doneActions: 6, interactions: 9 });
  });

  it("reaches nobody outside the range and answers 404 for an unknown campaign", async () => {
    const a = await campaignAnalytics(db, { from: "2041-06-01", to: "2041-06-30", campaignId: campaignA });
    expect(a.totals).toEqual({ actions: 0, doneActions: 0, interactions: 0 });
    expect(a.reach).toEqual({ targeted: 4, reached: 0, reachedBeyondTargets: 0 });
    await expect(campaignAnalytics(db, { ...MARCH, campaignId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ status: 404 });
  });

  it("writes the same numbers as CSV", async () => {
    const csv = analyticsCsv(await campaignAnalytics(db, { ...MARCH, campaignId: campaignA }), "Kampagne A");
    expect(csv).toContain("Aktionen je Woche;KW 10/2041 (ab 04.03.2041);Brief;1\r\n");
    expect(csv).toContain("Reichweite;weitere erreichte Personen;;2\r\n");
    expect(csv).toContain("Kontakte nach Partei;CDU/CSU;;3\r\n");
    expect(csv).toContain("Ergebnis-Trichter;Unterstützung zugesagt;;1\r\n");
    expect(csv.split("\r\n").filter((line) => line.startsWith("Aktionen je Woche"))).toHaveLength(5 * 6);
  });

  it("answers a range from its snapshot and computes it again when an action is logged", async () => {
    const APRIL = { from: "2041-04-01", to: "2041-04-30", campaignId: campaignA };
    const first = await campaignAnalytics(db, APRIL);
    expect(first.totals).toEqual({ actions: 1, doneActions: 1, interactions: 1 });
    const [april] = await db.select().from(politicalActions).where(eq(politicalActions.occurredOn, "2041-04-10"));
    // A change the workbench did not make (directly in the database) waits for the snapshot's hour ...
    await db.update(politicalActions).set({ outcome: "geplant" }).where(eq(politicalActions.id, april!.id));
    const kept = await campaignAnalytics(db, APRIL);
    expect([kept.totals, kept.computedAt]).toEqual([first.totals, first.computedAt]);
    // ... or for "Jetzt neu berechnen".
    const fresh = await campaignAnalytics(db, APRIL, { snapshot: "refresh" });
    expect(fresh.totals).toEqual({ actions: 1, doneActions: 0, interactions: 0 });
    // An action logged in the workbench drops the snapshots: it counts at once.
    await createAction(db, actor, campaignA, { kind: "call", occurredOn: "2041-04-11", title: "Anruf", notes: null, outcome: "antwort", contactIds: [] });
    const after = await campaignAnalytics(db, APRIL);
    expect(after.totals).toEqual({ actions: 2, doneActions: 1, interactions: 0 });
    expect(Date.parse(after.computedAt)).toBeGreaterThanOrEqual(Date.parse(fresh.computedAt));
  });
});

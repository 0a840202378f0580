/** The demo data: the § 23 AEG procedure and the ten core demands come from the public site's content. */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { SeedRandom, type SeedUser } from "#platform/seed/seed-context.ts";
import { readDemands } from "./seed-content.ts";
import { politicalSeeder } from "./seed.ts";
import { getProcedure } from "./procedure-detail-queries.ts";
import { campaignAnalytics } from "./analytics-queries.ts";
import { lobbyReport } from "./lobby-queries.ts";
import { politicalPositions, politicalPositionVersions, politicalProcedures } from "./tables.ts";

let db: Db;
let member: SeedUser;
const today = "2026-11-24";

beforeAll(async () => {
  db = await getDb();
  const user = async (role: "admin" | "geschaeftsfuehrung" | "vorstand" | "mitglied"): Promise<SeedUser> => {
    const { id } = await createUser({ roles: [role] });
    return { id, email: `${id}@example.org`, firstName: role, lastName: "Seed", roles: [role] };
  };
  const users = { admin: await user("admin"), management: await user("geschaeftsfuehrung"), board: await user("vorstand"), member: await user("mitglied") };
  member = users.member;
  await politicalSeeder.run({ db, users: { ...users, all: Object.values(users) }, random: new SeedRandom(1), today, log: () => {} });
}, 120_000);

describe("political workbench demo data", () => {
  it("brings the ten core demands of /themen as published positions", async () => {
    const demands = await readDemands();
    expect(demands.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await db.select().from(politicalPositions).where(isNotNull(politicalPositions.demandNumber)).orderBy(politicalPositions.demandNumber);
    expect(rows.map((r) => [r.demandNumber, r.title, r.status])).toEqual(demands.map((d) => [d.number, d.title, "veroeffentlicht"]));
  });

  it("brings the § 23 AEG procedure with its history, dates, statement and campaign", async () => {
    const [aeg] = await db.select().from(politicalProcedures).where(eq(politicalProcedures.shortTitle, "§ 23 AEG"));
    const detail = await getProcedure(db, { id: member.id, roles: ["mitglied"] }, aeg!.id, today);
    expect(detail.stageChanges.map((c) => c.toStage)).toEqual(["bundesrat_1", "kabinett", "referentenentwurf"]);
    expect(detail.nextDate).toMatchObject({ kind: "consultation_deadline", dueOn: "2026-12-03" });
    expect(detail.positions.map((p) => p.title).sort()).toEqual([
      "Stellungnahme zur Änderung des § 23 AEG",
      "§ 23 AEG ändern – ohne enteignungsgleiche Wirkung",
    ]);
    expect(detail.links).toMatchObject([{ kind: "press", target: "aeg-nachbesserungen", href: "/presse/aeg-nachbesserungen" }]);
    expect(detail.watching).toBe(true);
    expect(detail.stakeholders).toBeUndefined();
    const [statement] = await db.select().from(politicalPositions).where(eq(politicalPositions.publicPath, "/stellungnahme-aeg"));
    expect(statement!.body).toContain("## Alternative A: Modifizierter Absatz 2a");
    const versions = await db
      .select()
      .from(politicalPositionVersions)
      .where(and(eq(politicalPositionVersions.positionId, statement!.id)));
    expect(versions.map((v) => v.status).sort()).toEqual(["beschlossen", "entwurf", "veroeffentlicht"]);
    const analytics = await campaignAnalytics(db, { from: "2026-06-01", to: today, campaignId: detail.campaigns[0]!.id });
    expect(analytics.totals.doneActions).toBe(7);
  });

  it("fills last year's lobby register figures", async () => {
    const report = await lobbyReport(db, 2025);
    expect(report.entered).toMatchObject({ employeesCount: 3, employeesFte: 1.6, expenditureBand: "80.001 bis 90.000 Euro" });
    expect(report.missing).toEqual([]);
    const aeg = report.regulatoryProjects.find((p) => p.title.includes("§ 23 AEG"));
    expect(aeg?.printedPapers).toEqual(["BR-Drs. 412/26", "BT-Drs. 21/3184"]);
    expect(report.statements.map((s) => s.title)).toContain("Stellungnahme zur Änderung des § 23 AEG");
  });
});

/**
 * The member figures are remembered per process with the register revision (0062): a repeated
 * call reuses them, and any write of the register (through the services or plain SQL) or a new
 * day makes the next call count again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { memberCreateSchema } from "../schema/member.ts";
import { createMember, recordResignation } from "./member-commands.ts";
import { memberFigures } from "./figure-queries.ts";

let db: Db;
const actor = { id: `user_figures_${Date.now()}`, email: "figures@example.org" };
const TODAY = "2026-06-01";
const newMember = (name: string, extra: Record<string, unknown> = {}) =>
  memberCreateSchema.parse({ name, state: "Sachsen", membershipClass: "ordinary", entryDate: "2025-01-01", trackLengthKm: 10, ...extra });

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor.id, email: actor.email }, db);
}, 60_000);
afterAll(() => closeDatabase());

describe("member figures", () => {
  it("reuses the figures until the register changes, and counts again after every kind of write", async () => {
    const first = await memberFigures(db, TODAY);
    expect(await memberFigures(db, TODAY)).toBe(first);

    const created = await createMember(db, newMember(`Figurenbahn ${Date.now()}`, { trackLengthKm: 12.5, state: "Bremen" }), actor);
    const afterCreate = await memberFigures(db, TODAY);
    expect(afterCreate.currentMembers).toBe(first.currentMembers + 1);
    expect(afterCreate.totalTrackLengthKm).toBeCloseTo(first.totalTrackLengthKm + 12.5, 1);

    // A change of the federal state in the organisation (e.g. from the CRM) moves the state figures.
    await db.update(organizations).set({ state: "Saarland" }).where(eq(organizations.id, created.organizationId));
    const afterState = await memberFigures(db, TODAY);
    expect(afterState).not.toBe(afterCreate);
    expect(afterState.byState.find((s) => s.state === "Saarland")?.members).toBeGreaterThanOrEqual(1);

    // Plain SQL on the register counts as well (the triggers, not the services, bump the revision).
    await db.execute(sql`UPDATE memberships SET track_length_km = track_length_km + 1 WHERE id = ${created.id}`);
    expect((await memberFigures(db, TODAY)).totalTrackLengthKm).toBeCloseTo(afterCreate.totalTrackLengthKm + 1, 1);
  });

  it("counts again on a new day: a resignation takes effect at its exit date without any write", async () => {
    const created = await createMember(db, newMember(`Kündigungsbahn ${Date.now()}`, { trackLengthKm: 100 }), actor);
    const { exitDate } = await recordResignation(db, created.id, { receivedAt: "2026-03-01", version: created.version }, actor);
    expect(exitDate).toBe("2026-12-31");
    const lastDay = await memberFigures(db, "2026-12-31");
    const nextYear = await memberFigures(db, "2027-01-01");
    expect(nextYear.currentMembers).toBe(lastDay.currentMembers - 1);
    expect(nextYear.totalTrackLengthKm).toBeCloseTo(lastDay.totalTrackLengthKm - 100, 1);
  });

  it("counts a member from its entry date on, not before (issue 25: an admission with a later entry date counted at once)", async () => {
    await createMember(db, newMember(`Zukunftsbahn ${Date.now()}`, { entryDate: "2026-09-01", trackLengthKm: 7 }), actor);
    const before = await memberFigures(db, "2026-08-31");
    const from = await memberFigures(db, "2026-09-01");
    expect(from.currentMembers).toBe(before.currentMembers + 1);
    expect(from.totalTrackLengthKm).toBeCloseTo(before.totalTrackLengthKm + 7, 1);
  });
});

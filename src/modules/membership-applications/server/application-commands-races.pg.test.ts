/**
 * Two board members approving one application at the same moment: exactly one wins, one member
 * record (real Postgres in the "postgres" project; PGlite would serialise the two). The rest of the
 * review: application-review.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { memberships } from "#modules/members/server/tables.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { changeApplicationStatus, decideApplication } from "./application-commands.ts";
import type { Actor } from "#platform/auth/require-user.ts";
import { submittedApplication } from "./testing/application-fixture.ts";
import { todayInBerlin } from "#shared/schemas/dates.ts";

let db: Db;
const actor: Actor = { id: `user_review_${Date.now()}`, email: "vorstand-review@example.org" };
const ORIGIN = "http://localhost:8888";

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: actor.id, email: actor.email }, db);
}, 60_000);
afterAll(() => closeDatabase());

async function inReview(): Promise<string> {
  const id = await submittedApplication();
  await changeApplicationStatus(db, id, { status: "in_review", version: 1 }, actor);
  return id;
}

const decision = (version: number) => ({
  decision: "approved" as const,
  reason: "Erfüllt die Satzungsvoraussetzungen",
  // A decision may not predate the application's receipt (which is now).
  decisionDate: todayInBerlin(),
  membershipClass: "ordinary" as const,
  version,
});

describe("simultaneous decisions", () => {
  it("lets exactly one of two simultaneous approvals win", async () => {
    const id = await inReview();
    const outcomes = await Promise.allSettled([decideApplication(db, id, decision(2), actor, ORIGIN), decideApplication(db, id, decision(2), actor, ORIGIN)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const failed = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409 });
    const orgs = await db.select().from(memberships).where(eq(memberships.applicationId, id));
    expect(orgs).toHaveLength(1);
  });
});

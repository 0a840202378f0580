/**
 * 50 representatives voting in the same second (issue 15, ADR 150). Meaningful on a real Postgres
 * (`TEST_DATABASE_URL=… npm run test:unit -- <this file> --project postgres`): there the votes run
 * on 60 connections at once, like 50 function instances would; PGlite serialises everything and
 * only proves the bookkeeping.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import { runningAssembly, type AssemblyFixture } from "../testing/assembly-fixture.ts";
import { castVote } from "./vote-commands.ts";
import { closeBallot } from "./close-ballot.ts";
import { createMotionBallot } from "./create-ballot.ts";
import { openBallot } from "./open-ballot.ts";

const VOTERS = 50;
let db: Db;
let voteDb: Db;
let realPostgres = false;
let closeVotePool: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await getDatabase();
  db = database.db;
  realPostgres = database.kind === "postgres";
  voteDb = db;
  if (realPostgres) {
    // As many connections as voters, so every vote is its own concurrent transaction.
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: VOTERS + 10 });
    voteDb = drizzle(pool) as unknown as Db;
    closeVotePool = () => pool.end();
  }
}, 60_000);
afterAll(async () => {
  await closeVotePool();
  await closeDatabase();
});

type Outcome = { ok: true } | { ok: false; code: string };

async function attempt(promise: Promise<unknown>): Promise<Outcome> {
  try {
    await promise;
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, code: error.code };
    throw error;
  }
}

async function openSecretBallot(fixture: AssemblyFixture): Promise<string> {
  const ballotId = await db.transaction((tx) =>
    createMotionBallot(tx, { assemblyId: fixture.assemblyId, title: "Haushaltsplan 2027", subject: "general", mode: "secret" }),
  );
  await openBallot(db, ballotId);
  return ballotId;
}

async function counts(ballotId: string): Promise<{ participations: number; tallied: number }> {
  const [row] = rowsOf<{ participations: number; tallied: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM assembly_ballot_participations WHERE ballot_id = ${ballotId}) AS participations,
             (SELECT coalesce(sum(votes), 0)::int FROM assembly_secret_tallies WHERE ballot_id = ${ballotId}) AS tallied`),
  );
  return row!;
}

const choice = (i: number) => (i % 5 === 0 ? "abstain" : i % 3 === 0 ? "no" : "yes");

describe(`${VOTERS} representatives voting in the same second`, () => {
  let fixture: AssemblyFixture;
  beforeAll(async () => {
    fixture = await runningAssembly(db, VOTERS, `Rennen ${Date.now()}`);
  }, 120_000);

  it("counts every vote exactly once", async () => {
    const ballotId = await openSecretBallot(fixture);
    const outcomes = await Promise.all(
      fixture.members.map((m, i) => attempt(castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: choice(i) }, { id: m.userId }))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(VOTERS);
    expect(await counts(ballotId)).toEqual({ participations: VOTERS, tallied: VOTERS });
    const result = await closeBallot(db, ballotId, null);
    const expected = { yes: 0, no: 0, abstain: 0 };
    for (const [i] of fixture.members.entries()) expected[choice(i) as keyof typeof expected]++;
    expect(Object.fromEntries(result.rows.map((r) => [r.key, r.votes]))).toEqual(expected);
    expect(result.participation).toBe(VOTERS);
  });

  it("refuses the double submission of every representative: one counted, one refused each", async () => {
    const ballotId = await openSecretBallot(fixture);
    const outcomes = await Promise.all(
      fixture.members.flatMap((m) => [
        attempt(castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: "yes" }, { id: m.userId })),
        attempt(castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: "no" }, { id: m.userId })),
      ]),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(VOTERS);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: VOTERS }, () => ({ ok: false, code: "already_voted" })));
    expect(await counts(ballotId)).toEqual({ participations: VOTERS, tallied: VOTERS });
    await closeBallot(db, ballotId, null);
  });

  it("takes no vote once the ballot is closed, also when the close races the votes", async () => {
    const ballotId = await openSecretBallot(fixture);
    const early = fixture.members.slice(0, 10);
    await Promise.all(early.map((m) => castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: "yes" }, { id: m.userId })));
    const racing = fixture.members.slice(10);
    const [closeResult, ...outcomes] = await Promise.all([
      closeBallot(db, ballotId, null),
      ...racing.map((m) => attempt(castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: "no" }, { id: m.userId }))),
    ]);
    const accepted = outcomes.filter((o) => o.ok).length;
    // Every racing vote was either counted before the close or refused as closed: none lost, none late.
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: racing.length - accepted }, () => ({ ok: false, code: "ballot_closed" })));
    expect(closeResult.participation).toBe(early.length + accepted);
    expect(await counts(ballotId)).toEqual({ participations: early.length + accepted, tallied: early.length + accepted });

    const afterwards = await Promise.all(
      racing.map((m) => attempt(castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: "yes" }, { id: m.userId }))),
    );
    for (const outcome of afterwards) expect(outcome).toEqual({ ok: false, code: "ballot_closed" });
    expect((await counts(ballotId)).tallied).toBe(early.length + accepted);
  });

  it("leaves no transaction id that links a participation to a counter after closing", async () => {
    if (!realPostgres) return; // xmin is a Postgres storage detail; PGlite has it too but proves nothing new here.
    const ballotId = await openSecretBallot(fixture);
    await Promise.all(
      fixture.members.slice(0, 7).map((m, i) => castVote(voteDb, { ballotId, organizationId: m.organizationId, optionKey: choice(i) }, { id: m.userId })),
    );
    await closeBallot(db, ballotId, null);
    const xmins = rowsOf<{ xmin: string }>(
      await db.execute(sql`
        SELECT DISTINCT xmin::text AS xmin FROM assembly_secret_tallies WHERE ballot_id = ${ballotId}
        UNION SELECT DISTINCT xmin::text FROM assembly_ballot_participations WHERE ballot_id = ${ballotId}`),
    );
    expect(xmins).toHaveLength(1);
  });
});

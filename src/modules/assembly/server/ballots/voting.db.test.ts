/**
 * Ballots end to end on the database: opening with a quorum, secret, named and open ballots,
 * refusals (twice, closed, not entitled) and elections with their follow-ups.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { runningAssembly, createMember, checkIn, type AssemblyFixture } from "../testing/assembly-fixture.ts";
import { castVote } from "./vote-commands.ts";
import { closeBallot } from "./close-ballot.ts";
import { createElectionBallot, createMotionBallot } from "./create-ballot.ts";
import { openBallot } from "./open-ballot.ts";
import { refusalOf } from "../testing/refusal-of.ts";
import { ballots, namedVotes, officeTerms } from "../tables.ts";

let db: Db;
beforeAll(async () => {
  db = await getDb();
}, 60_000);
afterAll(() => closeDatabase());

const motionBallot = (fixture: AssemblyFixture, mode: "open" | "named" | "secret", subject: "general" | "statute_change" = "general") =>
  db.transaction((tx) => createMotionBallot(tx, { assemblyId: fixture.assemblyId, title: `Antrag ${mode}`, subject, mode }));

describe("opening a ballot", () => {
  it("refuses without a quorum and opens with one", async () => {
    const fixture = await runningAssembly(db, 2);
    const ballotId = await motionBallot(fixture, "secret");
    const refused = await refusalOf(openBallot(db, ballotId));
    expect(refused).toMatchObject({ status: 409, code: "inquorate" });
    expect(refused.message).toContain("Nötig sind mindestens 3 stimmberechtigte Mitglieder");

    const third = await createMember(db, `Dritte ${Date.now()} AG`);
    await checkIn(db, fixture.assemblyId, third);
    await openBallot(db, ballotId);
    const [row] = await db.select({ status: ballots.status, quorumAtOpen: ballots.quorumAtOpen }).from(ballots).where(eq(ballots.id, ballotId));
    expect(row).toMatchObject({
      status: "open",
      quorumAtOpen: { label: "Beschlussfähig: 3 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend." },
    });
  });

  it("allows one open ballot at a time", async () => {
    const fixture = await runningAssembly(db, 3);
    const first = await motionBallot(fixture, "secret");
    const second = await motionBallot(fixture, "named");
    await openBallot(db, first);
    expect(await refusalOf(openBallot(db, second))).toMatchObject({ code: "other_ballot_open" });
  });
});

describe("secret ballot", () => {
  it("counts each member once, refuses a second vote, keeps no link and declares the result", async () => {
    const fixture = await runningAssembly(db, 4);
    const ballotId = await motionBallot(fixture, "secret");
    await openBallot(db, ballotId);
    const [a, b, c, d] = fixture.members as [
      (typeof fixture.members)[0],
      (typeof fixture.members)[0],
      (typeof fixture.members)[0],
      (typeof fixture.members)[0],
    ];
    await castVote(db, { ballotId, organizationId: a.organizationId, optionKey: "yes" }, { id: a.userId });
    await castVote(db, { ballotId, organizationId: b.organizationId, optionKey: "yes" }, { id: b.userId });
    await castVote(db, { ballotId, organizationId: c.organizationId, optionKey: "no" }, { id: c.userId });
    const twice = await refusalOf(castVote(db, { ballotId, organizationId: a.organizationId, optionKey: "no" }, { id: a.userId }));
    expect(twice).toMatchObject({ status: 409, code: "already_voted" });
    expect(twice.message).toBe(`Für ${a.name} wurde in dieser Abstimmung bereits eine Stimme abgegeben. Jedes Mitglied hat eine Stimme.`);
    // Someone else's vote cannot be cast.
    expect(await refusalOf(castVote(db, { ballotId, organizationId: d.organizationId, optionKey: "yes" }, { id: a.userId }))).toMatchObject({
      code: "not_entitled",
    });
    expect(await refusalOf(castVote(db, { ballotId, organizationId: d.organizationId, optionKey: "maybe" }, { id: d.userId }))).toMatchObject({
      status: 400,
      code: "unknown_option",
    });

    const result = await closeBallot(db, ballotId, null);
    expect(result).toMatchObject({ accepted: true, valid: 3, participation: 3 });
    expect(result.rows).toEqual([
      { key: "yes", label: "Ja", votes: 2 },
      { key: "no", label: "Nein", votes: 1 },
      { key: "abstain", label: "Enthaltung", votes: 0 },
    ]);
    expect(result.ruleText).toBe("Einfache Mehrheit der abgegebenen gültigen Stimmen (§ 7 Abs. 2 Satzung)");
    expect(result.interpretation).toContain("Stimmenthaltungen und ungültige Stimmen zählen nicht mit");

    // Nothing stored links a member to a choice: participations have only ballot and member.
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'assembly_ballot_participations' ORDER BY column_name`),
    );
    expect(columns.map((c) => c.column_name)).toEqual(["ballot_id", "organization_id"]);
    expect(await refusalOf(castVote(db, { ballotId, organizationId: d.organizationId, optionKey: "yes" }, { id: d.userId }))).toMatchObject({
      code: "ballot_closed",
    });
    expect(await refusalOf(closeBallot(db, ballotId, null))).toMatchObject({ code: "ballot_not_open" });
  });
});

describe("named and open ballots", () => {
  it("stores named votes with the member and applies three quarters to a statute change", async () => {
    const fixture = await runningAssembly(db, 4);
    const ballotId = await motionBallot(fixture, "named", "statute_change");
    await openBallot(db, ballotId);
    const choices = ["yes", "yes", "yes", "no"];
    for (const [i, member] of fixture.members.entries()) {
      await castVote(db, { ballotId, organizationId: member.organizationId, optionKey: choices[i]! }, { id: member.userId });
    }
    const result = await closeBallot(db, ballotId, null);
    expect(result).toMatchObject({ accepted: true, valid: 4 });
    expect(result.outcomeText).toContain("3 von 4 gültigen Stimmen (75,0 %)");
    expect(await db.$count(namedVotes, eq(namedVotes.ballotId, ballotId))).toBe(4);
  });

  it("takes the chair's counts for a show of hands, never more than present", async () => {
    const fixture = await runningAssembly(db, 3);
    const ballotId = await motionBallot(fixture, "open");
    await openBallot(db, ballotId);
    const member = fixture.members[0]!;
    expect(await refusalOf(castVote(db, { ballotId, organizationId: member.organizationId, optionKey: "yes" }, { id: member.userId }))).toMatchObject({
      code: "open_ballot_by_chair",
    });
    expect(await refusalOf(closeBallot(db, ballotId, null))).toMatchObject({ status: 400, code: "counts_missing" });
    expect(await refusalOf(closeBallot(db, ballotId, { votes: { yes: 3, no: 1, abstain: 0 }, invalid: 0 }))).toMatchObject({ code: "counts_exceed_present" });
    const result = await closeBallot(db, ballotId, { votes: { yes: 1, no: 1, abstain: 1 }, invalid: 0 });
    expect(result).toMatchObject({ accepted: false, participation: null });
    expect(result.outcomeText).toContain("Stimmengleichheit");
  });
});

describe("elections", () => {
  it("records the elected person's two-year term and ends the predecessor's", async () => {
    const fixture = await runningAssembly(db, 3);
    const candidate = fixture.members[1]!;
    const ballotId = await db.transaction((tx) =>
      createElectionBallot(tx, {
        assemblyId: fixture.assemblyId,
        office: "treasurer",
        seat: 1,
        mode: "secret",
        round: "first",
        candidates: [{ name: "Peter Lange", userId: candidate.userId, organizationId: candidate.organizationId }],
      }),
    );
    await openBallot(db, ballotId);
    for (const member of fixture.members) await castVote(db, { ballotId, organizationId: member.organizationId, optionKey: "k1" }, { id: member.userId });
    const result = await closeBallot(db, ballotId, null);
    expect(result.election).toEqual({ kind: "elected", candidateId: "k1" });
    const [term] = await db
      .select({ personName: officeTerms.personName, electedOn: officeTerms.electedOn, termEndsOn: officeTerms.termEndsOn })
      .from(officeTerms)
      .where(eq(officeTerms.electedInBallotId, ballotId));
    expect(term!.personName).toBe("Peter Lange");
    expect(Number(term!.termEndsOn.slice(0, 4)) - Number(term!.electedOn.slice(0, 4))).toBe(2);
  });

  it("refuses a presidium member as cash auditor", async () => {
    const fixture = await runningAssembly(db, 3);
    const president = fixture.members[0]!;
    const refused = await refusalOf(
      db.transaction((tx) =>
        createElectionBallot(tx, {
          assemblyId: fixture.assemblyId,
          office: "cash_auditor",
          seat: 1,
          mode: "open",
          round: "first",
          candidates: [{ name: "Präsidentin", userId: president.userId, organizationId: president.organizationId }],
        }),
      ),
    );
    expect(refused).toMatchObject({ code: "presidium_as_auditor" });
  });

  it("prepares a run-off between the two with the most votes", async () => {
    const fixture = await runningAssembly(db, 5);
    const ballotId = await db.transaction((tx) =>
      createElectionBallot(tx, {
        assemblyId: fixture.assemblyId,
        office: "vice_president",
        seat: 1,
        mode: "named",
        round: "first",
        candidates: fixture.members.slice(0, 3).map((m, i) => ({ name: `Kandidat ${i + 1}`, userId: m.userId, organizationId: m.organizationId })),
      }),
    );
    await openBallot(db, ballotId);
    const choices = ["k1", "k1", "k2", "k2", "k3"];
    for (const [i, member] of fixture.members.entries())
      await castVote(db, { ballotId, organizationId: member.organizationId, optionKey: choices[i]! }, { id: member.userId });
    const result = await closeBallot(db, ballotId, null);
    expect(result.election).toEqual({ kind: "runoff", candidateIds: ["k1", "k2"] });
    const runoff = rowsOf<{ title: string; election_round: string; labels: string[] }>(
      await db.execute(sql`
        SELECT b.title, b.election_round, array_agg(o.label ORDER BY o.position) AS labels
        FROM assembly_ballots b JOIN assembly_ballot_options o ON o.ballot_id = b.id
        WHERE b.previous_ballot_id = ${ballotId} GROUP BY b.id`),
    );
    expect(runoff).toEqual([
      { title: "Wahl: Vizepräsidentin / Vizepräsident – Stichwahl", election_round: "runoff", labels: ["Kandidat 1", "Kandidat 2", "Enthaltung"] },
    ]);
  });
});

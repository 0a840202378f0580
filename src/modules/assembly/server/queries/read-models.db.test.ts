/** The office's detail, the member's view and the minutes of one assembly, read from the database. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { renderMinutesPdf } from "../minutes/render-minutes.ts";
import { castVote } from "../ballots/vote-commands.ts";
import { closeBallot } from "../ballots/close-ballot.ts";
import { createMotionBallot } from "../ballots/create-ballot.ts";
import { openBallot } from "../ballots/open-ballot.ts";
import { collectMinutes } from "../minutes/collect-minutes.ts";
import { minutesPdf, publishMinutes } from "../minutes/publish-minutes.ts";
import { createMember, checkIn, liftAdmissionFreezes, runningAssembly, type AssemblyFixture } from "../testing/assembly-fixture.ts";
import { admissionFreezesOn } from "./admission-freezes.ts";
import { assemblyDetail, loadMotions } from "./assembly-detail.ts";
import { listAssemblies } from "./assembly-list.ts";
import { memberAssemblyView } from "./member-view.ts";
import { currentOfficeTerms } from "./office-terms.ts";
import { agendaItems, generalAssemblies, motions } from "../tables.ts";
import { berlinDate } from "#shared/dates.ts";

let db: Db;
let fixture: AssemblyFixture;
let secretId: string;
let namedId: string;

beforeAll(async () => {
  db = await getDb();
  fixture = await runningAssembly(db, 4, `Lesemodell ${Date.now()}`);
  const supporting = await createMember(db, `Förderer ${Date.now()} GmbH`, "supporting");
  await checkIn(db, fixture.assemblyId, supporting);
  const [item] = await db
    .insert(agendaItems)
    .values({ assemblyId: fixture.assemblyId, position: 1, title: "Haushaltsplan 2027" })
    .returning({ id: agendaItems.id });
  secretId = await db.transaction((tx) =>
    createMotionBallot(tx, {
      assemblyId: fixture.assemblyId,
      title: "Haushaltsplan 2027 beschließen",
      subject: "general",
      mode: "secret",
      agendaItemId: item!.id,
    }),
  );
  namedId = await db.transaction((tx) =>
    createMotionBallot(tx, { assemblyId: fixture.assemblyId, title: "Satzungsänderung § 6", subject: "statute_change", mode: "named", agendaItemId: item!.id }),
  );
  await openBallot(db, secretId);
  for (const [i, m] of fixture.members.entries())
    await castVote(db, { ballotId: secretId, organizationId: m.organizationId, optionKey: i === 3 ? "no" : "yes" }, { id: m.userId });
}, 120_000);
afterAll(async () => {
  await liftAdmissionFreezes(db);
  await closeDatabase();
});

describe("read models", () => {
  it("hides a secret ballot's figures while it is open and shows the turnout", async () => {
    const view = await memberAssemblyView(db, fixture.assemblyId, { id: fixture.members[0]!.userId, organizationId: fixture.members[0]!.organizationId });
    expect(view.openBallot).toMatchObject({ id: secretId, participation: 4, result: null });
    expect(view.myVotes).toEqual([
      { organizationId: fixture.members[0]!.organizationId, name: fixture.members[0]!.name, viaProxy: false, castInOpenBallot: true },
    ]);
    expect(view.right).toBe("vote");
    expect(view.quorum.quorate).toBe(true);
  });

  it("gives the office the attendance with capacities and the live quorum", async () => {
    const detail = await assemblyDetail(db, fixture.assemblyId);
    expect(detail.attendance).toHaveLength(5);
    expect(detail.attendance.filter((a) => a.votes.length > 0)).toHaveLength(4);
    expect(detail.quorum.label).toMatch(/^Beschlussfähig: 4 stimmberechtigte Mitglieder/);
  });

  it("lists assemblies with keyset paging", async () => {
    const first = await listAssemblies(db, { pageSize: 1 });
    expect(first.items).toHaveLength(1);
    if (first.nextCursor) {
      const second = await listAssemblies(db, { pageSize: 1, cursor: first.nextCursor });
      expect(second.items[0]?.id).not.toBe(first.items[0]!.id);
    }
  });

  it("freezes admissions only after an invitation was sent", async () => {
    expect((await admissionFreezesOn(db, berlinDate(new Date()))).some((f) => f.id === fixture.assemblyId)).toBe(false);
    await db.update(generalAssemblies).set({ firstInvitationSentAt: sql`now() - interval '30 days'` }).where(eq(generalAssemblies.id, fixture.assemblyId));
    expect((await admissionFreezesOn(db, berlinDate(new Date()))).some((f) => f.id === fixture.assemblyId)).toBe(true);
  });

  it("writes minutes with attendance, quorum, results and the applied rule", async () => {
    await closeBallot(db, secretId, null);
    await openBallot(db, namedId);
    for (const m of fixture.members) await castVote(db, { ballotId: namedId, organizationId: m.organizationId, optionKey: "yes" }, { id: m.userId });
    await closeBallot(db, namedId, null);
    await db
      .update(generalAssemblies)
      .set({ status: "closed", closedAt: sql`now()`, chairName: "Dr. Martina Schulz", minuteTakerName: "Jonas Becker" })
      .where(eq(generalAssemblies.id, fixture.assemblyId));
    const data = await collectMinutes(db, fixture.assemblyId);
    expect(data.attendance.entries.map((e) => e.capacity).sort()).toEqual([
      "Beratend (förderndes Mitglied)",
      "Stimmberechtigt",
      "Stimmberechtigt",
      "Stimmberechtigt",
      "Stimmberechtigt",
    ]);
    const pdf = await renderMinutesPdf(data);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("TOP 1: Haushaltsplan 2027");
    expect(flat).toContain("Angenommen: 3 Ja, 1 Nein");
    expect(flat).toContain("Mehrheit von drei Vierteln der abgegebenen gültigen Stimmen (§ 7 Abs. 3 Satzung)");
    expect(flat).toContain(fixture.members[1]!.name);
    expect((await currentOfficeTerms(db, berlinDate(new Date()))).some((t) => t.office === "president")).toBe(true);
  });

  it("publishes the minutes into the documents module and tells the members", async () => {
    await publishMinutes(db, fixture.assemblyId, { id: fixture.presidentUserId });
    const published = await minutesPdf(db, fixture.assemblyId, { requirePublished: true });
    expect(new TextDecoder().decode(published.bytes.slice(0, 5))).toBe("%PDF-");
    const [row] = await db
      .select({ minutesDocumentId: generalAssemblies.minutesDocumentId })
      .from(generalAssemblies)
      .where(eq(generalAssemblies.id, fixture.assemblyId));
    expect(row!.minutesDocumentId).toBeTruthy();
    const told = rowsOf<{ user_id: string }>(
      await db.execute(sql`SELECT user_id FROM notifications WHERE kind = 'assembly.minutes' AND link LIKE ${`%${fixture.assemblyId}`}`),
    );
    // Every member's person except the president, who published it.
    expect(told.map((t) => t.user_id)).toEqual(expect.arrayContaining(fixture.members.slice(1).map((m) => m.userId)));
    expect(told.map((t) => t.user_id)).not.toContain(fixture.presidentUserId);
    const view = await memberAssemblyView(db, fixture.assemblyId, { id: fixture.members[1]!.userId, organizationId: fixture.members[1]!.organizationId });
    expect(view.assembly.minutesDocumentId).toBe(row!.minutesDocumentId);
  });

  it("counts the register for motions only when a motion has a support threshold (the member view is polled every 2 s)", async () => {
    // Every statement sent, builder or raw, is prepared by the session once.
    const prepared = vi.spyOn(db._.session, "prepareQuery");
    const today = berlinDate(new Date());
    await db.insert(motions).values({
      assemblyId: fixture.assemblyId,
      category: "general",
      title: "Allgemein",
      body: "Text",
      filedByOrganizationId: fixture.members[0]!.organizationId,
      status: "submitted",
      contentFingerprint: "fp-general",
    });
    prepared.mockClear();
    const general = await loadMotions(db, fixture.assemblyId, today);
    expect(general.every((m) => m.supportNeeded === null)).toBe(true);
    expect(prepared).toHaveBeenCalledTimes(1);
    await db.insert(motions).values({
      assemblyId: fixture.assemblyId,
      category: "board_decision_change",
      title: "Beschluss ändern",
      body: "Text",
      filedByOrganizationId: fixture.members[1]!.organizationId,
      status: "collecting",
      contentFingerprint: "fp-board",
    });
    prepared.mockClear();
    const withThreshold = await loadMotions(db, fixture.assemblyId, today);
    expect(withThreshold.find((m) => m.category === "board_decision_change")!.supportNeeded).toBeGreaterThan(0);
    expect(prepared).toHaveBeenCalledTimes(2);
    prepared.mockRestore();
  });
});

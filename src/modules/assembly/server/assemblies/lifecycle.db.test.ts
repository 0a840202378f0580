/**
 * An assembly from preparation to the repeat: invitations with send evidence, the notice and the
 * opening day, quorum, motions and the extraordinary-assembly threshold on the database.
 */
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { runWithRequestContext } from "#platform/http/request-context.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { addDays, berlinDate, berlinInstant } from "#shared/dates.ts";
import { assemblyFieldsSchema } from "../../schema/assembly.ts";
import { createMember, checkIn, liftAdmissionFreezes, type FixtureMember } from "../testing/assembly-fixture.ts";
import { addAgendaItem } from "./agenda-commands.ts";
import { cancelAssembly, createAssembly, updateAssembly } from "./assembly-commands.ts";
import { closeAssembly, declareInquorate, openAssembly } from "./assembly-day-commands.ts";
import { sendInvitations } from "./invitation-commands.ts";
import { fileMotion, supportMotion, decideMotion } from "../motions/motion-commands.ts";
import { openRequest, signRequest, requestProgress } from "../motions/request-commands.ts";
import { refusalOf } from "../testing/refusal-of.ts";
import { ballots, generalAssemblies, invitations, motions } from "../tables.ts";

let db: Db;
const actor = { id: `user_office_${Date.now()}` };
const today = berlinDate(new Date());
const noon = (date: string) => berlinInstant(date, "12:00")!;
/** Runs `act` as a request on the dev clock's chosen time (x-dev-now), as the e2e server does. */
const at = <T>(time: Date, act: () => Promise<T>) =>
  runWithRequestContext({ requestId: "test", method: "POST", path: "/", ip: "test", userAgent: null, userId: actor.id, now: time }, act);

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-assembly-outbox-"));
  db = await getDb();
  await db.insert(profiles).values({ id: actor.id, email: "office@example.org" }).onConflictDoNothing();
}, 60_000);
afterAll(async () => {
  await liftAdmissionFreezes(db);
  await closeDatabase();
});

async function withAddress(member: FixtureMember): Promise<FixtureMember> {
  await db
    .update(organizations)
    .set({ email: `info-${member.organizationId.slice(0, 8)}@example.org` })
    .where(eq(organizations.id, member.organizationId));
  return member;
}

/** Members of earlier tests in this database must have addresses too. */
async function addressEveryone() {
  await db
    .update(organizations)
    .set({ email: sql`'info-' || left(${organizations.id}::text, 8) || '@example.org'` })
    .where(isNull(organizations.email));
}

const fields = (assemblyDate: string, extra: Record<string, unknown> = {}) =>
  assemblyFieldsSchema.parse({
    title: `Ordentliche Mitgliederversammlung ${assemblyDate}`,
    kind: "ordinary",
    assemblyDate,
    startTime: "10:00",
    place: "Berlin",
    onlineParticipation: true,
    ...extra,
  });

describe("preparing and convening", () => {
  it("refuses an assembly that can no longer be convened in time: 27 days", async () => {
    const refused = await refusalOf(createAssembly(db, fields(addDays(today, 27)), actor));
    expect(refused).toMatchObject({ code: "invitation_notice_too_short" });
    expect(refused.message).toContain("mindestens vier Wochen vor dem Tag der Versammlung");
  });

  it("invites every member with evidence of the send time, then opens only on the day", async () => {
    await addressEveryone();
    const members = await Promise.all([1, 2, 3].map(async (i) => withAddress(await createMember(db, `Einladungsbahn ${i} ${Date.now()} GmbH`))));
    const date = addDays(today, 28);
    const assembly = await createAssembly(db, fields(date), actor);
    expect(assembly.startsAt).toBe(berlinInstant(date, "10:00")!.toISOString());
    await addAgendaItem(db, assembly.id, { title: "Entlastung des Vorstands", description: null }, actor);

    const run = await sendInvitations(db, assembly.id, assembly.version, actor, "https://verband.example");
    expect(run.invited).toBeGreaterThanOrEqual(3);
    await dispatchOutbox({ ids: run.outboxIds, limit: run.outboxIds.length });
    const evidence = await db
      .select({ organizationId: invitations.organizationId, sentAt: invitations.sentAt })
      .from(invitations)
      .where(eq(invitations.assemblyId, assembly.id));
    for (const member of members) expect(evidence.find((e) => e.organizationId === member.organizationId)?.sentAt).toBeTruthy();
    const [row] = await db
      .select({ status: generalAssemblies.status, first: generalAssemblies.firstInvitationSentAt, version: generalAssemblies.version })
      .from(generalAssemblies)
      .where(eq(generalAssemblies.id, assembly.id));
    expect(row!.status).toBe("invited");
    expect(row!.first).toBeTruthy();
    const mails = await readdir(process.env.MAIL_OUTBOX_DIR!);
    expect(mails.length).toBeGreaterThanOrEqual(3);

    // A second run reaches nobody new.
    expect((await sendInvitations(db, assembly.id, row!.version, actor, "https://verband.example")).invited).toBe(0);
    // Date and place are fixed now.
    expect(await refusalOf(updateAssembly(db, assembly.id, { ...fields(addDays(today, 40)), version: row!.version }, actor))).toMatchObject({
      code: "assembly_already_convened",
    });

    const open = { chairName: "Dr. Martina Schulz", minuteTakerName: "Jonas Becker", version: row!.version };
    expect(await refusalOf(openAssembly(db, assembly.id, open, actor, noon(addDays(date, -1))))).toMatchObject({ code: "assembly_not_yet_due" });
    expect(await refusalOf(openAssembly(db, assembly.id, open, actor, noon(addDays(date, 1))))).toMatchObject({ code: "assembly_date_passed" });
    // The services decide by the server clock (x-dev-now in e2e), not by the machine's date.
    await at(noon(date), () => openAssembly(db, assembly.id, open, actor));

    // Without a quorum the assembly ends and its repeat is prepared with the same agenda.
    await checkIn(db, assembly.id, members[0]!);
    const { repeatId } = await at(noon(date), () => declareInquorate(db, assembly.id, row!.version + 1, actor));
    const [repeat] = rowsOf<{ kind: string; status: string; items: number; title: string }>(
      await db.execute(
        sql`SELECT kind, status, title, (SELECT count(*)::int FROM assembly_agenda_items WHERE assembly_id = g.id) AS items FROM general_assemblies g WHERE id = ${repeatId}`,
      ),
    );
    expect(repeat).toMatchObject({ kind: "repeat", status: "draft", items: 1 });
    expect(repeat!.title).toContain("Wiederholung vom");
    // The office's steps are in its activity log (next to the audit trail).
    const activities = rowsOf<{ activity_type: string; metadata: { assemblyId?: string } }>(
      await db.execute(sql`SELECT activity_type, metadata FROM user_activity_log WHERE user_id = ${actor.id} ORDER BY created_at, id`),
    ).filter((a) => a.metadata.assemblyId === assembly.id);
    expect(activities.map((a) => a.activity_type)).toEqual(["assembly_created", "assembly_invitations_sent", "assembly_opened", "assembly_closed"]);
  });

  it("refuses to invite when a member has no address", async () => {
    const member = await createMember(db, `Adresslose Bahn ${Date.now()} GmbH`);
    const assembly = await createAssembly(db, fields(addDays(today, 35)), actor);
    const refused = await refusalOf(sendInvitations(db, assembly.id, assembly.version, actor, "https://verband.example"));
    expect(refused).toMatchObject({ code: "members_without_address" });
    expect(refused.message).toContain(member.name);
    await withAddress(member);
    await cancelAssembly(db, assembly.id, assembly.version, actor);
  });

  it("cannot close while a ballot is open and closes afterwards", async () => {
    await addressEveryone();
    const date = addDays(today, 30);
    const assembly = await createAssembly(db, fields(date), actor);
    const run = await sendInvitations(db, assembly.id, assembly.version, actor, "https://verband.example");
    await dispatchOutbox({ ids: run.outboxIds, limit: run.outboxIds.length });
    await openAssembly(db, assembly.id, { chairName: "A", minuteTakerName: "B", version: assembly.version + 1 }, actor, noon(date));
    await db.insert(ballots).values({ assemblyId: assembly.id, subject: "general", title: "Offen", mode: "secret", status: "open" });
    expect(await refusalOf(closeAssembly(db, assembly.id, assembly.version + 2, actor, noon(date)))).toMatchObject({ code: "ballot_still_open" });
    await db.update(ballots).set({ status: "closed" }).where(eq(ballots.assemblyId, assembly.id));
    await closeAssembly(db, assembly.id, assembly.version + 2, actor, noon(date));
  });
});

describe("motions", () => {
  it("marks a motion 13 days before late and admits board-decision changes only with 10 % support", async () => {
    const filer = await withAddress(await createMember(db, `Antragsbahn ${Date.now()} GmbH`));
    const date = addDays(today, 40);
    const assembly = await createAssembly(db, fields(date), actor);
    const onTime = await fileMotion(
      db,
      assembly.id,
      { category: "board_decision_change", title: "Beschluss aufheben", body: "Der Beschluss vom 1. Mai wird aufgehoben.", reasons: null },
      filer,
      noon(addDays(date, -14)),
    );
    expect(onTime.late).toBe(false);
    const late = await fileMotion(
      db,
      assembly.id,
      { category: "general", title: "Spät", body: "Ein später Antrag.", reasons: null },
      filer,
      noon(addDays(date, -13)),
    );
    expect(late.late).toBe(true);
    expect(
      await refusalOf(
        fileMotion(db, assembly.id, { category: "statute_change", title: "Spät", body: "§ 1 neu", reasons: null }, filer, noon(addDays(date, -13))),
      ),
    ).toMatchObject({
      code: "motion_late_not_admissible",
    });

    const [motion] = await db.select({ version: motions.version }).from(motions).where(eq(motions.id, onTime.id));
    const [counts] = rowsOf<{ voting: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS voting FROM memberships WHERE membership_class = 'ordinary' AND entry_date <= current_date AND (exit_date IS NULL OR exit_date >= current_date)`,
      ),
    );
    const needed = Math.ceil(counts!.voting / 10);
    const decision = { decision: "admitted" as const, note: null, agendaItemId: null, repeatsMotionId: null, version: motion!.version };
    if (needed > 1) {
      expect(await refusalOf(decideMotion(db, onTime.id, decision, actor))).toMatchObject({ code: "board_decision_change_support_missing" });
      const others = await db.execute(sql`
        SELECT organization_id FROM memberships WHERE membership_class = 'ordinary' AND organization_id <> ${filer.organizationId}
          AND entry_date <= current_date AND (exit_date IS NULL OR exit_date >= current_date) LIMIT ${needed - 1}`);
      for (const row of rowsOf<{ organization_id: string }>(others)) {
        await supportMotion(db, onTime.id, { organizationId: row.organization_id, userId: actor.id });
      }
    }
    await decideMotion(db, onTime.id, decision, actor);
    expect(await refusalOf(supportMotion(db, onTime.id, filer))).toMatchObject({ code: "support_closed" });
  });
});

describe("extraordinary assembly request", () => {
  it("is reached only with more than one third of all members", async () => {
    const opener = await createMember(db, `Verlangensbahn ${Date.now()} GmbH`);
    const { id } = await openRequest(db, { purpose: "Beitragsordnung", reasons: "Dringend" }, opener);
    let progress = await requestProgress(db, id);
    expect(progress.count).toBe(1);
    const others = rowsOf<{ organization_id: string }>(
      await db.execute(
        sql`SELECT organization_id FROM memberships WHERE organization_id <> ${opener.organizationId} AND entry_date <= current_date AND (exit_date IS NULL OR exit_date >= current_date)`,
      ),
    );
    let reached = false;
    for (const other of others) {
      progress = await requestProgress(db, id);
      if (progress.reached) break;
      expect(progress.count * 3).toBeLessThanOrEqual(progress.total);
      ({ reached } = await signRequest(db, id, { organizationId: other.organization_id, userId: actor.id }));
    }
    progress = await requestProgress(db, id);
    expect(reached).toBe(true);
    expect(progress.count).toBe(progress.needed);
    expect(progress.count * 3).toBeGreaterThan(progress.total);
    expect((progress.count - 1) * 3).toBeLessThanOrEqual(progress.total);
  });
});

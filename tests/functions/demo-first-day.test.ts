/**
 * The demo association on the day it is first seeded (issue 25, ADR 285): seeded on an arbitrary
 * day (the test clock), every main journey can be tried that day through the real endpoints, in
 * the order the README names them: the ordinary assembly runs (invited five weeks before, a
 * motion open for the vote) and admissions wait for its end (§ 3 Abs. 5), which the dashboards and
 * the admission check say; the member company's representative votes; the assembly office closes
 * the ballot and the assembly and files its minutes; the same day the managing director admits the
 * company whose application came in before the invitation (the freeze ended with the assembly,
 * not with its day); the treasurer's fee run invoices it and a collection run is made; the managing
 * director files notes as minutes, which become searchable. The demo also holds together: the
 * public site's people, the president's company a member before the assemblies it chaired, both
 * assemblies invited every member of their day and nobody joined while one was convened, role
 * history as the user management shows it, one company per person, no past collection left
 * unbooked, no future member counted.
 *
 * Not a *.db.test.ts: it seeds the whole demo association into its own in-memory database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { runSeeders } from "#platform/seed/run-seeders.ts";
import { ALL_SEEDERS } from "../../src/composition/seeders.ts";
import { DEMO_USERS } from "#platform/auth/demo-users.ts";
import { demoCalendar } from "#platform/seed/demo-calendar.ts";
import { tokenFor } from "#platform/auth/test-users.ts";
import { addDays, berlinDate, daysBetween, formatGermanLongDate } from "#shared/dates.ts";
import { callFunction } from "../helpers/function-call.ts";
import applicationsFn from "../../netlify/functions/membership-applications.mts";
import assemblyFn from "../../netlify/functions/assembly.mts";
import financesFn from "../../netlify/functions/finances.mts";
import dashboardFn from "../../netlify/functions/dashboard.mts";
import membersFn from "../../netlify/functions/members.mts";
import collabFn from "../../netlify/functions/collab.mts";
import documentsFn from "../../netlify/functions/documents.mts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { registerModuleChannels } from "../../src/composition/channels/all.ts";

type Handler = Parameters<typeof callFunction>[0];

// An arbitrary day: some thirteen months after the real one (a future day, so sessions the
// database checks against its own clock stay valid). On 31 December the company admitted today
// enters in the next year (demo-calendar.ts, desiredEntryDate), so its fee run is that year's.
const SEED_DAY = addDays(berlinDate(new Date()), 397);
const ENTRY_YEAR = SEED_DAY.endsWith("-12-31") ? String(Number(SEED_DAY.slice(0, 4)) + 1) : SEED_DAY.slice(0, 4);
const at = (day: string, time = "09:30") => new Date(`${day}T${time}:00+01:00`);

let db: Db;
const ids = new Map<string, string>();

async function call(fn: Handler, as: string, method: string, path: string, body?: unknown) {
  const token = await tokenFor(ids.get(as)!);
  const result = await callFunction(fn, path, { method, body, headers: { authorization: `Bearer ${token}` } });
  await result.settle();
  // biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, read field by field as the tests need
  return { status: result.response.status, body: result.body as Record<string, any> };
}

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(SEED_DAY, "08:00"));
  db = await getDb();
  await runSeeders(db, ALL_SEEDERS, () => {});
  for (const row of rowsOf<{ id: string; email: string }>(await db.execute(sql`SELECT id, email FROM profiles`))) ids.set(row.email, row.id);
  vi.setSystemTime(at(SEED_DAY));
}, 900_000);
afterAll(async () => {
  vi.useRealTimers();
  await closeDatabase();
});

const GF = "geschaeftsfuehrung@vnsi-verband.de";
const TREASURER = "vorstand@vnsi-verband.de";
const MEMBER = "mitglied@vnsi-verband.de";
const ADMIN = "admin@vnsi-verband.de";

describe(`the demo association seeded on ${SEED_DAY}`, () => {
  it("names the public site's people and keeps the presidium's companies members since the founding", async () => {
    expect(DEMO_USERS.map((u) => `${u.firstName} ${u.lastName}`)).toEqual(["Lena Hartmann", "Dr. Sabine Roloff", "Jens Wohlfahrt", "Felix Hartung"]);
    const last = demoCalendar(SEED_DAY).lastAssembly;
    const terms = rowsOf<{ office: string; person_name: string; entry_date: string; company: string }>(
      await db.execute(sql`SELECT t.office, t.person_name, to_char(m.entry_date, 'YYYY-MM-DD') AS entry_date, o.name AS company
        FROM association_office_terms t JOIN organizations o ON o.id = t.organization_id JOIN memberships m ON m.organization_id = o.id
        WHERE t.office IN ('president', 'vice_president', 'treasurer') ORDER BY t.office`),
    );
    expect(terms.map((t) => [t.office, t.person_name, t.company])).toEqual([
      ["president", "Dr. Matthias Kühnel", "Mitteldeutsche Eisenbahninfrastruktur GmbH"],
      ["treasurer", "Jens Wohlfahrt", "Eisenbahninfrastruktur Oberlausitz GmbH"],
      ["vice_president", "Katrin Albers", "Hafen- und Industriebahn Weser-Ems GmbH"],
    ]);
    for (const t of terms) expect(t.entry_date <= last.invitedOn).toBe(true);
    const chaired = await one<{ chair_name: string; date: string }>(
      sql`SELECT chair_name, to_char(assembly_date, 'YYYY-MM-DD') AS date FROM general_assemblies WHERE status = 'closed'`,
    );
    expect(chaired).toEqual({ chair_name: "Dr. Matthias Kühnel (Präsident)", date: last.date });
  });

  it("leaves the demo member's company an open invoice (in the direct debit) to open from its dashboard", async () => {
    const open = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM finance_invoices i JOIN memberships m ON m.id = i.membership_id
      JOIN profiles p ON p.organization_id = m.organization_id WHERE p.email = ${MEMBER} AND i.status = 'open'`);
    expect(open.n).toBeGreaterThanOrEqual(1);
  });

  it("invited every member of their day to both assemblies, and admitted nobody while one was convened", async () => {
    const calendar = demoCalendar(SEED_DAY);
    for (const [status, { invitedOn }] of [
      ["closed", calendar.lastAssembly],
      ["running", calendar.currentAssembly],
    ] as const) {
      const counts = await one<{ invited: number; members: number }>(sql`
        SELECT (SELECT count(*)::int FROM assembly_invitations i JOIN general_assemblies a ON a.id = i.assembly_id WHERE a.status = ${status}) AS invited,
               (SELECT count(*)::int FROM memberships WHERE entry_date <= ${invitedOn}::date AND (exit_date IS NULL OR exit_date >= ${invitedOn}::date)) AS members`);
      expect(counts.invited, status).toBe(counts.members);
      expect(counts.members).toBeGreaterThan(15);
    }
    // Nobody entered the register, and no admission was decided, between an invitation and its assembly.
    const freezes = [calendar.lastAssembly, calendar.currentAssembly];
    const within = (column: string) =>
      sql.join(
        freezes.map((f) => sql`(${sql.raw(column)} >= ${f.invitedOn}::date AND ${sql.raw(column)} <= ${f.date}::date)`),
        sql` OR `,
      );
    expect(rowsOf(await db.execute(sql`SELECT entry_date FROM memberships WHERE ${within("entry_date")}`))).toEqual([]);
    const decided = rowsOf<{ decision_date: string }>(await db.execute(sql`SELECT decision_date::text FROM membership_applications WHERE status = 'approved'`));
    expect(decided.length).toBeGreaterThan(0);
    expect(rowsOf(await db.execute(sql`SELECT decision_date FROM membership_applications WHERE status = 'approved' AND (${within("decision_date")})`))).toEqual(
      [],
    );
    // Four weeks' notice at least (§ 4 Abs. 3 Satzung), so the running assembly was convened in time.
    expect(daysBetween(calendar.currentAssembly.invitedOn, SEED_DAY)).toBeGreaterThanOrEqual(28);
  });

  it("has each further contact person at one company and role changes that end where the user management stands", async () => {
    const twice = rowsOf(
      await db.execute(sql`SELECT first_name, last_name FROM crm_contacts GROUP BY first_name, last_name HAVING count(DISTINCT organization_id) > 1`),
    );
    expect(twice).toEqual([]);
    const changes = rowsOf<{ entity_id: string; after: { roles: string[] } }>(
      await db.execute(sql`SELECT entity_id, after FROM audit_log WHERE action = 'role_change' ORDER BY seq`),
    );
    const lastChange = new Map(changes.map((c) => [c.entity_id, [...c.after.roles].sort()]));
    expect(lastChange.size).toBeGreaterThan(0);
    for (const [userId, roles] of lastChange) {
      const held = rowsOf<{ role: string }>(await db.execute(sql`SELECT role FROM user_roles WHERE user_id = ${userId}`))
        .map((r) => r.role)
        .sort();
      expect(held, userId).toEqual(roles);
    }
  });

  it("has each open task once, and checks admission papers only of companies that are applying", async () => {
    // The office's tasks were once seeded twice (the member dashboard listed the same task two times)
    // and one asked to check the admission papers of a company that was already a member.
    const twice = rowsOf(
      await db.execute(sql`SELECT project_id, title FROM tasks WHERE status NOT IN ('erledigt', 'verworfen') GROUP BY project_id, title HAVING count(*) > 1`),
    );
    expect(twice).toEqual([]);
    const papers = rowsOf<{ title: string }>(await db.execute(sql`SELECT title FROM tasks WHERE title LIKE 'Beitrittsunterlagen%'`));
    expect(papers.length).toBeGreaterThan(0);
    const applying = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT company_name AS name FROM membership_applications WHERE status IN ('pending', 'in_review')`),
    ).map((a) => a.name.replace(/ GmbH$/, ""));
    for (const { title } of papers)
      expect(
        applying.some((name) => title.includes(name)),
        title,
      ).toBe(true);
  });

  it("names today's assembly in the shared notes, and its preparation is done while the minutes are due", async () => {
    const { currentAssembly } = demoCalendar(SEED_DAY);
    const note = await one<{ content_preview: string }>(sql`SELECT content_preview FROM collab_documents WHERE doc_key = 'verband'`);
    expect(note.content_preview).toContain(`Ordentliche Mitgliederversammlung: heute, ${formatGermanLongDate(SEED_DAY)}`);
    const tasks = rowsOf<{ title: string; status: string; project: string }>(
      await db.execute(
        sql`SELECT t.title, t.status, p.name AS project FROM tasks t JOIN task_projects p ON p.id = t.project_id WHERE p.name LIKE 'Mitgliederversammlung%' ORDER BY t.title`,
      ),
    );
    expect(new Set(tasks.map((t) => t.project))).toEqual(new Set([`Mitgliederversammlung ${currentAssembly.label}`]));
    expect(tasks.find((t) => t.title === "Einladung zur Mitgliederversammlung versenden")?.status).toBe("erledigt");
    expect(tasks.filter((t) => t.status !== "erledigt" && t.status !== "verworfen").map((t) => t.title)).toEqual([
      "Protokoll der Mitgliederversammlung veröffentlichen",
    ]);
    const running = await one<{ status: string; date: string; chair_name: string; open_ballots: number }>(
      sql`SELECT g.status, to_char(g.assembly_date, 'YYYY-MM-DD') AS date, g.chair_name,
        (SELECT count(*)::int FROM assembly_ballots b WHERE b.assembly_id = g.id AND b.status = 'open') AS open_ballots
        FROM general_assemblies g WHERE g.status NOT IN ('closed', 'cancelled')`,
    );
    expect(running).toEqual({ status: "running", date: SEED_DAY, chair_name: "Dr. Matthias Kühnel (Präsident)", open_ballots: 1 });
    // Admitted motions carry the support they need (to change a board decision: three members, rules/motions.ts).
    const support = rowsOf<{ category: string; supporters: number }>(
      await db.execute(sql`SELECT m.category, (SELECT count(*)::int FROM assembly_motion_supporters s WHERE s.motion_id = m.id) AS supporters
        FROM assembly_motions m JOIN general_assemblies g ON g.id = m.assembly_id WHERE g.status = 'running' ORDER BY m.category`),
    );
    expect(support).toEqual([
      { category: "board_decision_change", supporters: 3 },
      { category: "general", supporters: 1 },
    ]);
  });

  it("keeps real files in the documents (issue 25: 133-byte stubs): PDFs in the house style, text files with content, all read by the search", async () => {
    const files = rowsOf<{ name: string; size: number; text_status: string; type_id: string; text_content: string | null }>(
      await db.execute(sql`SELECT d.name, f.size::int AS size, f.text_status, f.type_id, f.text_content FROM documents d
        JOIN document_folders o ON o.id = d.folder_id JOIN document_files f ON f.sha256 = d.file_sha256 WHERE o.system_key IS NULL AND d.deleted_at IS NULL`),
    );
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      expect(file.size, file.name).toBeGreaterThan(file.name.endsWith(".pdf") ? 5_000 : 250);
      expect(file.text_status, file.name).toBe("done");
      expect(file.text_content!.length, file.name).toBeGreaterThan(200);
    }
    for (const assembly of [demoCalendar(SEED_DAY).lastAssembly, demoCalendar(SEED_DAY).currentAssembly]) {
      const invitation = files.find((f) => f.name === `Einladung Mitgliederversammlung ${assembly.label}.pdf`)!;
      expect(invitation.text_content).toContain("Dr. Matthias Kühnel");
      expect(invitation.text_content).toContain(formatGermanLongDate(assembly.date));
    }
  });

  it("books the past direct debits: no collection is left unbooked after its date, the demo member's is still ahead", async () => {
    const late = rowsOf(
      await db.execute(
        sql`SELECT r.collection_date FROM finance_collections c JOIN finance_collection_runs r ON r.id = c.run_id WHERE c.status = 'submitted' AND r.collection_date < ${SEED_DAY}::date`,
      ),
    );
    expect(late).toEqual([]);
    const dashboard = await call(dashboardFn, TREASURER, "GET", "/api/dashboard?view=board");
    const collections = (dashboard.body.sections as { key: string; items: { tone: string }[] }[]).find((section) => section.key === "collections")!;
    expect(collections.items.length).toBeGreaterThanOrEqual(1);
    expect(collections.items.map((i) => i.tone)).not.toContain("overdue");
  });

  // The journeys, in the order the README tells them (each builds on the one before).
  let pending: { id: string; companyName: string; version: number };
  let assemblyId: string;

  it("day one, while the assembly runs: admissions wait until its end, and the dashboards and the admission check say so", async () => {
    const list = await call(applicationsFn, GF, "GET", "/api/membership-applications/review?status=pending");
    expect(list.status).toBe(200);
    const items = list.body.items as { id: string; companyName: string; version: number; receivedAt?: string }[];
    const received = rowsOf<{ id: string; created_at: string }>(
      await db.execute(sql`SELECT id, created_at::text FROM membership_applications WHERE status = 'pending' ORDER BY created_at`),
    );
    // The application that came in before the invitation went out (five weeks ago).
    pending = items.find((a) => a.id === received[0]!.id)!;
    expect(received[0]!.created_at.slice(0, 10) < demoCalendar(SEED_DAY).currentAssembly.invitedOn).toBe(true);
    const today = (await call(applicationsFn, GF, "GET", "/api/membership-applications/admission-freezes")).body.admissionToday;
    expect(today.allowed).toBe(false);
    expect(today.message).toContain("Aufnahmen ruhen bis zum Ende der Mitgliederversammlung heute und sind danach wieder möglich.");
    const check = await call(applicationsFn, GF, "GET", `/api/membership-applications/${pending.id}/approval-check?decisionDate=${SEED_DAY}`);
    expect(check.body).toMatchObject({ allowed: false });
    const dashboard = await call(dashboardFn, GF, "GET", "/api/dashboard?view=all");
    const sections = dashboard.body.sections as {
      key: string;
      summary: string | null;
      items: { title: string; dateLabel: string | null; detail: string | null }[];
    }[];
    // The managing director's first thing to do: the running assembly.
    expect(sections[0]!.key).toBe("assemblies");
    expect(sections[0]!.items[0]).toMatchObject({ dateLabel: "Versammlung läuft" });
    expect(sections[0]!.items[0]!.detail).toContain("Aufnahmen ruhen bis zum Ende der Mitgliederversammlung");
    const applications = sections.find((section) => section.key === "applications")!;
    expect(applications.summary).toContain(
      `Aufnahmen ruhen bis zum Ende der Mitgliederversammlung „Ordentliche Mitgliederversammlung ${demoCalendar(SEED_DAY).currentAssembly.label}“ (heute; § 3 Abs. 5 Satzung)`,
    );
  });

  it("day one: the member company's representative votes on the open motion", async () => {
    vi.setSystemTime(at(SEED_DAY, "10:45"));
    const overview = await call(assemblyFn, MEMBER, "GET", "/api/assembly/member/overview");
    expect(overview.status).toBe(200);
    const assembly = await one<{ id: string }>(sql`SELECT id FROM general_assemblies WHERE status = 'running'`);
    assemblyId = assembly.id;
    const ballot = await one<{ id: string; title: string }>(sql`SELECT id, title FROM assembly_ballots WHERE assembly_id = ${assemblyId} AND status = 'open'`);
    expect(ballot.title).toBe("Antrag: Arbeitskreis Anschlussgleise einrichten");
    const own = await one<{ organization_id: string }>(sql`SELECT organization_id FROM profiles WHERE email = ${MEMBER}`);
    const vote = await call(assemblyFn, MEMBER, "POST", `/api/assembly/member/ballots/${ballot.id}/votes`, {
      organizationId: own.organization_id,
      optionKey: "yes",
    });
    expect(vote.status, JSON.stringify(vote.body)).toBe(201);
  });

  it("day one: the assembly office closes the ballot and the assembly and files its minutes", async () => {
    vi.setSystemTime(at(SEED_DAY, "11:30"));
    const ballot = await one<{ id: string }>(sql`SELECT id FROM assembly_ballots WHERE assembly_id = ${assemblyId} AND status = 'open'`);
    const closedBallot = await call(assemblyFn, ADMIN, "POST", `/api/assembly/ballots/${ballot.id}/close`, {});
    expect(closedBallot.status, JSON.stringify(closedBallot.body)).toBe(200);
    expect((await one<{ status: string }>(sql`SELECT status FROM assembly_ballots WHERE id = ${ballot.id}`)).status).toBe("closed");
    const { version } = await one<{ version: number }>(sql`SELECT version FROM general_assemblies WHERE id = ${assemblyId}`);
    const closed = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${assemblyId}/close`, { version });
    expect(closed.status, JSON.stringify(closed.body)).toBeLessThan(300);
    const minutes = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${assemblyId}/minutes`);
    expect(minutes.status, JSON.stringify(minutes.body)).toBeLessThan(300);
    const published = await one<{ status: string; published: boolean }>(
      sql`SELECT status, minutes_published_at IS NOT NULL AS published FROM general_assemblies WHERE id = ${assemblyId}`,
    );
    expect(published).toEqual({ status: "closed", published: true });
    // The activity says what ended once (issue 25: "Mitgliederversammlung beendet: … beendet").
    const activity = await one<{ description: string }>(
      sql`SELECT description FROM user_activity_log WHERE activity_type = 'assembly_closed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(activity.description).not.toContain("beendet");
  }, 120_000);

  let admittedMembershipId: string;

  it("day one, after the assembly's end: the managing director admits the company that applied before the invitation", async () => {
    vi.setSystemTime(at(SEED_DAY, "14:00"));
    expect((await call(applicationsFn, GF, "GET", "/api/membership-applications/admission-freezes")).body.admissionToday).toEqual({
      allowed: true,
      message: null,
    });
    const check = await call(applicationsFn, GF, "GET", `/api/membership-applications/${pending.id}/approval-check?decisionDate=${SEED_DAY}`);
    expect(check.body).toMatchObject({ allowed: true });
    const review = await call(applicationsFn, GF, "POST", `/api/membership-applications/${pending.id}/status`, {
      status: "in_review",
      version: pending.version,
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const decided = await call(applicationsFn, GF, "POST", `/api/membership-applications/${pending.id}/decision`, {
      decision: "approved",
      reason: "Betreibt nichtbundeseigene Eisenbahninfrastruktur.",
      decisionDate: SEED_DAY,
      version: review.body.version,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const member = await one<{ id: string; entry_date: string }>(
      sql`SELECT m.id, to_char(m.entry_date, 'YYYY-MM-DD') AS entry_date FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.name = ${pending.companyName}`,
    );
    expect(member.entry_date.slice(0, 4)).toBe(ENTRY_YEAR);
    admittedMembershipId = member.id;
    // A member from its entry date on: the register's figures do not count it before (issue 25).
    const figures = await call(membersFn, GF, "GET", "/api/members/figures");
    const current = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM memberships WHERE entry_date <= ${SEED_DAY}::date AND (exit_date IS NULL OR exit_date >= ${SEED_DAY}::date)`,
    );
    expect(member.entry_date > SEED_DAY).toBe(true);
    expect(figures.body.currentMembers).toBe(current.n);
  });

  it("day one: the treasurer's fee run invoices the new member, and a collection run can be made", async () => {
    const run = await call(financesFn, TREASURER, "POST", "/api/finances/fee-runs", {
      fiscalYear: Number(ENTRY_YEAR),
      issueDate: SEED_DAY,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect((run.body.created as { membershipId?: string }[]).length).toBeGreaterThanOrEqual(1);
    const invoiced = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM finance_invoices WHERE membership_id = ${admittedMembershipId}`);
    expect(invoiced.n).toBe(1);
    const preview = await call(financesFn, TREASURER, "GET", "/api/finances/collection-runs/preview");
    expect(preview.status).toBe(200);
    expect((preview.body.items as unknown[]).length).toBeGreaterThanOrEqual(1);
    const collection = await call(financesFn, TREASURER, "POST", "/api/finances/collection-runs", { wishedDate: null });
    expect(collection.status, JSON.stringify(collection.body)).toBe(201);
    // On 31 December the run is next year's and invoices every member (each invoice's PDF and mail
    // are made before the call settles), not only the one admitted today.
  }, 180_000);

  it("day one: the managing director files the board meeting's notes as minutes, and the search finds them", async () => {
    const filed = await call(collabFn, GF, "POST", "/api/collab/docs/vorstandssitzung-dezember/minutes", { label: "Beschlossene Fassung" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    // What the scheduled beat does with the extraction job the filing queued.
    await registerModuleChannels();
    const jobs = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM outbox WHERE kind = 'documents.extract_text' AND sent_at IS NULL`));
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    await dispatchOutbox({ ids: jobs.map((j) => j.id) });
    const found = await call(documentsFn, GF, "GET", `/api/documents?q=${encodeURIComponent("Haushalt")}`);
    expect((found.body.items as { id: string }[]).map((d) => d.id)).toContain(filed.body.documentId);
  }, 180_000);
});

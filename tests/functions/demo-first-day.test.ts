/**
 * The demo association on the day it is first seeded (issue 25): seeded on an arbitrary day (the
 * test clock), every main journey can be tried that day through the real endpoints, by the demo
 * users the README names: the managing director admits a company (no admission freeze: the next
 * assembly is planned, not yet convened) and then sends the invitation; the treasurer runs the
 * fee run (the new member gets its invoice) and a collection; the managing director files notes as
 * minutes, which become searchable. The vote needs the convened assembly: § 3 Abs. 5 freezes
 * admissions from the invitation to the end of the assembly, so "admit" and "vote" cannot both be
 * open on one day; the demo's next assembly is 35 days ahead (four weeks' notice), and on its day
 * the member's representative votes. The demo also holds together: the public site's people,
 * the president's company a member before the assembly it chaired, the finished assembly invited
 * every member of its day, role history as the user management shows it, one company per person.
 *
 * Not a *.db.test.ts: it seeds the whole demo association into its own in-memory database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "../../src/platform/db/client.ts";
import { rowsOf } from "../../src/platform/db/rows.ts";
import { runSeeders } from "../../src/platform/seed/run-seeders.ts";
import { ALL_SEEDERS } from "../../src/composition/seeders.ts";
import { DEMO_USERS } from "../../src/platform/auth/demo-users.ts";
import { demoCalendar } from "../../src/platform/seed/demo-calendar.ts";
import { tokenFor } from "../../src/platform/auth/test-users.ts";
import { addDays, berlinDate, formatGermanLongDate } from "../../src/shared/dates.ts";
import { callFunction } from "../helpers/function-call.ts";
import applicationsFn from "../../netlify/functions/membership-applications.mts";
import assemblyFn from "../../netlify/functions/assembly.mts";
import financesFn from "../../netlify/functions/finances.mts";
import collabFn from "../../netlify/functions/collab.mts";
import documentsFn from "../../netlify/functions/documents.mts";
import { dispatchOutbox } from "../../src/platform/outbox/dispatch.ts";
import { registerModuleChannels } from "../../src/composition/channels/all.ts";

type Handler = Parameters<typeof callFunction>[0];

// An arbitrary day: some thirteen months after the real one (a future day, so sessions the
// database checks against its own clock stay valid).
const SEED_DAY = addDays(berlinDate(new Date()), 397);
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

  it("invited every member of that day to the finished assembly, and no one else", async () => {
    const { invitedOn } = demoCalendar(SEED_DAY).lastAssembly;
    const counts = await one<{ invited: number; members: number }>(sql`
      SELECT (SELECT count(*)::int FROM assembly_invitations i JOIN general_assemblies a ON a.id = i.assembly_id WHERE a.status = 'closed') AS invited,
             (SELECT count(*)::int FROM memberships WHERE entry_date <= ${invitedOn}::date AND (exit_date IS NULL OR exit_date >= ${invitedOn}::date)) AS members`);
    expect(counts.invited).toBe(counts.members);
    expect(counts.members).toBeGreaterThan(15);
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

  it("names the next assembly with its real date in the shared notes", async () => {
    const next = demoCalendar(SEED_DAY).nextAssembly.date;
    const note = await one<{ content_preview: string }>(sql`SELECT content_preview FROM collab_documents WHERE doc_key = 'verband'`);
    const german = formatGermanLongDate(next);
    expect(note.content_preview).toContain(`Ordentliche Mitgliederversammlung: ${german}`);
    // The open task "Einladung … versenden" belongs to an assembly whose invitation has not gone out (it was open beside a sent one).
    const task = await one<{ status: string; project: string }>(
      sql`SELECT t.status, p.name AS project FROM tasks t JOIN task_projects p ON p.id = t.project_id WHERE t.title = 'Einladung zur Mitgliederversammlung versenden'`,
    );
    expect(task).toEqual({ status: "offen", project: `Mitgliederversammlung ${next.slice(0, 4)}` });
    const planned = await one<{ status: string; sent: number }>(
      sql`SELECT g.status, (SELECT count(*)::int FROM assembly_invitations i WHERE i.assembly_id = g.id) AS sent FROM general_assemblies g WHERE g.assembly_date = ${next}::date`,
    );
    expect(planned).toEqual({ status: "draft", sent: 0 });
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
    const invitation = files.find((f) => f.name === `Einladung Mitgliederversammlung ${demoCalendar(SEED_DAY).lastAssembly.date.slice(0, 4)}.pdf`)!;
    expect(invitation.text_content).toContain("Dr. Matthias Kühnel");
  });

  // The journeys, in the order the README tells them (each builds on the one before).
  let admittedMembershipId: string;

  it("day one: the managing director admits a pending application (no admission freeze)", async () => {
    const list = await call(applicationsFn, GF, "GET", "/api/membership-applications/review?status=pending");
    expect(list.status).toBe(200);
    const pending = (list.body.items as { id: string; companyName: string; version: number }[])[0]!;
    expect((await call(applicationsFn, GF, "GET", "/api/membership-applications/admission-freezes")).body.admissionToday).toEqual({ allowed: true, message: null });
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
    expect(member.entry_date.slice(0, 4)).toBe(SEED_DAY.slice(0, 4));
    admittedMembershipId = member.id;
  });

  it("day one: the treasurer's fee run invoices the new member, and a collection run can be made", async () => {
    const run = await call(financesFn, TREASURER, "POST", "/api/back-office/finances/fee-runs", {
      fiscalYear: Number(SEED_DAY.slice(0, 4)),
      issueDate: SEED_DAY,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect((run.body.created as { membershipId?: string }[]).length).toBeGreaterThanOrEqual(1);
    const invoiced = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM finance_invoices WHERE membership_id = ${admittedMembershipId}`);
    expect(invoiced.n).toBe(1);
    const preview = await call(financesFn, TREASURER, "GET", "/api/back-office/finances/collection-runs/preview");
    expect(preview.status).toBe(200);
    expect((preview.body.items as unknown[]).length).toBeGreaterThanOrEqual(1);
    const collection = await call(financesFn, TREASURER, "POST", "/api/back-office/finances/collection-runs", { wishedDate: null });
    expect(collection.status, JSON.stringify(collection.body)).toBe(201);
  });

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

  it("day one: the administrator (the assembly office) sends the invitation, none having gone out; admissions freeze from then", async () => {
    const planned = await one<{ id: string; version: number; status: string }>(
      sql`SELECT id, version, status FROM general_assemblies WHERE status NOT IN ('closed', 'cancelled')`,
    );
    expect(planned.status).toBe("draft");
    const sent = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${planned.id}/invitations`, { version: planned.version });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const members = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM memberships WHERE entry_date <= ${SEED_DAY}::date AND exit_date IS NULL`);
    expect(sent.body.invited).toBe(members.n);
    expect((await call(applicationsFn, GF, "GET", "/api/membership-applications/admission-freezes")).body.admissionToday.allowed).toBe(false);
  }, 120_000);

  it("on the assembly's day the member company's representative votes", async () => {
    const next = demoCalendar(SEED_DAY).nextAssembly.date;
    vi.setSystemTime(at(next, "10:15"));
    const assembly = await one<{ id: string }>(sql`SELECT id FROM general_assemblies WHERE status = 'invited'`);
    const representatives = rowsOf<{ user_id: string; organization_id: string; email: string }>(
      await db.execute(
        sql`SELECT r.user_id, r.organization_id, p.email FROM assembly_representatives r JOIN profiles p ON p.id = r.user_id JOIN memberships m ON m.organization_id = r.organization_id WHERE m.membership_class = 'ordinary' AND m.exit_date IS NULL`,
      ),
    );
    const { version } = await one<{ version: number }>(sql`SELECT version FROM general_assemblies WHERE id = ${assembly.id}`);
    const opened = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${assembly.id}/open`, {
      chairName: "Dr. Matthias Kühnel",
      minuteTakerName: "Paul Schneider",
      version,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBeLessThan(300);
    for (const r of representatives) {
      const checkIn = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${assembly.id}/attendance`, {
        userId: r.user_id,
        mode: "in_person",
        present: true,
      });
      expect(checkIn.status, JSON.stringify(checkIn.body)).toBeLessThan(300);
    }
    const ballot = await call(assemblyFn, ADMIN, "POST", `/api/assembly/assemblies/${assembly.id}/ballots`, {
      title: "Arbeitskreis Anschlussgleise einrichten",
      subject: "general",
      mode: "named",
    });
    expect(ballot.status, JSON.stringify(ballot.body)).toBe(201);
    const open = await call(assemblyFn, ADMIN, "POST", `/api/assembly/ballots/${ballot.body.id}/open`);
    expect(open.status, JSON.stringify(open.body)).toBeLessThan(300);
    const own = representatives.find((r) => r.email === MEMBER)!;
    const vote = await call(assemblyFn, MEMBER, "POST", `/api/assembly/member/ballots/${ballot.body.id}/votes`, {
      organizationId: own.organization_id,
      optionKey: "yes",
    });
    expect(vote.status, JSON.stringify(vote.body)).toBe(201);
  }, 180_000);
});

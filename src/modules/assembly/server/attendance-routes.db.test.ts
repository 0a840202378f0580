/**
 * One computation of attendance, entitlement and quorum (issue 22): the office screen's answer,
 * the member view and the minutes PDF agree, live and after the assembly closed, with the issue's
 * edge cases: a company whose membership begins next year, a proxy giver present in person, a
 * supporting member, a person who left before the end. (Closing marks everyone as left; the
 * screens used to count 0 present afterwards, the minutes everyone ever checked in, by class.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { memberships } from "#modules/members/index.ts";
import assembly from "../../../../netlify/functions/assembly.mts";
import { createRoleUsers, roleCaller, roleRequest } from "../../../../tests/helpers/role-users.ts";
import { pdfText } from "../../../../tests/helpers/pdf-text.ts";
import { checkIn, createMember, runningAssembly, type AssemblyFixture, type FixtureMember } from "./testing/assembly-fixture.ts";
import type { AssemblyDetail, MemberAssemblyView } from "../schema/views.ts";
import { generalAssemblies, proxies } from "./tables.ts";

const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
let db: Db;
let fixture: AssemblyFixture;
let nextYear: FixtureMember;
let proxyGiver: FixtureMember;
let supporting: FixtureMember;
let leaver: FixtureMember;

async function detail(): Promise<AssemblyDetail> {
  const response = await call(assembly, "GET", `/api/assembly/assemblies/${fixture.assemblyId}`, { as: "admin" });
  expect(response.status).toBe(200);
  return response.body as AssemblyDetail;
}

async function minutesText(url: string, as: string): Promise<string> {
  const { request, context } = roleRequest("GET", url, { token: tokens.get(as) });
  const response = await assembly(request, context);
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

const count = (text: string, phrase: string) => text.split(phrase).length - 1;

beforeAll(async () => {
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  fixture = await runningAssembly(db, 3, `Anwesenheit ${Date.now()}`);
  // The demo member reads the member view as a person of the first company (no vote of its own).
  await db
    .update(profiles)
    .set({ organizationId: fixture.members[0]!.organizationId })
    .where(eq(profiles.id, userIds.get("mitglied")!));
  nextYear = await createMember(db, `Beitritt nächstes Jahr ${Date.now()} GmbH`);
  // Joins on 1 January of next year by the database's calendar.
  await db
    .update(memberships)
    .set({ entryDate: sql`make_date(extract(year FROM current_date)::int + 1, 1, 1)` })
    .where(eq(memberships.organizationId, nextYear.organizationId));
  proxyGiver = await createMember(db, `Vollmachtgeberin ${Date.now()} GmbH`);
  await db.insert(proxies).values({
    assemblyId: fixture.assemblyId,
    grantorOrganizationId: proxyGiver.organizationId,
    holderOrganizationId: fixture.members[1]!.organizationId,
    grantedBy: proxyGiver.userId,
  });
  supporting = await createMember(db, `Förderer ${Date.now()} GmbH`, "supporting");
  leaver = await createMember(db, `Früh gegangen ${Date.now()} GmbH`);
  for (const member of [nextYear, proxyGiver, supporting, leaver]) await checkIn(db, fixture.assemblyId, member);
}, 120_000);
afterAll(() => closeDatabase());

describe("attendance, entitlement and quorum: one computation for screen, member view and minutes", () => {
  it("counts live: four voting members present (the proxy giver votes itself), the future member and the supporter advisory", async () => {
    const live = await detail();
    expect(live.quorum).toMatchObject({ quorate: true, votingMembers: 5 });
    const leaving = await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/attendance`, {
      as: "admin",
      body: { userId: leaver.userId, mode: "online", present: false },
    });
    expect(leaving.status).toBe(204);
    const after = await detail();
    expect(after.quorum).toMatchObject({ quorate: true, votingMembers: 4 });
    expect(after.attendanceState).toMatchObject({ final: false, statement: after.quorum.label, presentPeople: 6 });
    const byUser = new Map(after.attendance.map((a) => [a.userId, a]));
    expect(byUser.get(nextYear.userId)).toMatchObject({ capacityLabel: "Kein Mitglied am Versammlungstag", votes: [], votesLabel: "beratend" });
    expect(byUser.get(proxyGiver.userId)).toMatchObject({ capacityLabel: "Stimmberechtigt", votes: [proxyGiver.organizationId] });
    // The proxy lapsed: its holder holds its own vote only.
    expect(byUser.get(fixture.members[1]!.userId)).toMatchObject({ votes: [fixture.members[1]!.organizationId], proxiesFor: [] });
    expect(byUser.get(supporting.userId)).toMatchObject({ capacityLabel: "Beratend (förderndes Mitglied)", votesLabel: "beratend" });
    expect(byUser.get(leaver.userId)).toMatchObject({ present: false, attended: true, votesLabel: "–" });
    expect(byUser.get(leaver.userId)!.statusLabel).toMatch(/^Gegangen um \d{2}:\d{2} Uhr$/);
  });

  it("a ballot's result carries the quorum as it stood when the ballot closed", async () => {
    const created = await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/ballots`, {
      as: "admin",
      body: { title: "Haushalt 2027", subject: "general", mode: "open", motionId: null, agendaItemId: null },
    });
    const ballotId = (created.body as { id: string }).id;
    expect((await call(assembly, "POST", `/api/assembly/ballots/${ballotId}/open`, { as: "admin" })).status).toBe(200);
    const closed = await call(assembly, "POST", `/api/assembly/ballots/${ballotId}/close`, {
      as: "admin",
      body: { votes: { yes: 3, no: 1, abstain: 0 }, invalid: 0 },
    });
    expect(closed.status).toBe(200);
    expect((closed.body as { quorumLabel: string }).quorumLabel).toBe((await detail()).quorum.label);
  });

  it("after closing, screen, member view and minutes state the quorum when it closed, not 0 present", async () => {
    const before = await detail();
    expect(
      (await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/close`, { as: "admin", body: { version: before.assembly.version } }))
        .status,
    ).toBe(204);
    const closed = await detail();
    expect(closed.quorum).toMatchObject({ quorate: true, votingMembers: 4, presidiumPresent: 1 });
    expect(closed.attendanceState).toMatchObject({ final: true, presentPeople: 6 });
    expect(closed.attendanceState.statement).toMatch(
      /^Bei Schluss der Versammlung \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\) – Beschlussfähig: 4 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend\.$/,
    );
    const attended = closed.attendance.filter((a) => a.attended);
    expect(attended).toHaveLength(7);
    expect(attended.filter((a) => a.statusLabel === "Bis zum Schluss anwesend")).toHaveLength(6);

    const member = await call(assembly, "GET", `/api/assembly/member/assemblies/${fixture.assemblyId}`, { as: "mitglied" });
    expect((member.body as MemberAssemblyView).attendanceState).toEqual(closed.attendanceState);
    expect((member.body as MemberAssemblyView).quorum).toEqual(closed.quorum);

    const preview = await minutesText(`/api/assembly/assemblies/${fixture.assemblyId}/minutes.pdf`, "admin");
    expect(preview).toContain(closed.attendanceState.statement);
    expect(preview).toContain(`Bei Schluss der Abstimmung – ${closed.ballots[0]!.result!.quorumLabel}`);
    // Every person of the record who attended, with the capacity the screen shows.
    for (const label of ["Stimmberechtigt", "Kein Mitglied am Versammlungstag", "Beratend (förderndes Mitglied)"]) {
      expect(count(preview, label), label).toBe(attended.filter((a) => a.capacityLabel === label).length);
    }
    for (const a of attended) expect(preview).toContain(a.organizationName!);
    expect(count(preview, "Bis zum Schluss anwesend")).toBe(6);
    expect(preview).toContain(attended.find((a) => a.userId === leaver.userId)!.statusLabel);
    expect(preview).not.toContain("mit Vollmacht");

    // Published, the members' download says the same.
    expect((await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/minutes`, { as: "admin" })).status).toBe(204);
    const published = await minutesText(`/api/assembly/member/assemblies/${fixture.assemblyId}/minutes.pdf`, "mitglied");
    expect(published).toContain(closed.attendanceState.statement);
  });

  it("gives the same record for an assembly closed before records were stored (computed at its closing instant)", async () => {
    const stored = await detail();
    await db.update(generalAssemblies).set({ attendanceRecord: null }).where(eq(generalAssemblies.id, fixture.assemblyId));
    const computed = await detail();
    expect(computed.attendanceState).toEqual(stored.attendanceState);
    expect(computed.attendance).toEqual(stored.attendance);
  });
});

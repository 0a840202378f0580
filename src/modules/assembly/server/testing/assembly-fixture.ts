/**
 * Test data for the assembly services: member companies with one authorised representative each,
 * a running assembly they are checked in to, and a sitting president (for the quorum).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import type { MembershipClass } from "../../domain/entitlement.ts";
import { attendance, generalAssemblies, officeTerms, representatives } from "../tables.ts";

export interface FixtureMember {
  organizationId: string;
  userId: string;
  name: string;
}

export interface AssemblyFixture {
  assemblyId: string;
  members: FixtureMember[];
  presidentUserId: string;
}

export async function createMember(db: Db, name: string, membershipClass: MembershipClass = "ordinary", authorised = true): Promise<FixtureMember> {
  const userId = `user_${randomUUID()}`;
  const [org] = await db.insert(organizations).values({ name, kind: "member_company" }).returning({ id: organizations.id });
  const organizationId = org!.id;
  await db.insert(memberships).values({ organizationId, membershipClass, entryDate: "2025-01-01" });
  await db.insert(profiles).values({ id: userId, email: `${userId}@example.org`, firstName: "Vertretung", lastName: name, organizationId });
  if (authorised) await db.insert(representatives).values({ organizationId, userId, authority: "managing_director" });
  return { organizationId, userId, name };
}

export async function checkIn(db: Db, assemblyId: string, member: FixtureMember): Promise<void> {
  await db.insert(attendance).values({ assemblyId, userId: member.userId, organizationId: member.organizationId, mode: "online", checkedInAt: sql`now()` });
}

/** A running assembly with `count` checked-in ordinary members; the first one's person is president. */
export async function runningAssembly(db: Db, count: number, title = `Versammlung ${randomUUID().slice(0, 8)}`): Promise<AssemblyFixture> {
  // Today and now by the database's clock, as the services read them in these tests.
  const [assembly] = await db
    .insert(generalAssemblies)
    .values({
      title,
      kind: "ordinary",
      status: "running",
      assemblyDate: sql`(now() AT TIME ZONE 'Europe/Berlin')::date`,
      startsAt: sql`now()`,
      openedAt: sql`now()`,
    })
    .returning({ id: generalAssemblies.id });
  const members: FixtureMember[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(db, `${title} Mitglied ${String(i + 1).padStart(2, "0")} GmbH`);
    await checkIn(db, assembly!.id, member);
    members.push(member);
  }
  const president = members[0]!;
  await db
    .update(officeTerms)
    .set({ endedOn: sql`current_date` })
    .where(and(eq(officeTerms.office, "president"), eq(officeTerms.seat, 1), isNull(officeTerms.endedOn)));
  await db.insert(officeTerms).values({
    office: "president",
    seat: 1,
    personName: "Präsidentin",
    userId: president.userId,
    organizationId: president.organizationId,
    electedOn: sql`current_date - 30`,
    termEndsOn: sql`current_date + 600`,
  });
  return { assemblyId: assembly!.id, members, presidentUserId: president.userId };
}

/**
 * Test files share one database on Postgres (one file after the other): an assembly they invited
 * would freeze admissions (§ 3 Abs. 5) for the files after them. Called in afterAll of files
 * that send invitations: their assemblies are cancelled, which freezes nothing.
 */
export async function liftAdmissionFreezes(db: Db): Promise<void> {
  await db
    .update(generalAssemblies)
    .set({ status: "cancelled" })
    .where(and(isNotNull(generalAssemblies.firstInvitationSentAt), ne(generalAssemblies.status, "cancelled")));
}

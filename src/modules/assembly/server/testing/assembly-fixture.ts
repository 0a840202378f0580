/**
 * Test data for the assembly services: member companies with one authorised representative each,
 * a running assembly they are checked in to, and a sitting president (for the quorum).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { MembershipClass } from "../../domain/entitlement.ts";

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
  const [org] = rowsOf<{ id: string }>(await db.execute(sql`INSERT INTO organizations (name, kind) VALUES (${name}, 'member_company') RETURNING id`));
  await db.execute(sql`INSERT INTO memberships (organization_id, membership_class, entry_date) VALUES (${org!.id}, ${membershipClass}, '2025-01-01')`);
  await db.execute(
    sql`INSERT INTO profiles (id, email, first_name, last_name, organization_id) VALUES (${userId}, ${`${userId}@example.org`}, 'Vertretung', ${name}, ${org!.id})`,
  );
  if (authorised) {
    await db.execute(sql`INSERT INTO assembly_representatives (organization_id, user_id, authority) VALUES (${org!.id}, ${userId}, 'managing_director')`);
  }
  return { organizationId: org!.id, userId, name };
}

export async function checkIn(db: Db, assemblyId: string, member: FixtureMember): Promise<void> {
  await db.execute(sql`
    INSERT INTO assembly_attendance (assembly_id, user_id, organization_id, mode, checked_in_at)
    VALUES (${assemblyId}, ${member.userId}, ${member.organizationId}, 'online', now())`);
}

/** A running assembly with `count` checked-in ordinary members; the first one's person is president. */
export async function runningAssembly(db: Db, count: number, title = `Versammlung ${randomUUID().slice(0, 8)}`): Promise<AssemblyFixture> {
  const [assembly] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO general_assemblies (title, kind, status, assembly_date, starts_at, opened_at)
      VALUES (${title}, 'ordinary', 'running', (now() AT TIME ZONE 'Europe/Berlin')::date, now(), now()) RETURNING id`),
  );
  const members: FixtureMember[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(db, `${title} Mitglied ${String(i + 1).padStart(2, "0")} GmbH`);
    await checkIn(db, assembly!.id, member);
    members.push(member);
  }
  const president = members[0]!;
  await db.execute(sql`UPDATE association_office_terms SET ended_on = current_date WHERE office = 'president' AND seat = 1 AND ended_on IS NULL`);
  await db.execute(sql`
    INSERT INTO association_office_terms (office, seat, person_name, user_id, organization_id, elected_on, term_ends_on)
    VALUES ('president', 1, 'Präsidentin', ${president.userId}, ${president.organizationId}, current_date - 30, current_date + 600)`);
  return { assemblyId: assembly!.id, members, presidentUserId: president.userId };
}

/**
 * Test files share one database on Postgres (one file after the other): an assembly they invited
 * would freeze admissions (§ 3 Abs. 5) for the files after them. Called in afterAll of files
 * that send invitations: their assemblies are cancelled, which freezes nothing.
 */
export async function liftAdmissionFreezes(db: Db): Promise<void> {
  await db.execute(sql`UPDATE general_assemblies SET status = 'cancelled' WHERE first_invitation_sent_at IS NOT NULL AND status <> 'cancelled'`);
}

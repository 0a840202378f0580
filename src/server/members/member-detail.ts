/**
 * One member with everything the detail view shows: organisation, contacts and linked accounts
 * (an account whose address is unconfirmed has not accepted its invitation yet).
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authUsers, profiles } from "../db/schema/auth.ts";
import { memberContacts, memberships } from "../db/schema/members.ts";
import { organizations } from "../db/schema/organizations.ts";
import { notFound } from "../back-office/record-errors.ts";

export async function getMember(db: Db, membershipId: string) {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw notFound("Das Mitglied");
  const organizationId = row.organization.id;
  const [contacts, accounts] = await Promise.all([
    db.select().from(memberContacts).where(eq(memberContacts.organizationId, organizationId)).orderBy(desc(memberContacts.isRepresentative), memberContacts.name),
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        lastSignInAt: profiles.lastSignInAt,
        deactivatedAt: profiles.deactivatedAt,
        // Clerk accounts have no local identity; Clerk confirmed them.
        invitationPending: sql<boolean>`(${authUsers.id} IS NOT NULL AND ${authUsers.emailVerifiedAt} IS NULL)`,
      })
      .from(profiles)
      .leftJoin(authUsers, eq(authUsers.id, profiles.id))
      .where(eq(profiles.organizationId, organizationId))
      .orderBy(profiles.email),
  ]);
  return { ...row, contacts, accounts };
}
export type MemberDetail = Awaited<ReturnType<typeof getMember>>;

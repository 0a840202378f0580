/**
 * One member with everything the detail view shows: organisation, contact people (the
 * organisation's CRM contacts) and linked accounts
 * (an account whose address is unconfirmed has not accepted its invitation yet).
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authUsers, profiles } from "../db/schema/auth.ts";
import { memberships } from "../db/schema/members.ts";
import { crmContacts } from "../db/schema/crm.ts";
import { organizations } from "../db/schema/organizations.ts";
import { notFound } from "../back-office/record-errors.ts";

/** What the detail shows of each contact person (the editable fields and the version). */
const memberContactColumns = {
  id: crmContacts.id,
  title: crmContacts.title,
  firstName: crmContacts.firstName,
  lastName: crmContacts.lastName,
  jobFunction: crmContacts.jobFunction,
  email: crmContacts.email,
  phone: crmContacts.phone,
  isRepresentative: crmContacts.isRepresentative,
  version: crmContacts.version,
};

export async function getMember(db: Db, membershipId: string) {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw notFound("Das Mitglied");
  const organizationId = row.organization.id;
  const [contacts, accounts] = await Promise.all([
    // The organisation's CRM contacts (0063): the representative first, then by name.
    db
      .select(memberContactColumns)
      .from(crmContacts)
      .where(eq(crmContacts.organizationId, organizationId))
      .orderBy(desc(crmContacts.isRepresentative), asc(sql`lower(${crmContacts.lastName})`), asc(sql`lower(${crmContacts.firstName})`), asc(crmContacts.id)),
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

/**
 * One member with everything the detail view shows: organisation, contact people (the
 * organisation's CRM contacts) and linked accounts
 * (an account whose address is unconfirmed has not accepted its invitation yet; with Clerk, an
 * open invitation for the organisation is listed the same way until the person signs up).
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authUsers, profiles } from "../db/schema/auth.ts";
import { clerkInvitations } from "../db/schema/invitations.ts";
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
  const [contacts, accounts, clerkInvited] = await Promise.all([
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
    db
      .select({
        id: sql<string>`'invitation:' || ${clerkInvitations.id}::text`,
        email: clerkInvitations.email,
        firstName: clerkInvitations.firstName,
        lastName: clerkInvitations.lastName,
        lastSignInAt: sql<Date | null>`NULL::timestamptz`,
        deactivatedAt: sql<Date | null>`NULL::timestamptz`,
        invitationPending: sql<boolean>`true`,
      })
      .from(clerkInvitations)
      .where(and(eq(clerkInvitations.organizationId, organizationId), isNull(clerkInvitations.acceptedAt), isNull(clerkInvitations.revokedAt)))
      .orderBy(clerkInvitations.email),
  ]);
  return { ...row, contacts, accounts: [...accounts, ...clerkInvited] };
}
export type MemberDetail = Awaited<ReturnType<typeof getMember>>;

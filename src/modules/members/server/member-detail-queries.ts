/**
 * One member with everything the detail view shows: organisation, contact people (the
 * organisation's CRM contacts) and linked accounts
 * (an account whose address is unconfirmed has not accepted its invitation yet; with Clerk, an
 * open invitation for the organisation is listed the same way until the person signs up).
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { officeTermsOfOrganization } from "#modules/assembly/index.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import type { MemberDetail } from "../schema/member.ts";
import type { Db } from "#platform/db/client.ts";
import { authUsers, profiles } from "#platform/auth/tables.ts";
import { clerkInvitations } from "#platform/auth/invitation-tables.ts";
import { memberships } from "./tables.ts";
import { crmContacts } from "#modules/crm/index.ts";
import { organizations } from "#modules/crm/index.ts";
import { notFound } from "#platform/http/errors.ts";

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

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function getMember(db: Db, membershipId: string): Promise<MemberDetail> {
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
  // Offices the company's people hold or held, elected by the general assembly (issue 15).
  const officeTerms = await officeTermsOfOrganization(db, organizationId, berlinDate(now()));
  const { membership, organization } = row;
  return {
    membership: { ...membership, createdAt: membership.createdAt.toISOString(), updatedAt: membership.updatedAt.toISOString() },
    organization: { ...organization, createdAt: organization.createdAt.toISOString(), updatedAt: organization.updatedAt.toISOString() },
    contacts,
    accounts: [...accounts, ...clerkInvited].map((a) => ({ ...a, lastSignInAt: iso(a.lastSignInAt), deactivatedAt: iso(a.deactivatedAt) })),
    officeTerms: officeTerms.map(({ id, officeLabel, personName, termText }) => ({ id, officeLabel, personName, termText })),
  };
}

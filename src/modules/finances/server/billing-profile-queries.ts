/**
 * A member's billing profile (recipient, address, billing e-mail), read with the organisation's
 * data as the default until one is stored. Issued invoices keep the address they were issued with.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import type { BillingProfile } from "../answers.ts";
import { financeBillingProfiles } from "./tables.ts";

export async function getBillingProfile(db: Db, membershipId: string): Promise<BillingProfile> {
  const [row] = await db
    .select({
      organization: {
        name: organizations.name,
        street: organizations.street,
        postalCode: organizations.postalCode,
        city: organizations.city,
        email: organizations.email,
      },
      profile: financeBillingProfiles,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, memberships.id))
    .where(eq(memberships.id, membershipId));
  if (!row) throw notFound("Das Mitglied");
  const { organization, profile } = row;
  if (profile) {
    return {
      membershipId,
      organizationName: organization.name,
      debtorNumber: profile.debtorNumber,
      recipientName: profile.recipientName,
      attention: profile.attention,
      street: profile.street ?? "",
      postalCode: profile.postalCode ?? "",
      city: profile.city ?? "",
      billingEmail: profile.billingEmail,
      version: profile.version,
    };
  }
  return {
    membershipId,
    organizationName: organization.name,
    debtorNumber: null,
    recipientName: organization.name,
    attention: null,
    street: organization.street ?? "",
    postalCode: organization.postalCode ?? "",
    city: organization.city ?? "",
    billingEmail: organization.email ?? null,
    version: null,
  };
}

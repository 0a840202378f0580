/**
 * A member's billing profile (recipient, address, billing e-mail): read with the organisation's
 * data as the default until one is stored, and edited by the treasurer with a version check.
 * The first fee run stores it from the organisation's data; editing stores it earlier. Issued
 * invoices are never changed (their snapshot keeps the old address).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { HttpError, notFound, VERSION_CONFLICT_MESSAGE, versionConflict } from "../../../platform/http/errors.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import type { BillingProfile } from "../answers.ts";
import type { BillingProfileInput } from "../schema.ts";
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

export async function saveBillingProfile(db: Db, actorId: string, membershipId: string, input: BillingProfileInput): Promise<BillingProfile> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
    if (!member) throw notFound("Das Mitglied");
    const [before] = await tx.select().from(financeBillingProfiles).where(eq(financeBillingProfiles.membershipId, membershipId)).for("update");
    const values = {
      recipientName: input.recipientName,
      attention: input.attention,
      street: input.street,
      postalCode: input.postalCode,
      city: input.city,
      billingEmail: input.billingEmail,
    };
    if (!before) {
      if (input.version !== null) throw new HttpError(409, "version_conflict", VERSION_CONFLICT_MESSAGE);
      // A fee run may have stored the profile since the form was opened: that is a conflict too.
      const [inserted] = await tx
        .insert(financeBillingProfiles)
        .values({ membershipId, ...values, updatedBy: actorId })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new HttpError(409, "version_conflict", VERSION_CONFLICT_MESSAGE);
      await recordAudit(tx, { actorUserId: actorId, action: "billing_profile_created", entityType: "billing_profile", entityId: membershipId, after: values });
      return;
    }
    if (before.version !== input.version) throw versionConflict(before.version);
    await tx
      .update(financeBillingProfiles)
      .set({ ...values, updatedAt: sql`now()`, updatedBy: actorId, version: sql`${financeBillingProfiles.version} + 1` })
      .where(eq(financeBillingProfiles.membershipId, membershipId));
    const { recipientName, attention, street, postalCode, city, billingEmail } = before;
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "billing_profile_updated",
      entityType: "billing_profile",
      entityId: membershipId,
      before: { recipientName, attention, street, postalCode, city, billingEmail },
      after: values,
    });
  });
  return getBillingProfile(db, membershipId);
}

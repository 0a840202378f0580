/**
 * Edits a member's billing profile with a version check (audited). The first fee run stores it
 * from the organisation's data; editing stores it earlier. Issued invoices are never changed
 * (their snapshot keeps the old address).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, VERSION_CONFLICT_MESSAGE, versionConflict } from "#platform/http/errors.ts";
import { memberships } from "#modules/members/index.ts";
import type { BillingProfile } from "../answers.ts";
import type { BillingProfileInput } from "../schema.ts";
import { financeBillingProfiles } from "./tables.ts";
import { getBillingProfile } from "./billing-profile-queries.ts";

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

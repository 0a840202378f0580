/**
 * Access to the internal area for an admitted member's representative, inside the decision's
 * transaction:
 *   - an account (profile) with that address already exists: it is linked to the organisation
 *     (unless it belongs to another one) and gets the role mitglied; no mail is needed;
 *   - otherwise an invitation (src/platform/auth/invite-user.ts) with role mitglied for the
 *     organisation: with the local provider an unconfirmed account plus a mailed link, with Clerk
 *     an open invitation that Clerk mails. Its delivery is dispatched after the commit.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { authUsers, profiles, userRoles } from "#platform/auth/tables.ts";
import { createInvitation, type Invitation } from "#platform/auth/invite-user.ts";

export interface Representative {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  invitedBy: string;
  companyName: string;
  origin: string;
}

export type RepresentativeAccess = { kind: "invitation"; invitation: Invitation } | { kind: "linked_existing"; userId: string };

export async function grantRepresentativeAccess(tx: Tx, person: Representative): Promise<RepresentativeAccess> {
  const email = person.email.trim().toLowerCase();
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email));
  // A local identity without a profile (an interrupted sign-up) is linked the same way.
  const [identity] = profile ? [] : await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  const existingId = profile?.id ?? identity?.id;
  if (!existingId) {
    const invitation = await createInvitation(tx, {
      email,
      firstName: person.firstName,
      lastName: person.lastName,
      roles: ["mitglied"],
      invitedBy: person.invitedBy,
      organizationId: person.organizationId,
      origin: person.origin,
      reason: `die ${person.companyName} wurde als Mitglied in den Verband aufgenommen. Als vertretungsberechtigte Person erhalten Sie Zugang zum Mitgliederbereich.`,
    });
    return { kind: "invitation", invitation };
  }
  await tx.insert(profiles).values({ id: existingId, email, firstName: person.firstName, lastName: person.lastName }).onConflictDoNothing();
  // Never move an account that already belongs to another organisation.
  await tx
    .update(profiles)
    .set({ organizationId: person.organizationId, updatedAt: sql`now()` })
    .where(sql`${profiles.id} = ${existingId} AND ${profiles.organizationId} IS NULL`);
  await tx.insert(userRoles).values({ userId: existingId, role: "mitglied", grantedBy: person.invitedBy }).onConflictDoNothing();
  return { kind: "linked_existing", userId: existingId };
}

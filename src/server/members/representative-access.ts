/**
 * Access to the internal area for an admitted member's representative, using the shared
 * invitation service (src/server/auth/invite-user.ts):
 *   - no account yet: an invitation (account with role mitglied, linked to the organisation),
 *     created inside the decision's transaction and mailed after the commit;
 *   - an account with that address already exists: it is linked to the organisation (unless it
 *     belongs to another one) and gets the role mitglied; no mail is needed;
 *   - Clerk: Clerk's invitation API sends the mail after the commit; the profile appears on the
 *     first sign-in.
 */
import { eq, sql } from "drizzle-orm";
import { createClerkClient } from "@clerk/backend";
import type { Db } from "../db/client.ts";
import { authUsers, profiles, userRoles } from "../db/schema/auth.ts";
import { authConfig } from "../auth/auth-config.ts";
import { createInvitation, sendInvitationMail, type Invitation } from "../auth/invite-user.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Representative {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  invitedBy: string;
}

export type RepresentativeAccess =
  | { kind: "invitation"; invitation: Invitation }
  | { kind: "linked_existing"; userId: string }
  | { kind: "clerk"; email: string; organizationId: string };

export async function grantRepresentativeAccess(tx: Tx, person: Representative): Promise<RepresentativeAccess> {
  const email = person.email.trim().toLowerCase();
  if (authConfig().provider === "clerk") return { kind: "clerk", email, organizationId: person.organizationId };
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(sql`lower(${profiles.email})`, email));
  const [identity] = profile ? [] : await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  const existingId = profile?.id ?? identity?.id;
  if (!existingId) {
    const invitation = await createInvitation(tx, { email, firstName: person.firstName, lastName: person.lastName, roles: ["mitglied"], invitedBy: person.invitedBy, organizationId: person.organizationId });
    return { kind: "invitation", invitation };
  }
  await tx.insert(profiles).values({ id: existingId, email, firstName: person.firstName, lastName: person.lastName }).onConflictDoNothing();
  // Never move an account that already belongs to another organisation.
  await tx.update(profiles).set({ organizationId: person.organizationId, updatedAt: sql`now()` }).where(sql`${profiles.id} = ${existingId} AND ${profiles.organizationId} IS NULL`);
  await tx.insert(userRoles).values({ userId: existingId, role: "mitglied", grantedBy: person.invitedBy }).onConflictDoNothing();
  return { kind: "linked_existing", userId: existingId };
}

/** After the commit: the mail (local) or Clerk's invitation. */
export async function deliverRepresentativeAccess(access: RepresentativeAccess, input: { firstName: string; companyName: string; origin: string }): Promise<void> {
  if (access.kind === "invitation") {
    await sendInvitationMail({ ...access.invitation, firstName: input.firstName, origin: input.origin, reason: `die ${input.companyName} wurde als Mitglied in den Verband aufgenommen. Als vertretungsberechtigte Person erhalten Sie Zugang zum Mitgliederbereich.` });
  } else if (access.kind === "clerk") {
    const clerk = createClerkClient({ secretKey: authConfig().clerk.secretKey });
    await clerk.invitations.createInvitation({ emailAddress: access.email, redirectUrl: `${input.origin}/member`, publicMetadata: { organizationId: access.organizationId }, notify: true, ignoreExisting: true });
  }
}

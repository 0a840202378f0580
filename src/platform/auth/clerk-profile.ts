/**
 * Just-in-time profiles for Clerk users: on a Clerk user's first verified request the profile row
 * is created, keyed by the Clerk user id, with the e-mail address from the token (when the
 * instance's session token template adds an "email" claim of the primary address) or from Clerk's
 * Backend API. An open invitation for that verified address (clerk-invitations.ts) then gives the
 * profile its roles and member organisation, in the same transaction.
 */
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { profiles, userRoles } from "./tables.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { claimClerkInvitation } from "./clerk-invitations.ts";
import { clerkBackend } from "./clerk-client.ts";
import { ensureProfile, findProfile, type Profile } from "./profiles.ts";

interface ClerkIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Only a verified address may take an invitation. */
  verified: boolean;
}

async function identityFromClerk(userId: string): Promise<ClerkIdentity> {
  const user = await (await clerkBackend()).users.getUser(userId);
  const primary = user.emailAddresses.find((e) => e.id === user.primaryEmailAddressId) ?? user.emailAddresses[0];
  return {
    email: primary?.emailAddress ?? "",
    firstName: user.firstName,
    lastName: user.lastName,
    verified: primary?.verification?.status === "verified",
  };
}

export async function ensureClerkProfile(userId: string, tokenEmail: string | undefined): Promise<Profile | undefined> {
  const existing = await findProfile(userId);
  if (existing) return existing;
  // Clerk issues session tokens only after sign-up verified the address the template names.
  const identity = tokenEmail ? { email: tokenEmail, firstName: null, lastName: null, verified: true } : await identityFromClerk(userId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const created = await ensureProfile({ id: userId, email: identity.email, firstName: identity.firstName, lastName: identity.lastName }, tx);
    if (!created || !identity.verified) return;
    const invitation = await claimClerkInvitation(tx, userId, identity.email);
    if (!invitation) return;
    await tx
      .update(profiles)
      .set({
        firstName: sql`coalesce(${profiles.firstName}, ${invitation.firstName})`,
        lastName: sql`coalesce(${profiles.lastName}, ${invitation.lastName})`,
        organizationId: invitation.organizationId,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
    await tx
      .insert(userRoles)
      .values(invitation.roles.map((role) => ({ userId, role, grantedBy: invitation.invitedBy })))
      .onConflictDoNothing();
    await recordAudit(tx, {
      actorUserId: userId,
      action: "accept_invitation",
      entityType: "user",
      entityId: userId,
      after: { invitationId: invitation.id, roles: invitation.roles, organizationId: invitation.organizationId },
    });
  });
  return findProfile(userId);
}

/**
 * Invites a person to the internal area with the role mitglied, linked to a member organisation.
 * Built on the auth services: locally an unconfirmed identity with an unusable random password is
 * created (insertIdentity), its profile gets the mitglied role (ensureProfile), and a single-use
 * link lets the invitee set a password, which also confirms the address (acceptInvitation).
 * With Clerk, Clerk's invitation API sends the mail and the profile appears on first sign-in.
 * An address that already has an account is linked to the organisation instead of invited again.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createClerkClient } from "@clerk/backend";
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import { memberInvitations } from "../db/schema/members.ts";
import { authConfig } from "../auth/auth-config.ts";
import { ensureProfile } from "../auth/profiles.ts";
import { grantRole } from "../auth/user-roles.ts";
import { findIdentityByEmail, insertIdentity, markEmailVerified, setPassword } from "../auth/local/identities.ts";
import { newSecret, sha256 } from "../auth/secrets.ts";
import { sendMail } from "../mail/send-mail.ts";
import { INVITATION_VALID_DAYS, invitationMail } from "./invitation-mail.ts";

export const INVITATION_PATH = "/backend/invitation";

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string | null;
  companyName: string | null;
  invitedBy: string;
  /** Site origin for the link, e.g. https://vnsi-verband.de */
  origin: string;
}

export type InviteOutcome = { status: "invited"; userId: string | null } | { status: "linked_existing"; userId: string };

const expiry = () => new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);

export async function inviteUser(db: Db, input: InviteInput): Promise<InviteOutcome> {
  const email = input.email.trim().toLowerCase();
  if (authConfig().provider === "clerk") return inviteWithClerk(db, { ...input, email });

  const existing = await findIdentityByEmail(email);
  if (existing) {
    await linkProfile(db, { id: existing.id, email, firstName: input.firstName, lastName: input.lastName }, input.organizationId);
    return { status: "linked_existing", userId: existing.id };
  }
  // The random password is never told to anyone: the invitee replaces it via the link.
  const identity = (await insertIdentity({ email, password: newSecret(), confirmed: false })) ?? (await findIdentityByEmail(email));
  if (!identity) throw new Error("Identity could not be created");
  await linkProfile(db, { id: identity.id, email, firstName: input.firstName, lastName: input.lastName }, input.organizationId);
  const token = newSecret();
  await db.insert(memberInvitations).values({ organizationId: input.organizationId, email, userId: identity.id, provider: "local", tokenHash: sha256(token), invitedBy: input.invitedBy, expiresAt: expiry() });
  const link = `${input.origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  await sendMail(invitationMail({ to: email, name: `${input.firstName} ${input.lastName}`, companyName: input.companyName, link }), { reference: `member_invitation:${identity.id}` });
  return { status: "invited", userId: identity.id };
}

async function linkProfile(db: Db, profile: { id: string; email: string; firstName: string; lastName: string }, organizationId: string | null) {
  await ensureProfile(profile, db);
  await grantRole(profile.id, "mitglied");
  if (organizationId) {
    // Never move an account that already belongs to another organisation.
    await db.update(profiles).set({ organizationId, updatedAt: sql`now()` }).where(and(eq(profiles.id, profile.id), isNull(profiles.organizationId)));
  }
}

async function inviteWithClerk(db: Db, input: InviteInput): Promise<InviteOutcome> {
  const clerk = createClerkClient({ secretKey: authConfig().clerk.secretKey });
  const invitation = await clerk.invitations.createInvitation({
    emailAddress: input.email,
    redirectUrl: `${input.origin}/member`,
    publicMetadata: { organizationId: input.organizationId },
    notify: true,
    ignoreExisting: true,
  });
  await db.insert(memberInvitations).values({ organizationId: input.organizationId, email: input.email, provider: "clerk", clerkInvitationId: invitation.id, invitedBy: input.invitedBy, expiresAt: expiry() });
  return { status: "invited", userId: null };
}

/**
 * Redeems a local invitation: sets the password, confirms the address, marks the invitation used.
 * Returns the e-mail address to sign in with, or undefined for an unknown, used or expired token.
 */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<{ email: string } | undefined> {
  const [invitation] = await db
    .update(memberInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(memberInvitations.tokenHash, sha256(token)), isNull(memberInvitations.acceptedAt), gt(memberInvitations.expiresAt, sql`now()`)))
    .returning();
  if (!invitation?.userId) return undefined;
  await setPassword(invitation.userId, password);
  await markEmailVerified(invitation.userId);
  return { email: invitation.email };
}

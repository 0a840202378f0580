/**
 * Invitations: an administrator (user management) or the presidium's admission of a member
 * (applications) invites a person with chosen roles (and organisation). Both identity providers
 * give the same guarantees: the invitation and its delivery commit together with the caller's
 * transaction (outbox), and the roles apply only to the person who proves control of the address.
 *
 *   local: an unconfirmed account with the roles is created at once, and a German mail with a
 *          single-use link to /backend/einladung lets the person choose a password.
 *   clerk: Clerk creates accounts itself, so the roles wait in clerk_invitations until the person's
 *          first verified request (clerk-profile.ts); Clerk's invitation API sends the mail.
 *
 * Callers dispatch the returned deliveryIds after the commit (dispatchOutbox / dispatchAfterResponse).
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { authEmailVerifications, authUsers, profiles, userRoles } from "./tables.ts";
import { HttpError } from "../http/errors.ts";
import { enqueue, mailDelivery } from "../outbox/enqueue.ts";
import { withBaseRole, type Role } from "#shared/roles.ts";
import { AUTH_ERROR_MESSAGES } from "#shared/schemas/auth.ts";
import { authConfig } from "./auth-config.ts";
import { createClerkInvitation } from "./clerk-invitations.ts";
import { invitationMail } from "./invitation-mail.ts";
import { hashPassword } from "./local/password.ts";
import { newId, newSecret, sha256 } from "./secrets.ts";

export const INVITATION_PATH = "/backend/einladung";
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Anything that runs queries: the database or a transaction. */

export interface InvitationRequest {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  roles: readonly Role[];
  invitedBy: string | null;
  organizationId?: string | null;
  /** The site's origin, for the links in the invitation. */
  origin: string;
  /** A first paragraph of the mail (e.g. why the person is invited); local provider only. */
  reason?: string;
}

export interface Invitation {
  provider: "local" | "clerk";
  /** local: the new account's user id; clerk: the clerk_invitations row. */
  id: string;
  email: string;
  /** Outbox rows to dispatch after the commit. */
  deliveryIds: string[];
}

export async function createInvitation(tx: Db | Tx, input: InvitationRequest): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  const selfSignUp = authConfig().provider === "local" ? await unconfirmedSelfSignUp(tx, email) : undefined;
  if (!selfSignUp && (await accountExists(tx, email))) throw userExists();
  // An invited person is approved by the invitation: at least a member, whatever else was chosen.
  const roles: Role[] = withBaseRole(input.roles.length ? input.roles : ["mitglied"]);
  const request = { ...input, email, roles };
  if (authConfig().provider === "clerk") return { provider: "clerk", email, ...(await createClerkInvitation(tx, request)) };
  if (selfSignUp) return { provider: "local", email, ...(await takeOverSelfSignUp(tx, selfSignUp, request)) };
  return { provider: "local", email, ...(await createLocalInvitation(tx, request)) };
}

/**
 * An address somebody registered without confirming it, holding no role and no member company:
 * possibly an attacker who pre-registered the address to block the invitation or to own the
 * account once the real person clicks the confirmation mail. The invitation wins (issue 10).
 */
async function unconfirmedSelfSignUp(tx: Db | Tx, email: string): Promise<string | undefined> {
  const found = await tx.execute(sql`
    SELECT u.id FROM ${authUsers} u
    LEFT JOIN ${profiles} p ON p.id = u.id
    WHERE u.email = ${email} AND u.email_verified_at IS NULL
      AND p.organization_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = u.id)
    FOR UPDATE OF u`);
  return (rowsOf(found)[0] as { id?: string } | undefined)?.id;
}

/**
 * Turns the unconfirmed self sign-up into the invited account: a password nobody knows replaces
 * the one chosen at sign-up, every earlier confirmation link stops working (issueLocalInvitationLink),
 * and the invitation's names, organisation and roles apply.
 */
async function takeOverSelfSignUp(tx: Db | Tx, userId: string, input: InvitationRequest & { roles: Role[] }): Promise<{ id: string; deliveryIds: string[] }> {
  const passwordHash = await hashPassword(newSecret());
  await tx.execute(sql`UPDATE ${authUsers} SET password_hash = ${passwordHash} WHERE id = ${userId}`);
  await tx
    .insert(profiles)
    .values({
      id: userId,
      email: input.email,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      organizationId: input.organizationId ?? null,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { firstName: input.firstName || null, lastName: input.lastName || null, organizationId: input.organizationId ?? null },
    });
  await tx
    .insert(userRoles)
    .values(input.roles.map((role) => ({ userId, role, grantedBy: input.invitedBy })))
    .onConflictDoNothing();
  const deliveryIds = await issueLocalInvitationLink(tx, {
    userId,
    email: input.email,
    firstName: input.firstName ?? null,
    origin: input.origin,
    reason: input.reason,
  });
  return { id: userId, deliveryIds };
}

async function createLocalInvitation(tx: Db | Tx, input: InvitationRequest & { roles: Role[] }): Promise<{ id: string; deliveryIds: string[] }> {
  // Nobody knows this password: the account can only be used after the invitation sets one.
  const passwordHash = await hashPassword(newSecret());
  const userId = newId("user");
  const inserted = await tx
    .insert(authUsers)
    .values({ id: userId, email: input.email, passwordHash, emailVerifiedAt: null })
    .onConflictDoNothing()
    .returning({ id: authUsers.id });
  if (!inserted.length) throw userExists();
  await tx.insert(profiles).values({
    id: userId,
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    organizationId: input.organizationId ?? null,
  });
  await tx.insert(userRoles).values(input.roles.map((role) => ({ userId, role, grantedBy: input.invitedBy })));
  const deliveryIds = await issueLocalInvitationLink(tx, {
    userId,
    email: input.email,
    firstName: input.firstName ?? null,
    origin: input.origin,
    reason: input.reason,
  });
  return { id: userId, deliveryIds };
}

/**
 * A new single-use link for an unconfirmed local account, queued as a mail. Earlier links of the
 * account stop working, so only the newest mail counts (resending after expiry or loss).
 */
export async function issueLocalInvitationLink(
  tx: Db | Tx,
  input: { userId: string; email: string; firstName: string | null; origin: string; reason?: string },
): Promise<string[]> {
  await tx.execute(
    sql`UPDATE ${authEmailVerifications} SET used_at = now() WHERE ${authEmailVerifications.userId} = ${input.userId} AND ${authEmailVerifications.usedAt} IS NULL`,
  );
  const token = newSecret();
  await tx.insert(authEmailVerifications).values({
    tokenHash: sha256(token),
    userId: input.userId,
    redirectPath: INVITATION_PATH,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return enqueue(tx, [mailDelivery(invitationMail({ ...input, token }), `invitation:${input.userId}`)]);
}

async function accountExists(tx: Db | Tx, email: string): Promise<boolean> {
  const taken = await tx.execute(
    sql`SELECT 1 FROM ${profiles} WHERE lower(${profiles.email}) = ${email} UNION ALL SELECT 1 FROM ${authUsers} WHERE ${authUsers.email} = ${email} LIMIT 1`,
  );
  return rowsOf(taken).length > 0;
}

function userExists(): HttpError {
  return new HttpError(409, "form_identifier_exists", AUTH_ERROR_MESSAGES.form_identifier_exists);
}

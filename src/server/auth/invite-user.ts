/**
 * Invitations: an administrator (user management) or the presidium's admission of a member
 * (applications) creates an unconfirmed account with chosen roles and mails a German link; the
 * invited person opens /backend/einladung, chooses a password, and the address counts as confirmed.
 *
 *   createInvitation(tx, ...)   database part only, so a caller can run it inside its own
 *                               transaction (e.g. together with the admission of a member)
 *   sendInvitationMail(...)     after the commit
 *   inviteUser(...)             both, for callers without a surrounding transaction
 *
 * Local identity provider only: with Clerk, accounts are created by Clerk, so this refuses (501).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { authEmailVerifications, authUsers, profiles, userRoles } from "../db/schema/auth.ts";
import { HttpError } from "../http.ts";
import type { Role } from "../../shared/roles.ts";
import { AUTH_ERROR_MESSAGES } from "../../shared/schemas/auth.ts";
import { authConfig } from "./auth-config.ts";
import { hashPassword } from "./local/password.ts";
import { newId, newSecret, sha256 } from "./secrets.ts";
import { sendInvitationMail } from "./invitation-mail.ts";

export const INVITATION_PATH = "/backend/einladung";
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface InvitationRequest {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  roles: readonly Role[];
  invitedBy: string | null;
  organizationId?: string | null;
}

export interface Invitation {
  userId: string;
  email: string;
  token: string;
}

export async function createInvitation(db: Db, input: InvitationRequest): Promise<Invitation> {
  if (authConfig().provider !== "local") {
    throw new HttpError(501, "invitations_unavailable", "Einladungen per E-Mail gibt es nur mit der lokalen Anmeldung. Laden Sie die Person bitte im Clerk-Dashboard ein.");
  }
  const email = input.email.trim().toLowerCase();
  const taken = await db.execute(sql`SELECT 1 FROM ${profiles} WHERE lower(${profiles.email}) = ${email} UNION ALL SELECT 1 FROM ${authUsers} WHERE ${authUsers.email} = ${email} LIMIT 1`);
  if (rowCount(taken) > 0) throw userExists();
  // Nobody knows this password: the account can only be used after the invitation sets one.
  const passwordHash = await hashPassword(newSecret());
  const userId = newId("user");
  const inserted = await db.insert(authUsers).values({ id: userId, email, passwordHash, emailVerifiedAt: null }).onConflictDoNothing().returning({ id: authUsers.id });
  if (!inserted.length) throw userExists();
  await db.insert(profiles).values({ id: userId, email, firstName: input.firstName || null, lastName: input.lastName || null, organizationId: input.organizationId ?? null });
  const roles = input.roles.length ? input.roles : (["mitglied"] as const);
  await db.insert(userRoles).values(roles.map((role) => ({ userId, role, grantedBy: input.invitedBy })));
  const token = newSecret();
  await db.insert(authEmailVerifications).values({
    tokenHash: sha256(token),
    userId,
    redirectPath: INVITATION_PATH,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return { userId, email, token };
}

/** Creates the invitation in its own transaction and mails it; `reason` adds a first paragraph. */
export async function inviteUser(input: InvitationRequest & { origin: string; reason?: string }): Promise<{ userId: string }> {
  const db = await getDb();
  const invitation = await db.transaction((tx) => createInvitation(tx, input));
  await sendInvitationMail({ ...invitation, firstName: input.firstName ?? null, origin: input.origin, reason: input.reason });
  return { userId: invitation.userId };
}

export { sendInvitationMail };

function userExists(): HttpError {
  return new HttpError(409, "form_identifier_exists", AUTH_ERROR_MESSAGES.form_identifier_exists);
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return rows.length;
}

/**
 * Invitations when Clerk is the identity provider (table clerk_invitations, migration 0049).
 *
 *   createClerkInvitation   the open invitation plus an outbox row that asks Clerk to send it
 *   revokeClerkInvitation   closes it here and asks Clerk to revoke its link
 *   claimClerkInvitation    the invited person's first verified request takes the invitation
 *   deliverClerkInvitation  the outbox's call of Clerk's invitation API
 *
 * Clerk's e-mail link leads to /backend/einladung?__clerk_ticket=…, where the person chooses a
 * password (a ticket sign-up in the browser, src/app/auth/clerk-adapter.ts).
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { clerkInvitations, type ClerkInvitationRow } from "./invitation-tables.ts";
import { HttpError } from "../http/errors.ts";
import { enqueue, type Delivery } from "../outbox/enqueue.ts";
import type { Role } from "#shared/roles.ts";
import { clerkBackend } from "./clerk-client.ts";

const INVITATION_TTL_DAYS = 14;
const ACCEPT_PATH = "/backend/einladung";

export type ClerkInvitationPayload =
  | { action: "create"; invitationId: string; emailAddress: string; redirectUrl: string; expiresInDays: number }
  | { action: "revoke"; invitationId: string; emailAddress: string };

export interface ClerkInvitationInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  roles: Role[];
  invitedBy: string | null;
  organizationId?: string | null;
  origin: string;
}

export const INVITATION_EXISTS_MESSAGE =
  "Für diese E-Mail-Adresse gibt es bereits eine offene Einladung. Senden Sie sie bei Bedarf über die Liste der offenen Einladungen erneut.";

export async function createClerkInvitation(tx: Db | Tx, input: ClerkInvitationInput): Promise<{ id: string; deliveryIds: string[] }> {
  // An expired invitation for the address is superseded by the new one.
  await tx
    .update(clerkInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(clerkInvitations.email, input.email),
        isNull(clerkInvitations.acceptedAt),
        isNull(clerkInvitations.revokedAt),
        lte(clerkInvitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = await tx
    .insert(clerkInvitations)
    .values({
      email: input.email,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      roles: input.roles,
      organizationId: input.organizationId ?? null,
      invitedBy: input.invitedBy,
      expiresAt: expiry(),
    })
    .onConflictDoNothing()
    .returning({ id: clerkInvitations.id });
  if (!row) throw new HttpError(409, "invitation_exists", INVITATION_EXISTS_MESSAGE);
  const deliveryIds = await enqueue(tx, [createDelivery(row.id, input.email, input.origin)]);
  return { id: row.id, deliveryIds };
}

/** A fresh 14-day period and a new mail from Clerk for an open (possibly expired) invitation. */
export async function renewClerkInvitation(tx: Db | Tx, invitation: Pick<ClerkInvitationRow, "id" | "email">, origin: string): Promise<string[]> {
  await tx.update(clerkInvitations).set({ expiresAt: expiry() }).where(eq(clerkInvitations.id, invitation.id));
  return enqueue(tx, [createDelivery(invitation.id, invitation.email, origin)]);
}

export async function revokeClerkInvitation(tx: Db | Tx, invitation: Pick<ClerkInvitationRow, "id" | "email">): Promise<string[]> {
  await tx.update(clerkInvitations).set({ revokedAt: sql`now()` }).where(eq(clerkInvitations.id, invitation.id));
  const payload: ClerkInvitationPayload = { action: "revoke", invitationId: invitation.id, emailAddress: invitation.email };
  return enqueue(tx, [{ kind: "clerk_invitation", target: invitation.email, payload, reference: `invitation:${invitation.id}` }]);
}

/**
 * The open, unexpired invitation for a verified address, marked accepted by `userId` in the same
 * statement, so two parallel first requests cannot both apply it.
 */
export async function claimClerkInvitation(tx: Db | Tx, userId: string, email: string): Promise<ClerkInvitationRow | undefined> {
  const [row] = await tx
    .update(clerkInvitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(
      and(
        eq(clerkInvitations.email, email.toLowerCase()),
        isNull(clerkInvitations.acceptedAt),
        isNull(clerkInvitations.revokedAt),
        gt(clerkInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Called by the outbox dispatcher; throws when Clerk does not accept the call, so it is retried. */
export async function deliverClerkInvitation(payload: ClerkInvitationPayload, db: Pick<Db, "select">): Promise<void> {
  const clerk = await clerkBackend();
  if (payload.action === "revoke") {
    const { data } = await clerk.invitations.getInvitationList({ query: payload.emailAddress, status: "pending" });
    const ours = data.filter((invitation) => invitation.publicMetadata?.invitationId === payload.invitationId);
    for (const invitation of ours) await clerk.invitations.revokeInvitation(invitation.id);
    return;
  }
  // Revoked or accepted while the delivery waited: nothing to send any more.
  const [row] = await db
    .select({ id: clerkInvitations.id })
    .from(clerkInvitations)
    .where(and(eq(clerkInvitations.id, payload.invitationId), isNull(clerkInvitations.acceptedAt), isNull(clerkInvitations.revokedAt)));
  if (!row) return;
  await clerk.invitations.createInvitation({
    emailAddress: payload.emailAddress,
    redirectUrl: payload.redirectUrl,
    expiresInDays: payload.expiresInDays,
    publicMetadata: { invitationId: payload.invitationId },
    notify: true,
    // A renewed invitation replaces the earlier mail; Clerk would otherwise refuse a second one.
    ignoreExisting: true,
  });
}

function createDelivery(invitationId: string, email: string, origin: string): Delivery {
  const payload: ClerkInvitationPayload = {
    action: "create",
    invitationId,
    emailAddress: email,
    redirectUrl: `${origin}${ACCEPT_PATH}`,
    expiresInDays: INVITATION_TTL_DAYS,
  };
  return { kind: "clerk_invitation", target: email, payload, reference: `invitation:${invitationId}` };
}

function expiry(): Date {
  return new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

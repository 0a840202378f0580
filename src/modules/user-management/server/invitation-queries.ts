/**
 * Open invitations in the administrator's user management, listed over both identity providers:
 *   local: an invited account whose address is not confirmed yet (id = user id);
 *   clerk: an open clerk_invitations row (id = its uuid).
 * Sending again and withdrawing are in invitation-commands.ts.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { INVITATION_PATH } from "#platform/auth/invite-user.ts";
import { HttpError } from "#platform/http/errors.ts";
import { now as clockNow } from "#platform/clock.ts";
import { ROLES, type Role } from "#shared/roles.ts";
import type { PendingInvitation } from "../schema.ts";
import { parseRoles } from "./user-queries.ts";

/** Open invitations are few; the newest ones are listed, which covers any realistic backlog. */
const LIST_LIMIT = 200;

export const invitationNotFound = () =>
  new HttpError(404, "not_found", "Die Einladung wurde nicht gefunden. Vielleicht wurde sie inzwischen angenommen oder zurückgezogen.");

interface InvitationRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: Role[] | string;
  organization_name: string | null;
  invited_at: Date | string;
  expires_at: Date | string | null;
}

export async function listPendingInvitations(db: Db, id?: string): Promise<PendingInvitation[]> {
  const only = id === undefined ? sql`` : sql` AND i.id::text = ${id}`;
  const result =
    authConfig().provider === "clerk"
      ? await db.execute(sql`
          SELECT i.id::text AS id, i.email, i.first_name, i.last_name, i.roles, o.name AS organization_name,
                 i.created_at AS invited_at, i.expires_at
          FROM clerk_invitations i LEFT JOIN organizations o ON o.id = i.organization_id
          WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL${only}
          ORDER BY i.created_at DESC LIMIT ${LIST_LIMIT}`)
      : await db.execute(sql`
          SELECT i.id, i.email, p.first_name, p.last_name, o.name AS organization_name, i.created_at AS invited_at,
                 coalesce((SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = i.id), '{}') AS roles,
                 (SELECT max(v.expires_at) FROM auth_email_verifications v
                   WHERE v.user_id = i.id AND v.redirect_path = ${INVITATION_PATH} AND v.used_at IS NULL) AS expires_at
          FROM auth_users i
          JOIN profiles p ON p.id = i.id
          LEFT JOIN organizations o ON o.id = p.organization_id
          WHERE i.email_verified_at IS NULL AND p.deactivated_at IS NULL
            AND EXISTS (SELECT 1 FROM auth_email_verifications v WHERE v.user_id = i.id AND v.redirect_path = ${INVITATION_PATH})${only}
          ORDER BY i.created_at DESC LIMIT ${LIST_LIMIT}`);
  const now = clockNow().getTime();
  return rowsOf<InvitationRow>(result).map((row) => {
    const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
    const held = parseRoles(row.roles);
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roles: ROLES.filter((role) => held.includes(role)),
      organizationName: row.organization_name,
      invitedAt: new Date(row.invited_at).toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
      expired: !expiresAt || expiresAt.getTime() <= now,
    };
  });
}

export async function getPendingInvitation(db: Db, id: string): Promise<PendingInvitation> {
  const [invitation] = await listPendingInvitations(db, id);
  if (!invitation) throw invitationNotFound();
  return invitation;
}

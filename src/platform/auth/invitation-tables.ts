/** Drizzle definition of db/migrations/0049_clerk_invitations.sql. Keep both in step with the SQL. */
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Role } from "#shared/roles.ts";
import { profiles } from "./tables.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const clerkInvitations = pgTable("clerk_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  roles: text("roles").array().$type<Role[]>().notNull(),
  /** The member company an approved representative is invited for (FK in 0049; the CRM owns organisations). */
  organizationId: uuid("organization_id"),
  invitedBy: text("invited_by").references(() => profiles.id, { onDelete: "set null" }),
  expiresAt: timestamptz("expires_at").notNull(),
  acceptedAt: timestamptz("accepted_at"),
  acceptedUserId: text("accepted_user_id"),
  revokedAt: timestamptz("revoked_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
export type ClerkInvitationRow = typeof clerkInvitations.$inferSelect;

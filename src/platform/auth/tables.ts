/**
 * Drizzle definitions of db/migrations/0020_auth_local_identities.sql and
 * 0021_profiles_roles_activity.sql. Keep both in step with the SQL.
 */
import { bigint, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#shared/roles.ts";
import { ACTIVITY_TYPES } from "#shared/activity-types.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: timestamptz("email_verified_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const authEmailVerifications = pgTable("auth_email_verifications", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  redirectPath: text("redirect_path"),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const authSessions = pgTable("auth_sessions", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  lastActiveAt: timestamptz("last_active_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
  revokedAt: timestamptz("revoked_at"),
  userAgent: text("user_agent"),
  ipHash: text("ip_hash"),
  /** 0281: the sign-in's client address, for the session manager. */
  clientIp: text("client_ip"),
});

/** 0400: password reset requests are counted by the same brake (src/modules/account). */
export const AUTH_ATTEMPT_SCOPES = [
  "sign_in_account",
  "sign_in_client",
  "sign_in_pair",
  "sign_up_client",
  "password_reset_account",
  "password_reset_client",
] as const;
export type AuthAttemptScope = (typeof AUTH_ATTEMPT_SCOPES)[number];

export const authAttempts = pgTable("auth_attempts", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  scope: text("scope", { enum: AUTH_ATTEMPT_SCOPES }).notNull(),
  keyHash: text("key_hash").notNull(),
  attemptedAt: timestamptz("attempted_at").notNull().defaultNow(),
});

/** Hashes of (address, client) and (address, browser) pairs that signed in successfully (0073). */
export const authKnownClients = pgTable("auth_known_clients", {
  keyHash: text("key_hash").primaryKey(),
  lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
});

export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  organizationId: uuid("organization_id"),
  deactivatedAt: timestamptz("deactivated_at"),
  lastSignInAt: timestamptz("last_sign_in_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  /** 0057: bumped by every change of roles or status in the user management (optimistic lock). */
  version: integer("version").notNull().default(1),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    grantedBy: text("granted_by").references(() => profiles.id, { onDelete: "set null" }),
    grantedAt: timestamptz("granted_at").notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.role)],
);

export const userActivityLog = pgTable("user_activity_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  activityType: text("activity_type", { enum: ACTIVITY_TYPES }).notNull(),
  description: text("description").notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Drizzle objects of the security tables of db/migrations/0281 that the platform writes. */
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const authSessionPolicy = pgTable("auth_session_policy", {
  id: smallint("id").primaryKey().default(1),
  maxSessionsPerUser: integer("max_sessions_per_user").notNull().default(10),
  newDeviceMail: boolean("new_device_mail").notNull().default(true),
  version: integer("version").notNull().default(1),
  updatedAt: at("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

export const authKnownDevices = pgTable(
  "auth_known_devices",
  {
    userId: text("user_id").notNull(),
    fingerprint: text("fingerprint").notNull(),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);

export const SIGN_IN_OUTCOMES = ["success", "wrong_password", "unknown_account", "throttled", "locked", "unverified", "invalid"] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const authSignInEvents = pgTable("auth_sign_in_events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: at("occurred_at").notNull().defaultNow(),
  outcome: text("outcome", { enum: SIGN_IN_OUTCOMES }).notNull(),
  email: text("email"),
  userId: text("user_id"),
  clientIp: text("client_ip"),
  userAgent: text("user_agent"),
});

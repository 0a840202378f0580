/** The drizzle object of the table the account module owns (db/migrations/0400_account_password_reset.sql). */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { authUsers } from "#platform/auth/tables.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Reset links of "Passwort vergessen?": the SHA-256 of the token, single-use, expiring. */
export const authPasswordResets = pgTable("auth_password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

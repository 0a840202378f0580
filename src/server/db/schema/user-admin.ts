/**
 * Drizzle definition of db/migrations/0057_profiles_version.sql: the version column the user
 * administration adds to E1's profiles table (src/server/db/schema/auth.ts holds the other columns).
 * Declared as its own table object over the same table so the auth schema stays E1's alone.
 */
import { integer, pgTable, text } from "drizzle-orm/pg-core";

export const profileVersions = pgTable("profiles", {
  id: text("id").primaryKey(),
  version: integer("version").notNull().default(1),
});

/** Drizzle definition of db/migrations/0040_organizations.sql. */
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const ORGANIZATION_KINDS = ["member_company", "politics", "ministry", "authority", "press", "partner_association", "company", "other"] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  kind: text("kind", { enum: ORGANIZATION_KINDS }).notNull().default("other"),
  legalForm: text("legal_form"),
  street: text("street"),
  postalCode: text("postal_code"),
  city: text("city"),
  state: text("state"),
  website: text("website"),
  phone: text("phone"),
  email: text("email"),
  tags: text("tags").array().notNull().default([]),
  notes: text("notes"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

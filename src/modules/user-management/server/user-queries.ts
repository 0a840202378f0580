/**
 * The administrator's user list: every profile with its roles, last sign-in and status
 * (deactivated, unconfirmed = invited or signed up but e-mail not yet confirmed, else active),
 * searchable by name and e-mail, filterable by role and status, one page at a time.
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { authUsers, profiles, userRoles } from "#platform/auth/tables.ts";
import { likePattern } from "#platform/db/like-pattern.ts";
import { notFound } from "#platform/http/errors.ts";
import { ROLES, type Role } from "#shared/roles.ts";
import type { ManagedUser, UserListQuery } from "../schema.ts";
import type { Page } from "#shared/schemas/list-query.ts";

const unconfirmed = and(isNotNull(authUsers.id), isNull(authUsers.emailVerifiedAt))!;
/** No role and no member company: an account that signed up by itself and waits for approval. */
const waiting = sql`(${profiles.organizationId} IS NULL AND NOT EXISTS (SELECT 1 FROM ${userRoles} w WHERE w.user_id = "profiles"."id"))`;

const columns = {
  profile: profiles,
  version: sql<number>`${profiles}.version`.mapWith(Number),
  unconfirmed: sql<boolean>`(${authUsers.id} IS NOT NULL AND ${authUsers.emailVerifiedAt} IS NULL)`,
  roles: sql<Role[]>`coalesce((SELECT array_agg(r.role) FROM ${userRoles} r WHERE r.user_id = "profiles"."id"), '{}')`,
};

export async function listUsers(db: Db, query: UserListQuery): Promise<Page<ManagedUser>> {
  const where = and(...userFilters(query));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(profiles)
      .leftJoin(authUsers, eq(authUsers.id, profiles.id))
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${profiles.lastName}, ${profiles.email}))`), asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(profiles).leftJoin(authUsers, eq(authUsers.id, profiles.id)).where(where),
  ]);
  return { items: rows.map(toManagedUser), total, page: query.page, pageSize: query.pageSize };
}

export async function getManagedUser(db: Db, userId: string): Promise<ManagedUser> {
  const [row] = await db.select(columns).from(profiles).leftJoin(authUsers, eq(authUsers.id, profiles.id)).where(eq(profiles.id, userId));
  if (!row) throw notFound("Die Person");
  return toManagedUser(row);
}

function userFilters(query: UserListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const fullName = sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;
    filters.push(or(ilike(profiles.email, pattern), ilike(fullName, pattern))!);
  }
  if (query.role) {
    filters.push(sql`EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = "profiles"."id" AND r.role = ${query.role})`);
  }
  if (query.status === "deactivated") filters.push(isNotNull(profiles.deactivatedAt));
  if (query.status === "unconfirmed") filters.push(and(isNull(profiles.deactivatedAt), unconfirmed)!);
  if (query.status === "active") filters.push(and(isNull(profiles.deactivatedAt), sql`NOT ${unconfirmed}`, sql`NOT ${waiting}`)!);
  if (query.status === "pending") filters.push(and(isNull(profiles.deactivatedAt), sql`NOT ${unconfirmed}`, waiting)!);
  return filters;
}

type Row = { profile: typeof profiles.$inferSelect; version: number; unconfirmed: boolean; roles: Role[] | string };

function toManagedUser(row: Row): ManagedUser {
  const held = parseRoles(row.roles);
  const p = row.profile;
  return {
    id: p.id,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    roles: ROLES.filter((role) => held.includes(role)),
    status: p.deactivatedAt ? "deactivated" : row.unconfirmed ? "unconfirmed" : held.length === 0 && !p.organizationId ? "pending" : "active",
    lastSignInAt: p.lastSignInAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    version: row.version,
  };
}

/** Drivers return text[] as an array, except when a raw SQL expression comes back as "{a,b}". */
export function parseRoles(value: Role[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}

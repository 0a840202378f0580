/**
 * Who may read and write which category, decided in SQL so that every list, count, search and
 * notification is scoped before rows are loaded. A category admits a user whose roles satisfy
 * its roles by the SPEC hierarchy (discussion_roles_satisfy, migration 0102) or who is one of its
 * named members (working groups). Archived categories are readable by nobody but admins.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { notFound } from "#platform/http/errors.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { categories } from "./tables.ts";
import { textArray } from "./sql-arrays.ts";

type Reader = Pick<Db, "select" | "execute">;

export const isModerator = (user: Pick<AuthUser, "roles">) => hasAnyRole(user.roles, requiredRolesOf("discussionsModerate"));
export const isCategoryAdmin = (user: Pick<AuthUser, "roles">) => hasAnyRole(user.roles, requiredRolesOf("discussionsAdminister"));

const isMember = (userId: string, categoryId: SQL | typeof categories.id = categories.id) =>
  sql`EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = ${categoryId} AND m.user_id = ${userId})`;

/** SQL: the caller may read the category row in scope. */
export function mayRead(user: Pick<AuthUser, "id" | "roles">): SQL {
  const archived = isCategoryAdmin(user) ? sql`true` : isNull(categories.archivedAt);
  return and(archived, or(sql`discussion_roles_satisfy(${textArray(user.roles)}, ${categories.readRoles})`, isMember(user.id)))!;
}

/** SQL: the caller may write in the category row in scope (writers must also read). */
export function mayWrite(user: Pick<AuthUser, "id" | "roles">): SQL {
  return and(
    isNull(categories.archivedAt),
    or(
      and(
        sql`discussion_roles_satisfy(${textArray(user.roles)}, ${categories.writeRoles})`,
        sql`discussion_roles_satisfy(${textArray(user.roles)}, ${categories.readRoles})`,
      ),
      isMember(user.id),
    ),
  )!;
}

/**
 * SQL: `column` names a category the caller may read, as a subquery (a handful of rows). For a
 * read that needs the ids only to scope itself: no round trip of its own (issue 27).
 */
export function inReadableCategory(user: Pick<AuthUser, "id" | "roles">, column: SQL): SQL {
  return sql`${column} IN (SELECT ${categories.id} FROM ${categories} WHERE ${mayRead(user)})`;
}

/** The ids of every category the caller may read (a handful of rows; queries bind them as one array). */
export async function readableCategoryIds(db: Reader, user: Pick<AuthUser, "id" | "roles">): Promise<string[]> {
  const rows = await db.select({ id: categories.id }).from(categories).where(mayRead(user));
  return rows.map((r) => r.id);
}

export interface CategoryAccess {
  id: string;
  name: string;
  canWrite: boolean;
  archived: boolean;
}

/**
 * The category if the caller may read it; otherwise 404 as if it did not exist, so a member
 * cannot even learn that a board category or thread exists.
 */
export async function requireReadableCategory(
  db: Reader,
  user: Pick<AuthUser, "id" | "roles">,
  categoryId: string,
  what = "Der Bereich",
): Promise<CategoryAccess> {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      canWrite: sql<boolean>`${mayWrite(user)}`,
      archived: sql<boolean>`${categories.archivedAt} IS NOT NULL`,
    })
    .from(categories)
    .where(and(eq(categories.id, categoryId), mayRead(user)));
  if (!row) throw notFound(what);
  return row;
}

/** For notify(): of the given users, those who may read the category now (roles or membership). */
export function readersOf(categoryId: string) {
  return async (tx: Reader, userIds: string[]): Promise<string[]> => {
    if (userIds.length === 0) return [];
    const result = await tx.execute(sql`
      SELECT p.id FROM profiles p, discussion_categories c
      WHERE c.id = ${categoryId} AND p.id = ANY(${textArray(userIds)}) AND p.deactivated_at IS NULL AND c.archived_at IS NULL
        AND (${effectiveRolesSatisfy(sql`c.read_roles`)} OR EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = c.id AND m.user_id = p.id))`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };
}

/** SQL over a profiles row `p`: its effective roles (granted, plus mitglied through a member company) satisfy `required`. */
export function effectiveRolesSatisfy(required: SQL): SQL {
  return sql`discussion_roles_satisfy(ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = p.id) || CASE WHEN p.organization_id IS NOT NULL THEN ARRAY['mitglied'] ELSE ARRAY[]::text[] END, ${required})`;
}

export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * Who may see which project. A project names the least role that may read it; the role hierarchy
 * of SPEC section 6 applies (admin passes everything). A project someone may not read does not
 * exist for them: its tasks are never listed, found, counted or linked, and by id they answer 404
 * like missing ones. Every query scopes in SQL with readRolesOf(), never by filtering after loading.
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { hasAnyRole, ROLES, type Role } from "#shared/roles.ts";
import { taskProjects } from "./tables.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";

/** Who reads: the signed-in caller (only its id and roles matter here). */
export type TaskReader = Pick<AuthUser, "id" | "roles">;

export const projectNotFound = () => new HttpError(404, "not_found", "Das Projekt wurde nicht gefunden.");
export const taskNotFound = () => new HttpError(404, "not_found", "Die Aufgabe wurde nicht gefunden.");

/** The read roles a person's roles satisfy, e.g. vorstand -> [vorstand, mitglied]. */
export function readRolesOf(roles: readonly Role[]): Role[] {
  return ROLES.filter((required) => hasAnyRole(roles, [required]));
}

/** SQL: the project column's read role is one the viewer satisfies. */
export function projectReadableBy(viewer: TaskReader, readRole: SQL | typeof taskProjects.readRole = taskProjects.readRole): SQL {
  const roles = readRolesOf(viewer.roles);
  if (roles.length === 0) return sql`false`;
  return sql`${readRole} IN (${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )})`;
}

/** SQL: a task's project (by the tasks.project_id column given) is readable by the viewer. */
export function taskProjectReadable(viewer: TaskReader, projectIdColumn: SQL | AnyPgColumn): SQL {
  return sql`${projectIdColumn} IN (SELECT p.id FROM task_projects p WHERE ${projectReadableBy(viewer, sql`p.read_role`)})`;
}

export function canEditProject(project: { createdBy: string | null }, viewer: TaskReader): boolean {
  return project.createdBy === viewer.id || hasAnyRole(viewer.roles, ["admin", "vorstand"]);
}

export type ProjectRow = typeof taskProjects.$inferSelect;

/** The project if the viewer may read it, else 404. */
export async function readableProject(db: Db | Tx, viewer: TaskReader, projectId: string, options: { forUpdate?: boolean } = {}): Promise<ProjectRow> {
  const query = db
    .select()
    .from(taskProjects)
    .where(and(eq(taskProjects.id, projectId), projectReadableBy(viewer)));
  const [project] = options.forUpdate ? await query.for("update") : await query;
  if (!project) throw projectNotFound();
  return project;
}

/** A project to put tasks into: readable and not archived. */
export async function writableProject(db: Db | Tx, viewer: TaskReader, projectId: string): Promise<ProjectRow> {
  const project = await readableProject(db, viewer, projectId);
  if (project.archivedAt)
    throw new HttpError(
      409,
      "project_archived",
      `Das Projekt „${project.name}“ ist archiviert. Aufgaben darin können nicht mehr angelegt oder geändert werden.`,
    );
  return project;
}

/**
 * Of the given users, those who may read a project with this read role now: active, approved
 * (a role or a member company) and holding a role that satisfies it. For assignees and
 * notify()'s canRead.
 */
export async function usersWhoMayRead(db: Db | Tx, readRole: Role, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const passing = ROLES.filter((held) => hasAnyRole([held], [readRole]));
  const roleCondition =
    readRole === "mitglied"
      ? sql`(${profiles.organizationId} IS NOT NULL OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${profiles.id}))`
      : sql`EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = ${profiles.id} AND r.role IN (${sql.join(
          passing.map((p) => sql`${p}`),
          sql`, `,
        )}))`;
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...userIds]), isNull(profiles.deactivatedAt), roleCondition));
  return rows.map((r) => r.id);
}

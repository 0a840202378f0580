/**
 * Projects: the list a person sees (readable ones only, with open, overdue and done counts), and
 * creating and changing them. Anyone may open a project; it can be limited only to a role its
 * creator holds (nobody locks themselves out). Its creator, the board and admins may change it.
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { forbidden, HttpError, invalidInput, versionConflict } from "#platform/http/errors.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { VISIBILITY_LABELS, type ProjectInput, type ProjectUpdate, type TaskProject } from "../schema/project.ts";
import { namesOf } from "#platform/auth/people.ts";
import { canEditProject, projectReadableBy, readableProject, type ProjectRow, type TaskReader } from "./project-access.ts";
import { OPEN_STATUSES } from "../domain/status.ts";
import { taskProjects } from "./tables.ts";

const nameKey = (name: string) => name.normalize("NFC").trim().toLocaleLowerCase("de-DE");
const nameTaken = (name: string) => new HttpError(409, "name_taken", `Ein Projekt „${name}“ gibt es bereits.`);
const roleNotHeld = () => invalidInput([`Sichtbarkeit: Sie können ein Projekt nur auf einen Kreis beschränken, zu dem Sie selbst gehören.`]);

export async function listProjects(db: Db, viewer: TaskReader, options: { includeArchived?: boolean } = {}): Promise<TaskProject[]> {
  const rows = await db
    .select({ project: taskProjects, ...projectCounts(sql`task_projects.id`, berlinDate(now())) })
    .from(taskProjects)
    .where(and(projectReadableBy(viewer), options.includeArchived ? undefined : isNull(taskProjects.archivedAt)))
    .orderBy(asc(taskProjects.nameKey));
  const names = await namesOf(
    db,
    rows.map((r) => r.project.createdBy),
  );
  return rows.map((r) => toProject(r.project, viewer, r, names.get(r.project.createdBy ?? "") ?? null));
}

/**
 * A project's open and done counts are kept per status by a trigger (task_status_counts, 0370);
 * the overdue count depends on the day and is read from the partial index of open tasks by due
 * date. So the project list costs a few index reads per project, not a pass over every task.
 */
function projectCounts(projectId: SQL, today: string) {
  const kept = (statuses: readonly string[]) =>
    sql<number>`coalesce((SELECT sum(c.n) FROM task_status_counts c WHERE c.project_id = ${projectId} AND c.status IN (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})), 0)`.mapWith(Number);
  return {
    openCount: kept(OPEN_STATUSES),
    overdueCount: sql<number>`(SELECT count(*) FROM tasks t WHERE t.project_id = ${projectId} AND t.closed_at IS NULL AND t.due_date < ${today})`.mapWith(
      Number,
    ),
    doneCount: kept(["erledigt"]),
  };
}

export async function getProject(db: Db, viewer: TaskReader, projectId: string): Promise<TaskProject> {
  const project = await readableProject(db, viewer, projectId);
  const [counts] = await db
    .select(projectCounts(sql`task_projects.id`, berlinDate(now())))
    .from(taskProjects)
    .where(eq(taskProjects.id, project.id));
  const names = await namesOf(db, [project.createdBy]);
  return toProject(project, viewer, counts ?? { openCount: 0, overdueCount: 0, doneCount: 0 }, names.get(project.createdBy ?? "") ?? null);
}

function toProject(
  project: ProjectRow,
  viewer: TaskReader,
  counts: { openCount: number; overdueCount: number; doneCount: number },
  createdByName: string | null,
): TaskProject {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    readRole: project.readRole,
    archived: project.archivedAt !== null,
    openCount: counts.openCount,
    overdueCount: counts.overdueCount,
    doneCount: counts.doneCount,
    canEdit: canEditProject(project, viewer),
    createdByName,
    updatedAt: project.updatedAt.toISOString(),
    version: project.version,
  };
}

export async function createProject(db: Db, viewer: TaskReader, input: ProjectInput): Promise<TaskProject> {
  if (!hasAnyRole(viewer.roles, [input.readRole])) throw roleNotHeld();
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(taskProjects)
      .values({
        name: input.name,
        nameKey: nameKey(input.name),
        description: input.description,
        readRole: input.readRole,
        createdBy: viewer.id,
        updatedBy: viewer.id,
      })
      .onConflictDoNothing({ target: taskProjects.nameKey })
      .returning();
    if (!created) throw nameTaken(input.name);
    await recordActivity(tx, {
      userId: viewer.id,
      type: "project_created",
      description: `Projekt „${created.name}“ erstellt (sichtbar für: ${VISIBILITY_LABELS[created.readRole]})`,
      metadata: { projectId: created.id },
    });
    await recordAudit(tx, { actorUserId: viewer.id, action: "task_project.created", entityType: "task_project", entityId: created.id, after: input });
    return created.id;
  });
  return getProject(db, viewer, id);
}

export async function updateProject(db: Db, viewer: TaskReader, projectId: string, input: ProjectUpdate): Promise<TaskProject> {
  await db.transaction(async (tx) => {
    const project = await readableProject(tx, viewer, projectId, { forUpdate: true });
    if (!canEditProject(project, viewer)) throw forbidden();
    if (project.version !== input.version) throw versionConflict(project.version);
    if (!hasAnyRole(viewer.roles, [input.readRole])) throw roleNotHeld();
    const [clash] = await tx
      .select({ id: taskProjects.id })
      .from(taskProjects)
      .where(and(eq(taskProjects.nameKey, nameKey(input.name)), ne(taskProjects.id, projectId)));
    if (clash) throw nameTaken(input.name);
    const archivedAt = input.archived ? (project.archivedAt ?? new Date()) : null;
    await tx
      .update(taskProjects)
      .set({
        name: input.name,
        nameKey: nameKey(input.name),
        description: input.description,
        readRole: input.readRole,
        archivedAt,
        updatedBy: viewer.id,
        updatedAt: new Date(),
        version: project.version + 1,
      })
      .where(eq(taskProjects.id, projectId));
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action:
        project.readRole !== input.readRole
          ? "task_project.access_changed"
          : input.archived !== (project.archivedAt !== null)
            ? "task_project.archived"
            : "task_project.updated",
      entityType: "task_project",
      entityId: projectId,
      before: { name: project.name, readRole: project.readRole, archived: project.archivedAt !== null },
      after: { name: input.name, readRole: input.readRole, archived: input.archived },
    });
  });
  return getProject(db, viewer, projectId);
}

/**
 * Creating and changing tasks. Each change is one transaction: the change, the audit trail, the
 * activity log where SPEC section 3 has a type (task_created), and the notices to new assignees.
 * An edit locks the task row and answers 409 when the version the editor read is stale.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { invalidInput, versionConflict } from "#platform/http/errors.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { applyTransition } from "../domain/status.ts";
import type { TaskDetail, TaskInput, TaskUpdate } from "../schema/task.ts";
import { createSuccessor } from "./recurrence.ts";
import { taskProjectReadable, usersWhoMayRead, writableProject, type ProjectRow, type TaskReader } from "./project-access.ts";
import { getTask, readableTask } from "./task-queries.ts";
import { notifyAssigned } from "./task-notifications.ts";
import { taskAssignees, taskChecklistItems, tasks } from "./tables.ts";

export interface ChangeResult {
  task: TaskDetail;
  /** Outbox deliveries (e-mails) to try after the answer. */
  deliveryIds: string[];
}

export type TaskRow = typeof tasks.$inferSelect;

const assigneesRefused = () => invalidInput(["Zuständige: Mindestens eine der gewählten Personen darf dieses Projekt nicht sehen oder ist nicht mehr aktiv."]);

/** Every assignee must be an active person who may read the project. */
async function checkAssignees(tx: Tx, project: ProjectRow, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const allowed = await usersWhoMayRead(tx, project.readRole, ids);
  if (allowed.length !== ids.length) throw assigneesRefused();
}

const ref = (task: Pick<TaskRow, "id" | "title" | "dueDate">, project: ProjectRow) => ({
  id: task.id,
  title: task.title,
  dueDate: task.dueDate,
  projectName: project.name,
  readRole: project.readRole,
});

export async function createTask(db: Db, viewer: TaskReader, input: TaskInput & { checklist: string[] }): Promise<ChangeResult> {
  const { id, deliveryIds } = await db.transaction(async (tx) => {
    const project = await writableProject(tx, viewer, input.projectId);
    await checkAssignees(tx, project, input.assigneeIds);
    const now = new Date();
    const state = applyTransition({ status: "offen", startedAt: null, closedAt: null }, input.status, now);
    const [task] = await tx
      .insert(tasks)
      .values({
        projectId: project.id,
        title: input.title,
        description: input.description,
        status: state.status,
        priority: input.priority,
        dueDate: input.dueDate,
        labels: input.labels,
        recurrence: input.recurrence,
        startedAt: state.startedAt,
        closedAt: state.closedAt,
        createdBy: viewer.id,
        updatedBy: viewer.id,
      })
      .returning();
    if (input.assigneeIds.length)
      await tx.insert(taskAssignees).values(input.assigneeIds.map((userId) => ({ taskId: task!.id, userId, assignedBy: viewer.id })));
    if (input.checklist.length) await tx.insert(taskChecklistItems).values(input.checklist.map((text, position) => ({ taskId: task!.id, position, text })));
    await recordActivity(tx, {
      userId: viewer.id,
      type: "task_created",
      description: `Aufgabe „${task!.title}“ im Projekt „${project.name}“ erstellt`,
      metadata: { taskId: task!.id, projectId: project.id },
    });
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: "task.created",
      entityType: "task",
      entityId: task!.id,
      after: { ...input, checklist: input.checklist.length },
    });
    const notice = await notifyAssigned(tx, ref(task!, project), input.assigneeIds, viewer.id, now);
    return { id: task!.id, deliveryIds: notice.deliveryIds };
  });
  return { task: await getTask(db, viewer, id), deliveryIds };
}

/** Locks the task for a change the viewer may make and checks the version they read. */
async function lockTask(tx: Tx, viewer: TaskReader, taskId: string, expectedVersion: number | null) {
  const task = await readableTask(tx, viewer, taskId, { forUpdate: true });
  if (expectedVersion !== null && task.version !== expectedVersion) throw versionConflict(task.version);
  const project = await writableProject(tx, viewer, task.projectId);
  return { task, project };
}

export async function updateTask(db: Db, viewer: TaskReader, taskId: string, input: TaskUpdate): Promise<ChangeResult> {
  const deliveryIds = await db.transaction(async (tx) => {
    const { task, project: current } = await lockTask(tx, viewer, taskId, input.version);
    const project = input.projectId === current.id ? current : await writableProject(tx, viewer, input.projectId);
    await checkAssignees(tx, project, input.assigneeIds);
    const now = new Date();
    const state = applyTransition(task, input.status, now);
    const before = await assigneeIds(tx, task.id);
    const [updated] = await tx
      .update(tasks)
      .set({
        projectId: project.id,
        title: input.title,
        description: input.description,
        status: state.status,
        startedAt: state.startedAt,
        closedAt: state.closedAt,
        priority: input.priority,
        dueDate: input.dueDate,
        labels: input.labels,
        recurrence: input.recurrence,
        updatedBy: viewer.id,
        updatedAt: now,
        version: task.version + 1,
      })
      .where(eq(tasks.id, task.id))
      .returning();
    const added = input.assigneeIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !input.assigneeIds.includes(id));
    if (removed.length) await tx.delete(taskAssignees).where(and(eq(taskAssignees.taskId, task.id), inArray(taskAssignees.userId, removed)));
    if (added.length) await tx.insert(taskAssignees).values(added.map((userId) => ({ taskId: task.id, userId, assignedBy: viewer.id })));
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: state.status !== task.status ? "task.status_changed" : "task.updated",
      entityType: "task",
      entityId: task.id,
      before: { ...pick(task), assigneeIds: before },
      after: { ...pick(updated!), assigneeIds: input.assigneeIds },
    });
    if (state.completed && updated!.recurrence) await createSuccessor(tx, updated!, viewer, now);
    return (await notifyAssigned(tx, ref(updated!, project), added, viewer.id, now)).deliveryIds;
  });
  return { task: await getTask(db, viewer, taskId), deliveryIds };
}

/**
 * The board's and the detail's status change. Sending the status the task already has is a no-op
 * answered with the task (a double click or two people dragging the same card), never a second
 * successor; otherwise the version must be the current one.
 */
export async function changeStatus(db: Db, viewer: TaskReader, taskId: string, input: { status: TaskRow["status"]; version: number }): Promise<ChangeResult> {
  await db.transaction(async (tx) => {
    const task = await readableTask(tx, viewer, taskId, { forUpdate: true });
    if (task.status === input.status) return;
    if (task.version !== input.version) throw versionConflict(task.version);
    await writableProject(tx, viewer, task.projectId);
    await transition(tx, viewer, task, input.status, new Date());
  });
  return { task: await getTask(db, viewer, taskId), deliveryIds: [] };
}

/** Sets the status of many tasks; each readable one not yet in that status changes. */
export async function bulkChangeStatus(db: Db, viewer: TaskReader, input: { ids: string[]; status: TaskRow["status"] }) {
  return db.transaction(async (tx) => {
    // Lock and change in (project, id) order, so two bulk changes over overlapping tasks cannot
    // deadlock, neither on the tasks nor on the per-project counters the trigger keeps (0370).
    const rows = await tx
      .select()
      .from(tasks)
      .where(
        and(
          inArray(tasks.id, input.ids),
          sql`${tasks.projectId} IN (SELECT p.id FROM task_projects p WHERE p.archived_at IS NULL)`,
          taskProjectReadable(viewer, tasks.projectId),
        ),
      )
      .orderBy(tasks.projectId, tasks.id)
      .for("update");
    const now = new Date();
    let changed = 0;
    for (const task of rows) {
      if (task.status === input.status) continue;
      await transition(tx, viewer, task, input.status, now);
      changed++;
    }
    return { changed, unchanged: rows.length - changed, missing: input.ids.length - rows.length };
  });
}

async function transition(tx: Tx, viewer: TaskReader, task: TaskRow, status: TaskRow["status"], now: Date): Promise<void> {
  const state = applyTransition(task, status, now);
  const [updated] = await tx
    .update(tasks)
    .set({ status: state.status, startedAt: state.startedAt, closedAt: state.closedAt, updatedBy: viewer.id, updatedAt: now, version: task.version + 1 })
    .where(eq(tasks.id, task.id))
    .returning();
  await recordAudit(tx, {
    actorUserId: viewer.id,
    action: "task.status_changed",
    entityType: "task",
    entityId: task.id,
    before: { status: task.status },
    after: { status: state.status },
  });
  if (state.completed && updated!.recurrence) await createSuccessor(tx, updated!, viewer, now);
}

async function assigneeIds(tx: Tx, taskId: string): Promise<string[]> {
  const rows = await tx.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, taskId));
  return rows.map((r) => r.userId);
}

function pick(task: TaskRow) {
  return {
    projectId: task.projectId,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    labels: task.labels,
    recurrence: task.recurrence,
  };
}

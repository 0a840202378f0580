/**
 * The successor of a recurring task, created in the transaction that marks it done. The unique
 * predecessor_id makes "exactly one successor" a database guarantee: should two completions ever
 * race past the row lock, the second insert does nothing.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { nextDueDate } from "../domain/recurrence.ts";
import { usersWhoMayRead, type TaskReader } from "./project-access.ts";
import { taskAssignees, taskChecklistItems, taskLinks, taskProjects, tasks } from "./tables.ts";

type TaskRow = typeof tasks.$inferSelect;

export async function createSuccessor(tx: Tx, done: TaskRow, viewer: TaskReader, now: Date): Promise<string | null> {
  if (!done.recurrence) return null;
  const dueDate = nextDueDate(done.dueDate, done.recurrence, berlinDate(now));
  const [successor] = await tx
    .insert(tasks)
    .values({
      projectId: done.projectId,
      title: done.title,
      description: done.description,
      status: "offen",
      priority: done.priority,
      dueDate,
      labels: done.labels,
      recurrence: done.recurrence,
      predecessorId: done.id,
      createdBy: viewer.id,
      updatedBy: viewer.id,
    })
    .onConflictDoNothing({ target: tasks.predecessorId })
    .returning({ id: tasks.id });
  if (!successor) return null;

  const [project] = await tx.select({ readRole: taskProjects.readRole, name: taskProjects.name }).from(taskProjects).where(eq(taskProjects.id, done.projectId));
  const previous = await tx.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, done.id));
  const keep = await usersWhoMayRead(
    tx,
    project!.readRole,
    previous.map((a) => a.userId),
  );
  if (keep.length) await tx.insert(taskAssignees).values(keep.map((userId) => ({ taskId: successor.id, userId, assignedBy: viewer.id })));
  // The checklist starts over; links (e.g. to last year's report) stay useful.
  await tx.execute(
    sql`INSERT INTO task_checklist_items (task_id, position, text) SELECT ${successor.id}, position, text FROM ${taskChecklistItems} WHERE task_id = ${done.id}`,
  );
  await tx.execute(
    sql`INSERT INTO task_links (task_id, kind, target_id, title, created_by) SELECT ${successor.id}, kind, target_id, title, ${viewer.id} FROM ${taskLinks} WHERE task_id = ${done.id}`,
  );
  await recordActivity(tx, {
    userId: viewer.id,
    type: "task_created",
    description: `Folgeaufgabe „${done.title}“ im Projekt „${project!.name}“ erstellt (fällig am ${formatGermanDate(dueDate)})`,
    metadata: { taskId: successor.id, predecessorId: done.id },
  });
  await recordAudit(tx, {
    actorUserId: viewer.id,
    action: "task.recurred",
    entityType: "task",
    entityId: successor.id,
    after: { predecessorId: done.id, dueDate, recurrence: done.recurrence },
  });
  return successor.id;
}

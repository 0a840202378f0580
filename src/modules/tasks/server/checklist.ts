/**
 * A task's checklist. Items change on their own (ticking one off does not bump the task's version,
 * so it never collides with someone editing the description); each change needs the task to be
 * readable and its project not archived.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { MAX_CHECKLIST_ITEMS, type ChecklistItem } from "../schema/task.ts";
import { namesOf } from "#platform/auth/people.ts";
import { writableProject, type TaskReader } from "./project-access.ts";
import { readableTask } from "./task-queries.ts";
import { taskChecklistItems, tasks } from "./tables.ts";

const itemNotFound = () => new HttpError(404, "not_found", "Der Punkt der Checkliste wurde nicht gefunden.");

async function writableTask(tx: Tx, viewer: TaskReader, taskId: string) {
  const task = await readableTask(tx, viewer, taskId, { forUpdate: true });
  await writableProject(tx, viewer, task.projectId);
  return task;
}

async function toItem(db: Db, row: typeof taskChecklistItems.$inferSelect): Promise<ChecklistItem> {
  const names = await namesOf(db, [row.doneBy]);
  return {
    id: row.id,
    text: row.text,
    done: row.done,
    doneByName: row.doneBy ? (names.get(row.doneBy) ?? null) : null,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

export async function addChecklistItem(db: Db, viewer: TaskReader, taskId: string, text: string): Promise<ChecklistItem> {
  const row = await db.transaction(async (tx) => {
    await writableTask(tx, viewer, taskId);
    const [existing] = await tx
      .select({ n: count(), last: sql<number | null>`max(${taskChecklistItems.position})` })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, taskId));
    if ((existing?.n ?? 0) >= MAX_CHECKLIST_ITEMS) throw new HttpError(409, "checklist_full", `Eine Checkliste hat höchstens ${MAX_CHECKLIST_ITEMS} Punkte.`);
    const [item] = await tx
      .insert(taskChecklistItems)
      .values({ taskId, text, position: (existing?.last ?? -1) + 1 })
      .returning();
    await touch(tx, viewer, taskId);
    return item!;
  });
  return toItem(db, row);
}

export async function updateChecklistItem(
  db: Db,
  viewer: TaskReader,
  taskId: string,
  itemId: string,
  input: { text?: string; done?: boolean },
): Promise<ChecklistItem> {
  const row = await db.transaction(async (tx) => {
    await writableTask(tx, viewer, taskId);
    const [before] = await tx
      .select()
      .from(taskChecklistItems)
      .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
    if (!before) throw itemNotFound();
    const done = input.done ?? before.done;
    const [item] = await tx
      .update(taskChecklistItems)
      .set({
        text: input.text ?? before.text,
        done,
        doneBy: done ? (before.done ? before.doneBy : viewer.id) : null,
        doneAt: done ? (before.done ? before.doneAt : new Date()) : null,
      })
      .where(eq(taskChecklistItems.id, itemId))
      .returning();
    if (input.done !== undefined && input.done !== before.done) {
      await recordAudit(tx, {
        actorUserId: viewer.id,
        action: done ? "task.checklist_checked" : "task.checklist_unchecked",
        entityType: "task",
        entityId: taskId,
        after: { item: item!.text },
      });
    }
    await touch(tx, viewer, taskId);
    return item!;
  });
  return toItem(db, row);
}

export async function deleteChecklistItem(db: Db, viewer: TaskReader, taskId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await writableTask(tx, viewer, taskId);
    const removed = await tx
      .delete(taskChecklistItems)
      .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
      .returning({ text: taskChecklistItems.text });
    if (!removed.length) throw itemNotFound();
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: "task.checklist_item_removed",
      entityType: "task",
      entityId: taskId,
      before: { item: removed[0]!.text },
    });
    await touch(tx, viewer, taskId);
  });
}

/** Marks the task as changed (lists sort by it) without a new version. */
async function touch(tx: Tx, viewer: TaskReader, taskId: string): Promise<void> {
  await tx.update(tasks).set({ updatedAt: new Date(), updatedBy: viewer.id }).where(eq(tasks.id, taskId));
}

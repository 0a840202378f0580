/** Comments on a task (Markdown, rendered sanitised); the assignees and the creator hear of them. */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { TaskComment } from "../schema/task.ts";
import { namesOf } from "#platform/auth/people.ts";
import { writableProject, type TaskReader } from "./project-access.ts";
import { readableTask } from "./task-queries.ts";
import { notifyCommented } from "./task-notifications.ts";
import { taskAssignees, taskComments } from "./tables.ts";

export async function addComment(db: Db, viewer: TaskReader, taskId: string, body: string): Promise<{ comment: TaskComment; deliveryIds: string[] }> {
  const { row, deliveryIds } = await db.transaction(async (tx) => {
    const task = await readableTask(tx, viewer, taskId);
    const project = await writableProject(tx, viewer, task.projectId);
    const [row] = await tx.insert(taskComments).values({ taskId, authorId: viewer.id, body }).returning();
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: "task.commented",
      entityType: "task",
      entityId: taskId,
      after: { commentId: row!.id, length: body.length },
    });
    const assignees = await tx.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    const recipients = [...assignees.map((a) => a.userId), ...(task.createdBy ? [task.createdBy] : [])];
    const excerpt = body.length > 280 ? `${body.slice(0, 279)}…` : body;
    const notice = await notifyCommented(
      tx,
      { id: task.id, title: task.title, dueDate: task.dueDate, projectName: project.name, readRole: project.readRole },
      recipients,
      viewer.id,
      excerpt,
    );
    return { row: row!, deliveryIds: notice.deliveryIds };
  });
  const names = await namesOf(db, [viewer.id]);
  return {
    comment: { id: row.id, authorId: viewer.id, authorName: names.get(viewer.id) ?? null, body: row.body, createdAt: row.createdAt.toISOString() },
    deliveryIds,
  };
}

/**
 * Linking a task to a discussion, a document or an assembly resolution. Where the target module
 * has registered a resolver, the target must exist and be readable by the person linking it, and
 * its own title is stored, whatever title was sent; otherwise the link is kept as given (the kind
 * decides where it opens). Resolvers are registered by src/composition/task-link-resolvers.ts.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError, invalidInput } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { LINK_KIND_LABELS, type LinkCreate, type TaskLink } from "../schema/link.ts";
import { linkPath, linkResolver } from "./link-targets.ts";
import { writableProject, type TaskReader } from "./project-access.ts";
import { readableTask } from "./task-queries.ts";
import { taskLinks } from "./tables.ts";

export async function addLink(db: Db, viewer: TaskReader, taskId: string, input: LinkCreate): Promise<TaskLink> {
  // The task first: someone who may not change it learns nothing about the target either.
  await writableProject(db, viewer, (await readableTask(db, viewer, taskId)).projectId);
  const resolver = linkResolver(input.kind);
  const target = resolver ? await resolver.resolve(db, viewer, input.targetId) : { title: input.title, path: linkPath(input.kind, input.targetId) };
  if (!target) throw invalidInput([`${LINK_KIND_LABELS[input.kind]}: Der Eintrag wurde nicht gefunden oder Sie dürfen ihn nicht sehen.`]);
  return db.transaction(async (tx) => {
    const task = await readableTask(tx, viewer, taskId);
    await writableProject(tx, viewer, task.projectId);
    const [row] = await tx
      .insert(taskLinks)
      .values({ taskId, kind: input.kind, targetId: input.targetId, title: resolver ? target.title.slice(0, 200) : input.title, createdBy: viewer.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, "link_exists", `Diese Aufgabe ist mit diesem Eintrag (${LINK_KIND_LABELS[input.kind]}) bereits verknüpft.`);
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: "task.linked",
      entityType: "task",
      entityId: taskId,
      after: { kind: input.kind, targetId: input.targetId },
    });
    return { id: row.id, kind: row.kind, targetId: row.targetId, title: row.title, path: target.path };
  });
}

export async function removeLink(db: Db, viewer: TaskReader, taskId: string, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await readableTask(tx, viewer, taskId);
    await writableProject(tx, viewer, task.projectId);
    const removed = await tx
      .delete(taskLinks)
      .where(and(eq(taskLinks.id, linkId), eq(taskLinks.taskId, taskId)))
      .returning();
    if (!removed.length) throw new HttpError(404, "not_found", "Die Verknüpfung wurde nicht gefunden.");
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: "task.unlinked",
      entityType: "task",
      entityId: taskId,
      before: { kind: removed[0]!.kind, targetId: removed[0]!.targetId },
    });
  });
}

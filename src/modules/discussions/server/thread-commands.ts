/**
 * Starting a thread, moderating it (pin, close, move; board), watching it and recording how far
 * the caller has read. Each change is one transaction with its audit entry; a new thread also
 * writes the activity log (discussion_created) and notifies mentioned people and the category's
 * watchers through the notification service.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import type { CreateThreadInput, ModerationInput, WatchLevel } from "../schema.ts";
import { isModerator, requireReadableCategory } from "./access.ts";
import { announcePost, withdrawPostNotifications } from "./discussion-notify.ts";
import { namesOf } from "#platform/auth/people.ts";
import { postText } from "./post-text.ts";
import { requireThread } from "./posts.ts";
import { categories, posts, threadUsers, threads } from "./tables.ts";

type Caller = Pick<AuthUser, "id" | "roles" | "email">;

export const mayNotWrite = () => new HttpError(403, "forbidden", "Sie dürfen in diesem Bereich nicht schreiben.");

export async function createThread(db: Db, user: Caller, input: CreateThreadInput): Promise<{ id: string; deliveryIds: string[] }> {
  const category = await requireReadableCategory(db, user, input.categoryId);
  if (!category.canWrite) throw mayNotWrite();
  const { text, mentionIds } = postText(input.body);
  const actorName = (await namesOf(db, [user.id])).get(user.id) ?? user.email;
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(threads)
      .values({ categoryId: category.id, authorId: user.id, title: input.title, highestPostNumber: 1, postCount: 1, lastPosterId: user.id })
      .returning({ id: threads.id });
    const [post] = await tx
      .insert(posts)
      .values({ threadId: thread!.id, postNumber: 1, authorId: user.id, body: input.body, bodyText: text })
      .returning({ id: posts.id });
    // The author watches their thread and has read it.
    await tx.insert(threadUsers).values({ userId: user.id, threadId: thread!.id, lastReadPostNumber: 1, watchLevel: "watching" });
    await tx
      .update(categories)
      .set({ threadCount: sql`${categories.threadCount} + 1`, lastPostAt: sql`now()` })
      .where(eq(categories.id, category.id));
    await recordActivity(tx, {
      userId: user.id,
      type: "discussion_created",
      description: `Diskussion „${input.title}“ in ${category.name} erstellt`,
      metadata: { threadId: thread!.id, categoryId: category.id },
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "discussion_thread_created",
      entityType: "discussion_thread",
      entityId: thread!.id,
      after: { title: input.title, categoryId: category.id },
    });
    const deliveryIds = await announcePost(tx, {
      threadId: thread!.id,
      threadTitle: input.title,
      categoryId: category.id,
      categoryName: category.name,
      postId: post!.id,
      postNumber: 1,
      text,
      actorId: user.id,
      actorName,
      mentionIds,
      isNewThread: true,
    });
    return { id: thread!.id, deliveryIds };
  });
}

const MODERATION_LABELS: Record<ModerationInput["action"], string> = {
  pin: "angeheftet",
  unpin: "gelöst",
  close: "geschlossen",
  reopen: "wieder geöffnet",
  move: "verschoben",
};

export async function moderateThread(db: Db, user: Caller, threadId: string, input: ModerationInput): Promise<{ version: number; message: string }> {
  if (!isModerator(user)) throw new HttpError(403, "forbidden", "Nur der Vorstand darf Themen anheften, schließen oder verschieben.");
  await requireThread(db, user, threadId);
  const target = input.action === "move" ? await requireReadableCategory(db, user, input.categoryId, "Der Zielbereich") : undefined;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(threads).where(eq(threads.id, threadId)).for("update");
    if (!current || current.deletedAt) throw notFound("Das Thema");
    if (current.version !== input.version) throw versionConflict(current.version);
    const change: Partial<typeof threads.$inferInsert> = { version: current.version + 1 };
    if (input.action === "pin") change.pinnedAt = new Date();
    if (input.action === "unpin") change.pinnedAt = null;
    if (input.action === "close") change.closedAt = new Date();
    if (input.action === "reopen") change.closedAt = null;
    if (target) {
      if (target.id === current.categoryId) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Das Thema ist bereits in diesem Bereich."]);
      change.categoryId = target.id;
      change.pinnedAt = null;
      await tx
        .update(categories)
        .set({ threadCount: sql`greatest(${categories.threadCount} - 1, 0)` })
        .where(eq(categories.id, current.categoryId));
      await tx
        .update(categories)
        .set({
          threadCount: sql`${categories.threadCount} + 1`,
          lastPostAt: sql`greatest(${categories.lastPostAt}, ${current.lastPostAt.toISOString()}::timestamptz)`,
        })
        .where(eq(categories.id, target.id));
    }
    await tx.update(threads).set(change).where(eq(threads.id, threadId));
    if (target) await withdrawPostNotifications(tx, { threadId }, target.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: `discussion_thread_${input.action}`,
      entityType: "discussion_thread",
      entityId: threadId,
      before: { pinned: current.pinnedAt !== null, closed: current.closedAt !== null, categoryId: current.categoryId },
      after: { action: input.action, ...(target ? { categoryId: target.id } : {}) },
    });
    return { version: current.version + 1, message: `Das Thema wurde ${MODERATION_LABELS[input.action]}.` };
  });
}

export async function setThreadWatch(db: Db, user: Caller, threadId: string, level: WatchLevel): Promise<{ level: WatchLevel }> {
  await requireThread(db, user, threadId);
  await db
    .insert(threadUsers)
    .values({ userId: user.id, threadId, watchLevel: level })
    .onConflictDoUpdate({ target: [threadUsers.userId, threadUsers.threadId], set: { watchLevel: level, updatedAt: sql`now()` } });
  return { level };
}

/** Records that the caller has read up to a post number (never backwards, never past the end). */
export async function markThreadRead(db: Db, user: Caller, threadId: string, postNumber: number): Promise<{ lastReadPostNumber: number }> {
  const thread = await requireThread(db, user, threadId);
  const upTo = Math.min(postNumber, thread.highest);
  const [row] = await db
    .insert(threadUsers)
    .values({ userId: user.id, threadId, lastReadPostNumber: upTo })
    .onConflictDoUpdate({
      target: [threadUsers.userId, threadUsers.threadId],
      set: { lastReadPostNumber: sql`greatest(${threadUsers.lastReadPostNumber}, excluded.last_read_post_number)`, updatedAt: sql`now()` },
    })
    .returning({ lastReadPostNumber: threadUsers.lastReadPostNumber });
  return { lastReadPostNumber: row?.lastReadPostNumber ?? upTo };
}

/**
 * Replies, edits and deletions. A reply locks its thread row, so concurrent replies get
 * consecutive post numbers and the thread's counters stay exact. An edit keeps the replaced text
 * as a revision ("bearbeitet" shows the history) and tells only newly mentioned people. Deleting
 * is soft: the post stays as "Beitrag gelöscht"; deleting the opening post deletes the thread.
 * Authors may change their own posts while they may write in the category; the board always.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { EditPostInput, ReplyInput } from "../schema.ts";
import { isModerator, requireReadableCategory } from "./access.ts";
import { announceEditMentions, announcePost, withdrawPostNotifications } from "./discussion-notify.ts";
import { namesOf } from "#platform/auth/people.ts";
import { postText } from "./post-text.ts";
import { requireThread } from "./posts.ts";
import { categories, postRevisions, posts, threadUsers, threads } from "./tables.ts";
import { mayNotWrite } from "./thread-commands.ts";

type Caller = Pick<AuthUser, "id" | "roles" | "email">;

export async function reply(db: Db, user: Caller, threadId: string, input: ReplyInput): Promise<{ id: string; postNumber: number; deliveryIds: string[] }> {
  const thread = await requireThread(db, user, threadId);
  const category = await requireReadableCategory(db, user, thread.categoryId, "Das Thema");
  if (!category.canWrite) throw mayNotWrite();
  const { text, mentionIds } = postText(input.body);
  const actorName = (await namesOf(db, [user.id])).get(user.id) ?? user.email;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(threads).where(eq(threads.id, threadId)).for("update");
    if (!current || current.deletedAt) throw notFound("Das Thema");
    if (current.closedAt && !isModerator(user)) throw new HttpError(409, "thread_closed", "Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.");
    if (input.quotedPostId) {
      const [quoted] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, input.quotedPostId), eq(posts.threadId, threadId)));
      if (!quoted) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Der zitierte Beitrag gehört nicht zu diesem Thema."]);
    }
    const postNumber = current.highestPostNumber + 1;
    const [post] = await tx
      .insert(posts)
      .values({ threadId, postNumber, authorId: user.id, body: input.body, bodyText: text, quotedPostId: input.quotedPostId ?? null })
      .returning({ id: posts.id });
    await tx
      .update(threads)
      .set({ highestPostNumber: postNumber, postCount: sql`${threads.postCount} + 1`, lastPostAt: sql`now()`, lastPosterId: user.id })
      .where(eq(threads.id, threadId));
    await tx.update(categories).set({ lastPostAt: sql`now()` }).where(eq(categories.id, current.categoryId));
    // Whoever replies has read the thread and, unless they chose otherwise, watches it from now on.
    await tx
      .insert(threadUsers)
      .values({ userId: user.id, threadId, lastReadPostNumber: postNumber, watchLevel: "watching" })
      .onConflictDoUpdate({
        target: [threadUsers.userId, threadUsers.threadId],
        set: { lastReadPostNumber: postNumber, watchLevel: sql`coalesce(${threadUsers.watchLevel}, 'watching')`, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "discussion_post_created",
      entityType: "discussion_post",
      entityId: post!.id,
      after: { threadId, postNumber },
    });
    const deliveryIds = await announcePost(tx, {
      threadId,
      threadTitle: current.title,
      categoryId: current.categoryId,
      categoryName: category.name,
      postId: post!.id,
      postNumber,
      text,
      actorId: user.id,
      actorName,
      mentionIds,
      isNewThread: false,
    });
    return { id: post!.id, postNumber, deliveryIds };
  });
}

async function postForChange(db: Db, user: Caller, postId: string) {
  const [post] = await db.select({ threadId: posts.threadId }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound("Der Beitrag");
  const thread = await requireThread(db, user, post.threadId).catch(() => {
    throw notFound("Der Beitrag");
  });
  const category = await requireReadableCategory(db, user, thread.categoryId, "Der Beitrag");
  return { thread, category };
}

function assertMayChange(user: Caller, authorId: string | null, canWrite: boolean, verb: string): void {
  if (isModerator(user)) return;
  if (authorId === user.id && canWrite) return;
  throw new HttpError(403, "forbidden", `Sie dürfen nur eigene Beiträge ${verb}.`);
}

export async function editPost(db: Db, user: Caller, postId: string, input: EditPostInput): Promise<{ version: number; deliveryIds: string[] }> {
  const { thread, category } = await postForChange(db, user, postId);
  const { text, mentionIds } = postText(input.body);
  const actorName = (await namesOf(db, [user.id])).get(user.id) ?? user.email;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for("update");
    if (!current || current.deletedAt) throw notFound("Der Beitrag");
    assertMayChange(user, current.authorId, category.canWrite, "bearbeiten");
    if (current.version !== input.version) throw versionConflict(current.version);
    const retitle = current.postNumber === 1 && input.title !== undefined && input.title !== thread.title;
    if (current.body === input.body && !retitle) return { version: current.version, deliveryIds: [] };
    await tx
      .insert(postRevisions)
      .values({ postId, revision: current.editCount + 1, title: retitle ? thread.title : null, body: current.body, editedBy: user.id });
    await tx
      .update(posts)
      .set({ body: input.body, bodyText: text, editedAt: new Date(), editCount: current.editCount + 1, version: current.version + 1 })
      .where(eq(posts.id, postId));
    if (retitle)
      await tx
        .update(threads)
        .set({ title: input.title!, version: sql`${threads.version} + 1` })
        .where(eq(threads.id, thread.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "discussion_post_edited",
      entityType: "discussion_post",
      entityId: postId,
      before: { body: current.body, ...(retitle ? { title: thread.title } : {}) },
      after: { body: input.body, ...(retitle ? { title: input.title } : {}) },
      reason: current.authorId === user.id ? null : "Moderation",
    });
    const deliveryIds = await announceEditMentions(tx, {
      threadId: thread.id,
      threadTitle: retitle ? input.title! : thread.title,
      categoryId: thread.categoryId,
      categoryName: category.name,
      postId,
      postNumber: current.postNumber,
      text,
      actorId: user.id,
      actorName,
      mentionIds,
      isNewThread: false,
    });
    return { version: current.version + 1, deliveryIds };
  });
}

export async function deletePost(db: Db, user: Caller, postId: string, version: number): Promise<{ threadDeleted: boolean }> {
  const { thread, category } = await postForChange(db, user, postId);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for("update");
    if (!current || current.deletedAt) throw notFound("Der Beitrag");
    assertMayChange(user, current.authorId, category.canWrite, "löschen");
    if (current.version !== version) throw versionConflict(current.version);
    const reason = current.authorId === user.id ? null : "Moderation";
    if (current.postNumber === 1) {
      await tx
        .update(threads)
        .set({ deletedAt: new Date(), deletedBy: user.id, version: sql`${threads.version} + 1` })
        .where(eq(threads.id, thread.id));
      await tx
        .update(categories)
        .set({ threadCount: sql`greatest(${categories.threadCount} - 1, 0)` })
        .where(eq(categories.id, thread.categoryId));
      await withdrawPostNotifications(tx, { threadId: thread.id });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: "discussion_thread_deleted",
        entityType: "discussion_thread",
        entityId: thread.id,
        before: { title: thread.title },
        reason,
      });
      return { threadDeleted: true };
    }
    await tx
      .update(posts)
      .set({ deletedAt: new Date(), deletedBy: user.id, version: current.version + 1 })
      .where(eq(posts.id, postId));
    await tx
      .update(threads)
      .set({ postCount: sql`greatest(${threads.postCount} - 1, 0)` })
      .where(eq(threads.id, thread.id));
    await withdrawPostNotifications(tx, { postId });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "discussion_post_deleted",
      entityType: "discussion_post",
      entityId: postId,
      before: { body: current.body },
      reason,
    });
    return { threadDeleted: false };
  });
}

/**
 * Reading a thread: the thread as the caller sees it, and its posts in pages by post number
 * (after N, or before N walking back), starting around the caller's first unread post. Deleted
 * posts stay in place as "Beitrag gelöscht" without their text. Edit and delete rights are
 * decided here per post, the same way the changes decide them.
 */
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { notFound } from "#platform/http/errors.ts";
import type { Post, PostPage, PostsQuery, Revision, ThreadDetail } from "../schema.ts";
import { MENTION_SCHEME } from "../domain/mentions.ts";
import { isModerator, readableCategoryIds, requireReadableCategory } from "./access.ts";
import { namesOf } from "#platform/auth/people.ts";
import { displayNameSql, personRef } from "./people.ts";
import { postRevisions, posts } from "./tables.ts";
import { loadThreadRow, toSummary, type ThreadRow } from "./thread-list.ts";

type Caller = Pick<AuthUser, "id" | "roles">;
const quoted = sql.raw("q");
// drizzle prints a column of a single-table query without its table, which inside a sub-select
// would bind to the sub-select's own table; these name the outer row explicitly.
const outerQuotedId = sql.raw(`"discussion_posts"."quoted_post_id"`);

/** The thread if the caller may read it (404 otherwise: a board thread does not exist for a member). */
export async function requireThread(db: Db, user: Caller, threadId: string): Promise<ThreadRow> {
  const row = await loadThreadRow(db, user, threadId, await readableCategoryIds(db, user));
  if (!row) throw notFound("Das Thema");
  return row;
}

const MENTION_IDS = new RegExp(`\\]\\(${MENTION_SCHEME}([A-Za-z0-9_-]{1,100})\\)`, "g");

async function loadPosts(db: Db, user: Caller, thread: ThreadRow, canWrite: boolean, query: PostsQuery): Promise<PostPage> {
  const backwards = query.before !== undefined;
  const bound = backwards ? lt(posts.postNumber, query.before!) : gt(posts.postNumber, query.after ?? 0);
  const rows = await db
    .select({
      id: posts.id,
      postNumber: posts.postNumber,
      authorId: posts.authorId,
      authorName: displayNameSql(sql.raw(`"discussion_posts"."author_id"`)),
      body: posts.body,
      quotedPostId: posts.quotedPostId,
      quotedNumber: sql<number | null>`(SELECT ${quoted}.post_number FROM discussion_posts ${quoted} WHERE ${quoted}.id = ${outerQuotedId})`,
      quotedAuthorId: sql<string | null>`(SELECT ${quoted}.author_id FROM discussion_posts ${quoted} WHERE ${quoted}.id = ${outerQuotedId})`,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      editCount: posts.editCount,
      deletedAt: posts.deletedAt,
      version: posts.version,
    })
    .from(posts)
    .where(and(eq(posts.threadId, thread.id), bound))
    .orderBy(backwards ? desc(posts.postNumber) : asc(posts.postNumber))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  const moderator = isModerator(user);
  const people = new Set<string>();
  for (const row of page) {
    if (row.deletedAt) continue;
    for (const match of row.body.matchAll(MENTION_IDS)) people.add(match[1]!);
    if (row.quotedAuthorId) people.add(row.quotedAuthorId);
  }
  const names = await namesOf(db, [...people]);
  const items: Post[] = page.map((row) => {
    const own = row.authorId === user.id;
    const live = !row.deletedAt;
    return {
      id: row.id,
      postNumber: row.postNumber,
      author: personRef(row.authorId, row.authorName),
      body: live ? row.body : null,
      quotedPost:
        row.quotedPostId && row.quotedNumber
          ? {
              id: row.quotedPostId,
              postNumber: row.quotedNumber,
              author: personRef(row.quotedAuthorId, row.quotedAuthorId ? (names.get(row.quotedAuthorId) ?? null) : null),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      editCount: row.editCount,
      deleted: !live,
      version: row.version,
      canEdit: live && (moderator || (own && canWrite)),
      canDelete: live && (moderator || (own && canWrite)),
    };
  });
  const first = page[0]?.postNumber;
  const last = page.at(-1)?.postNumber;
  return {
    posts: items,
    people: Object.fromEntries(names),
    hasEarlier: backwards ? more : first !== undefined && first > 1,
    hasLater: backwards ? last !== undefined && last < thread.highest : more,
  };
}

export async function getThread(db: Db, user: Caller, threadId: string): Promise<ThreadDetail> {
  const row = await requireThread(db, user, threadId);
  const category = await requireReadableCategory(db, user, row.categoryId, "Das Thema");
  const summary = toSummary(row);
  // Open at the first unread post, with a little context before it.
  const after = summary.firstUnreadPostNumber && summary.firstUnreadPostNumber > 1 ? Math.max(0, summary.firstUnreadPostNumber - 3) : 0;
  const page = await loadPosts(db, user, row, category.canWrite, { after, limit: 50 });
  const moderator = isModerator(user);
  return {
    thread: { ...summary, version: row.version, lastReadPostNumber: row.lastRead ?? 0, highestPostNumber: row.highest },
    category: { id: category.id, name: category.name },
    permissions: { canReply: category.canWrite && (!row.closed || moderator), canModerate: moderator },
    ...page,
  };
}

export async function listPosts(db: Db, user: Caller, threadId: string, query: PostsQuery): Promise<PostPage> {
  const row = await requireThread(db, user, threadId);
  const category = await requireReadableCategory(db, user, row.categoryId, "Das Thema");
  return loadPosts(db, user, row, category.canWrite, query);
}

export async function listRevisions(db: Db, user: Caller, postId: string): Promise<{ items: Revision[]; current: { body: string; editedAt: string | null } }> {
  const [post] = await db
    .select({ threadId: posts.threadId, body: posts.body, editedAt: posts.editedAt, deletedAt: posts.deletedAt })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.deletedAt) throw notFound("Der Beitrag");
  await requireThread(db, user, post.threadId).catch(() => {
    throw notFound("Der Beitrag");
  });
  const rows = await db
    .select({
      revision: postRevisions.revision,
      title: postRevisions.title,
      body: postRevisions.body,
      editedBy: postRevisions.editedBy,
      editedByName: displayNameSql(sql.raw(`"discussion_post_revisions"."edited_by"`)),
      editedAt: postRevisions.editedAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.revision));
  return {
    current: { body: post.body, editedAt: post.editedAt?.toISOString() ?? null },
    items: rows.map((r) => ({
      revision: r.revision,
      title: r.title,
      body: r.body,
      editedBy: personRef(r.editedBy, r.editedByName),
      editedAt: r.editedAt.toISOString(),
    })),
  };
}

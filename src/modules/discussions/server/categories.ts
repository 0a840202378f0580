/**
 * The categories ("Bereiche") a caller may read, with their unread and new thread counts, and
 * their administration. The counts never scan posts, nor all threads: "unread" joins the caller's
 * own read positions (one row per thread they opened) to the threads' counters, less deleted posts
 * (an index of deleted posts only); "new" looks only
 * at threads created in the last NEW_THREAD_DAYS days (an index range) that the caller has not
 * opened and whose category they have not marked read since.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { NEW_THREAD_DAYS, type CategoryDetail, type CategoryInput, type CategorySummary, type CategoryUpdate, type WatchLevel } from "../schema.ts";
import { mayRead, rowsOf } from "./access.ts";
import { categories, categoryMembers, categoryUsers } from "./tables.ts";
import { namesOf } from "#platform/auth/people.ts";
import { textArray } from "./sql-arrays.ts";
import { deletedAfter } from "./thread-list.ts";

type Caller = Pick<AuthUser, "id" | "roles">;

export async function listCategories(db: Db, user: Caller): Promise<{ items: CategorySummary[] }> {
  const result = await db.execute(sql`
    WITH readable AS (
      SELECT c.id FROM discussion_categories c WHERE ${mayReadRaw(user)}
    ), tracked AS (
      SELECT t.category_id, count(*)::int AS n
      FROM discussion_thread_users tu JOIN discussion_threads t ON t.id = tu.thread_id
      WHERE tu.user_id = ${user.id} AND t.deleted_at IS NULL AND t.highest_post_number > tu.last_read_post_number
        AND t.highest_post_number - tu.last_read_post_number > ${deletedAfter(sql`tu.last_read_post_number`)}
        AND tu.watch_level IS DISTINCT FROM 'muted' AND t.category_id IN (SELECT id FROM readable)
      GROUP BY t.category_id
    ), fresh AS (
      SELECT t.category_id, count(*)::int AS n
      FROM discussion_threads t
      LEFT JOIN discussion_category_users cu ON cu.category_id = t.category_id AND cu.user_id = ${user.id}
      WHERE t.deleted_at IS NULL AND t.created_at > now() - make_interval(days => ${NEW_THREAD_DAYS})
        AND t.created_at > coalesce(cu.dismissed_at, '-infinity') AND t.category_id IN (SELECT id FROM readable)
        AND NOT EXISTS (SELECT 1 FROM discussion_thread_users tu WHERE tu.user_id = ${user.id} AND tu.thread_id = t.id)
      GROUP BY t.category_id
    )
    SELECT c.id, c.slug, c.name, c.description, c.read_roles AS "readRoles", c.write_roles AS "writeRoles", c.thread_count AS "threadCount",
           c.last_post_at::text AS "lastPostAt", c.version, ${mayWriteRaw(user)} AS "canWrite",
           (c.read_roles <> '{mitglied}' OR EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = c.id)) AS restricted,
           coalesce(cu.watch_level, 'normal') AS "watchLevel",
           CASE WHEN cu.watch_level = 'muted' THEN 0 ELSE coalesce(tracked.n, 0) END AS "unreadThreads",
           CASE WHEN cu.watch_level = 'muted' THEN 0 ELSE coalesce(fresh.n, 0) END AS "newThreads"
    FROM discussion_categories c
    JOIN readable ON readable.id = c.id
    LEFT JOIN discussion_category_users cu ON cu.category_id = c.id AND cu.user_id = ${user.id}
    LEFT JOIN tracked ON tracked.category_id = c.id
    LEFT JOIN fresh ON fresh.category_id = c.id
    WHERE c.archived_at IS NULL
    ORDER BY c.position, c.name`);
  const items = rowsOf<CategorySummary & { lastPostAt: string | null }>(result).map((r) => ({
    ...r,
    lastPostAt: r.lastPostAt ? new Date(r.lastPostAt).toISOString() : null,
  }));
  return { items };
}

// The same rules as access.ts, over the alias "c" of the raw query above.
function mayReadRaw(user: Caller) {
  return sql`(c.archived_at IS NULL AND (discussion_roles_satisfy(${textArray(user.roles)}, c.read_roles) OR EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = c.id AND m.user_id = ${user.id})))`;
}
function mayWriteRaw(user: Caller) {
  return sql`(c.archived_at IS NULL AND ((discussion_roles_satisfy(${textArray(user.roles)}, c.write_roles) AND discussion_roles_satisfy(${textArray(user.roles)}, c.read_roles)) OR EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = c.id AND m.user_id = ${user.id})))`;
}

export async function setCategoryWatch(db: Db, user: Caller, categoryId: string, level: WatchLevel): Promise<{ level: WatchLevel }> {
  await requireReadable(db, user, categoryId);
  await db
    .insert(categoryUsers)
    .values({ userId: user.id, categoryId, watchLevel: level })
    .onConflictDoUpdate({ target: [categoryUsers.userId, categoryUsers.categoryId], set: { watchLevel: level } });
  return { level };
}

/** "Alle als gelesen markieren": no thread before now is new, every opened thread is read to its end. */
export async function markCategoryRead(db: Db, user: Caller, categoryId: string): Promise<void> {
  await requireReadable(db, user, categoryId);
  await db.transaction(async (tx) => {
    await tx
      .insert(categoryUsers)
      .values({ userId: user.id, categoryId, dismissedAt: sql`now()` })
      .onConflictDoUpdate({ target: [categoryUsers.userId, categoryUsers.categoryId], set: { dismissedAt: sql`now()` } });
    await tx.execute(sql`
      UPDATE discussion_thread_users tu SET last_read_post_number = t.highest_post_number, updated_at = now()
      FROM discussion_threads t
      WHERE tu.thread_id = t.id AND tu.user_id = ${user.id} AND t.category_id = ${categoryId} AND t.highest_post_number > tu.last_read_post_number`);
  });
}

async function requireReadable(db: Db, user: Caller, categoryId: string): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), mayRead(user)));
  if (!row) throw notFound("Der Bereich");
}

// ---- administration (admin only; the route's access key decides) ----

function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
  return base || "bereich";
}

export async function getCategory(db: Db, user: Caller, id: string): Promise<CategoryDetail> {
  const { items } = await listCategories(db, user);
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound("Der Bereich");
  const memberRows = await db.select({ userId: categoryMembers.userId }).from(categoryMembers).where(eq(categoryMembers.categoryId, id));
  const names = await namesOf(
    db,
    memberRows.map((m) => m.userId),
  );
  const summary = items.find((c) => c.id === id);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    readRoles: row.readRoles,
    writeRoles: row.writeRoles,
    restricted: row.readRoles.join() !== "mitglied" || memberRows.length > 0,
    threadCount: row.threadCount,
    lastPostAt: row.lastPostAt?.toISOString() ?? null,
    unreadThreads: summary?.unreadThreads ?? 0,
    newThreads: summary?.newThreads ?? 0,
    watchLevel: summary?.watchLevel ?? "normal",
    canWrite: summary?.canWrite ?? false,
    version: row.version,
    archived: row.archivedAt !== null,
    members: memberRows.map((m) => ({ id: m.userId, name: names.get(m.userId) ?? "Ehemaliges Mitglied" })).sort((a, b) => a.name.localeCompare(b.name, "de")),
  };
}

/** Every category, archived included, for the administration dialog. */
export async function listAllCategories(db: Db): Promise<{ items: { id: string; name: string; archived: boolean; version: number }[] }> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, archivedAt: categories.archivedAt, version: categories.version })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  return { items: rows.map((r) => ({ id: r.id, name: r.name, archived: r.archivedAt !== null, version: r.version })) };
}

async function knownUsers(db: Pick<Db, "execute">, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM profiles WHERE id = ANY(${textArray(ids)})`));
  if (found.length !== new Set(ids).size)
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Mitglieder: Eine der gewählten Personen gibt es nicht."]);
}

export async function createCategory(db: Db, user: Caller, input: CategoryInput): Promise<CategoryDetail> {
  await knownUsers(db, input.memberIds);
  const id = await db.transaction(async (tx) => {
    let slug = slugOf(input.name);
    const taken = await tx
      .select({ slug: categories.slug })
      .from(categories)
      .where(sql`${categories.slug} LIKE ${`${slug}%`}`);
    if (taken.some((t) => t.slug === slug)) slug = `${slug}-${taken.length + 1}`;
    const [row] = await tx
      .insert(categories)
      .values({ slug, name: input.name, description: input.description, readRoles: input.readRoles, writeRoles: input.writeRoles, position: input.position })
      .returning({ id: categories.id });
    if (input.memberIds.length) await tx.insert(categoryMembers).values([...new Set(input.memberIds)].map((userId) => ({ categoryId: row!.id, userId })));
    await recordAudit(tx, { actorUserId: user.id, action: "discussion_category_created", entityType: "discussion_category", entityId: row!.id, after: input });
    return row!.id;
  });
  return getCategory(db, user, id);
}

export async function updateCategory(db: Db, user: Caller, id: string, input: CategoryUpdate): Promise<CategoryDetail> {
  await knownUsers(db, input.memberIds);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw notFound("Der Bereich");
    if (current.version !== input.version) throw versionConflict(current.version);
    const before = {
      name: current.name,
      description: current.description,
      readRoles: current.readRoles,
      writeRoles: current.writeRoles,
      archived: current.archivedAt !== null,
    };
    await tx
      .update(categories)
      .set({
        name: input.name,
        description: input.description,
        readRoles: input.readRoles,
        writeRoles: input.writeRoles,
        position: input.position,
        archivedAt: input.archived ? (current.archivedAt ?? new Date()) : null,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id));
    await tx.delete(categoryMembers).where(eq(categoryMembers.categoryId, id));
    if (input.memberIds.length) await tx.insert(categoryMembers).values([...new Set(input.memberIds)].map((userId) => ({ categoryId: id, userId })));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "discussion_category_updated",
      entityType: "discussion_category",
      entityId: id,
      before,
      after: input,
    });
  });
  return getCategory(db, user, id);
}

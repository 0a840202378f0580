/**
 * Discussions at the scale: 10,000 threads and 200,000 posts in 8 categories (one for
 * the board only, so a member's lists are scoped), spread over three years with a few hundred
 * threads in the last 30 days ("neu"), one post in fifty soft-deleted, and a member who has read
 * 2,000 threads, 300 of them not to the end. Targets: the category list with unread counts and the thread lists (first page and a
 * page deep in the list by cursor) as that member, p95 under 50 ms at 10 connections; thread
 * detail and search for comparison.
 */
import type { ModuleBench } from "../module-bench.ts";
import { encodeCursor } from "#platform/paging/keyset.ts";

const THREADS = Number(process.env.BENCH_DISCUSSION_THREADS ?? 10_000);
const POSTS_PER_THREAD = 20;

interface Seeded {
  member: { userId: string; sessionId: string };
  categoryId: string;
  threadId: string;
  deepCursor: string;
}

async function one<T>(database: { db: { execute(q: unknown): Promise<unknown> } }, text: string): Promise<T> {
  const { sql } = await import("drizzle-orm");
  const result = (await database.db.execute(sql.raw(text))) as { rows?: T[] } | T[];
  return (Array.isArray(result) ? result : (result.rows ?? []))[0]!;
}

export const bench: ModuleBench = {
  module: "discussions",
  async seed({ database, adminUserId, createUser }) {
    const member = await createUser(["mitglied"]);
    await database.execScript(`
      INSERT INTO discussion_categories (slug, name, read_roles, write_roles, position)
      SELECT 'bench-' || g, 'Bench-Bereich ' || g, CASE WHEN g = 8 THEN '{vorstand}'::text[] ELSE '{mitglied}'::text[] END, '{mitglied}', g
      FROM generate_series(1, 8) g;

      INSERT INTO discussion_threads (category_id, author_id, title, highest_post_number, post_count, last_post_at, last_poster_id, created_at)
      SELECT c.id, '${adminUserId}',
        (ARRAY['Förderprogramm', 'Novelle § 23 AEG', 'Arbeitskreis Technik', 'Stellwerk', 'Gleisanschluss', 'Haushalt', 'Anhörung', 'Regulierung'])[1 + g % 8] || ' Thema ' || g,
        ${POSTS_PER_THREAD}, ${POSTS_PER_THREAD},
        now() - make_interval(mins => (g * 157) % (3 * 365 * 24 * 60)) ,
        '${adminUserId}',
        now() - make_interval(mins => (g * 157) % (3 * 365 * 24 * 60)) - interval '2 days'
      FROM generate_series(1, ${THREADS}) g
      JOIN discussion_categories c ON c.slug = 'bench-' || (1 + g % 8);

      INSERT INTO discussion_posts (thread_id, post_number, author_id, body, body_text, created_at)
      SELECT t.id, n, '${adminUserId}', b.body, b.body, t.created_at + make_interval(mins => n * 30)
      FROM discussion_threads t
      CROSS JOIN generate_series(1, ${POSTS_PER_THREAD}) n
      CROSS JOIN LATERAL (SELECT (ARRAY[
        'Die Förderrichtlinie für Gleisanschlüsse verlangt einen Eigenanteil von fünfzig Prozent.',
        'Zur Anhörung im Verkehrsausschuss bereiten wir eine Stellungnahme vor.',
        'Das digitale Stellwerk auf der Nebenstrecke geht im Frühjahr in Betrieb.',
        'Die Unterhaltungskosten je Kilometer liegen bei etwa achtzehntausend Euro im Jahr.',
        'Bitte die Zahlen bis Freitag an die Geschäftsstelle schicken.'
      ])[1 + (n + abs(hashtext(t.id::text))) % 5] || ' Beitrag ' || n AS body) b
      WHERE t.category_id IN (SELECT id FROM discussion_categories WHERE slug LIKE 'bench-%');

      -- One post in fifty (never a thread's first) is soft-deleted: unread counts subtract those
      -- after the reader's position through the partial index of deleted posts (0104).
      UPDATE discussion_posts SET deleted_at = created_at + interval '1 hour' WHERE post_number > 1 AND abs(hashtext(id::text)) % 50 = 0;
      UPDATE discussion_threads t SET post_count = t.post_count - d.n
      FROM (SELECT thread_id, count(*)::int AS n FROM discussion_posts WHERE deleted_at IS NOT NULL GROUP BY thread_id) d
      WHERE d.thread_id = t.id;

      UPDATE discussion_categories c SET thread_count = s.n, last_post_at = s.last
      FROM (SELECT category_id, count(*) AS n, max(last_post_at) AS last FROM discussion_threads GROUP BY category_id) s
      WHERE s.category_id = c.id;

      -- The member has opened 2,000 threads (not the 200 newest, which stay "neu"); 300 of them
      -- have posts they have not read.
      INSERT INTO discussion_thread_users (user_id, thread_id, last_read_post_number)
      SELECT '${member.userId}', t.id, CASE WHEN row_number() OVER (ORDER BY t.last_post_at DESC) <= 300 THEN ${POSTS_PER_THREAD - 5} ELSE ${POSTS_PER_THREAD} END
      FROM (SELECT id, last_post_at FROM discussion_threads ORDER BY last_post_at DESC OFFSET 200 LIMIT 2000) t;
      ANALYZE discussion_threads; ANALYZE discussion_posts; ANALYZE discussion_thread_users; ANALYZE discussion_categories;
    `);
    const category = await one<{ id: string }>(database, "SELECT id FROM discussion_categories WHERE slug = 'bench-1'");
    // 900 threads deep at the default scale; a small BENCH_DISCUSSION_THREADS run still finds a thread.
    const deep = await one<{ id: string; key: string }>(
      database,
      `SELECT id, last_post_at::text AS key FROM discussion_threads WHERE category_id = '${category.id}' AND deleted_at IS NULL AND pinned_at IS NULL ORDER BY last_post_at DESC, id DESC OFFSET ${Math.min(900, Math.floor(THREADS / 8) - 1)} LIMIT 1`,
    );
    const seeded: Seeded = {
      member,
      categoryId: category.id,
      threadId: deep.id,
      deepCursor: encodeCursor("activity", { before: false, key: deep.key, id: deep.id }),
    };
    return seeded as unknown as Record<string, unknown>;
  },
  async targets({ headerFor }, raw) {
    const seeded = raw as unknown as Seeded;
    const headers = await headerFor(seeded.member);
    const target = (name: string, path: string, kind: "list" | "search" = "list") => ({ name, kind, method: "GET" as const, path, headers, expect: [200] });
    return [
      // The same member's cheapest authenticated call, for comparing within one run on a busy machine.
      target("GET discussions baseline (notifications summary)", "/api/notifications/summary"),
      target("GET discussions categories+unread", "/api/discussions/categories"),
      target("GET discussions threads (category)", `/api/discussions/threads?categoryId=${seeded.categoryId}`),
      target("GET discussions threads (all)", "/api/discussions/threads"),
      target("GET discussions threads (deep cursor)", `/api/discussions/threads?categoryId=${seeded.categoryId}&cursor=${seeded.deepCursor}`),
      target("GET discussions thread detail", `/api/discussions/threads/${seeded.threadId}`),
      target("GET discussions search", `/api/discussions/search?q=${encodeURIComponent("Förderrichtlinie")}`, "search"),
    ];
  },
};

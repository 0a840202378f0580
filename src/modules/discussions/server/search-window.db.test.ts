/**
 * The search walks the newest posts first and goes on with the text indexes only when that
 * window holds no full page (platform/paging/windowed-search.ts). Whatever the window, the pages
 * are the same: every readable hit once, newest first, a title hit as its opening post, nothing
 * deleted and nothing from a category the reader may not read, paged by cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase, getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { rowsRead } from "../../../../tests/helpers/rows-read.ts";
import { searchDiscussions } from "./search.ts";

const run = Date.now().toString(36);
const WORD = `Schwellenrost${run}`;
const EVERYWHERE = `Gleisbett${run}`;
let db: Db;
let member: { id: string; roles: ["mitglied"] };

beforeAll(async () => {
  db = await getDb();
  const author = (await createUser({ roles: ["vorstand"] })).id;
  member = { id: (await createUser({ roles: ["mitglied"] })).id, roles: ["mitglied"] };
  // 30 threads of 4 posts, one post every 10 minutes, in an open and a board-only category:
  // the word in every third post's body, in every fifth thread's title, in a few deleted posts.
  await (await getDatabase()).execScript(`
    INSERT INTO discussion_categories (slug, name, read_roles, write_roles, position) VALUES
      ('fenster-offen-${run}', 'Offen ${run}', '{mitglied}', '{mitglied}', 90), ('fenster-vorstand-${run}', 'Vorstand ${run}', '{vorstand}', '{vorstand}', 91);
    INSERT INTO discussion_threads (category_id, author_id, title, highest_post_number, post_count, created_at)
    SELECT c.id, '${author}', CASE WHEN g % 5 = 0 THEN 'Über ${WORD} Nummer ' || g ELSE 'Thema ' || g || ' ${run}' END, 4, 4, now() - make_interval(hours => g)
    FROM generate_series(1, 30) g JOIN discussion_categories c ON c.slug = CASE WHEN g % 4 = 0 THEN 'fenster-vorstand-${run}' ELSE 'fenster-offen-${run}' END;
    INSERT INTO discussion_posts (thread_id, post_number, author_id, body, body_text, created_at, deleted_at)
    SELECT t.id, n, '${author}', b.body, b.body, t.created_at + make_interval(mins => n * 10 + (row_number() OVER ())::int), CASE WHEN n = 2 AND r % 7 = 0 THEN now() END
    FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at) AS r FROM discussion_threads WHERE title LIKE '%${run}%') t
    CROSS JOIN generate_series(1, 4) n
    CROSS JOIN LATERAL (SELECT CASE WHEN (t.r * 4 + n) % 3 = 0 THEN 'Der ${WORD} ist verbaut.' ELSE 'Nichts davon.' END AS body) b;
    -- 300 older posts that all hold another word (a word as frequent as "Förderrichtlinie" in the bench).
    INSERT INTO discussion_threads (category_id, author_id, title, highest_post_number, post_count, created_at)
    SELECT c.id, '${author}', 'Altes Thema ' || g || ' ${run}', 30, 30, now() - interval '400 days' - make_interval(days => g)
    FROM generate_series(1, 10) g JOIN discussion_categories c ON c.slug = 'fenster-offen-${run}';
    INSERT INTO discussion_posts (thread_id, post_number, author_id, body, body_text, created_at)
    SELECT t.id, n, '${author}', 'Das ${EVERYWHERE} ist nass.', 'Das ${EVERYWHERE} ist nass.', t.created_at + make_interval(mins => n)
    FROM discussion_threads t CROSS JOIN generate_series(1, 30) n WHERE t.title LIKE 'Altes Thema %${run}';
  `);
}, 120_000);
afterAll(() => closeDatabase());

async function allPages(window?: number) {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await searchDiscussions(db, member, WORD.toLowerCase(), cursor, window);
    seen.push(...page.items.map((i) => i.postId));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}

describe("search through a window of the newest posts", () => {
  it("finds the same hits in the same order whatever the window", async () => {
    const expected = rowsOf<{ id: string }>(
      await db.execute(sql`
        SELECT p.id FROM discussion_posts p JOIN discussion_threads t ON t.id = p.thread_id JOIN discussion_categories c ON c.id = t.category_id
        WHERE c.slug = ${`fenster-offen-${run}`} AND p.deleted_at IS NULL AND t.deleted_at IS NULL
          AND (p.body_text LIKE ${`%${WORD}%`} OR (p.post_number = 1 AND t.title LIKE ${`%${WORD}%`}))
        ORDER BY p.created_at DESC, p.id DESC`),
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(25); // more than one page of 20
    // The default window holds everything; a window of 3 posts leaves most hits to the indexes;
    // 40 ends inside the second page.
    expect(await allPages()).toEqual(expected);
    expect(await allPages(3)).toEqual(expected);
    expect(await allPages(40)).toEqual(expected);
  });

  it("reads about a page of posts for a word in every post, not every match", async () => {
    const { result, rows } = await rowsRead(db, "discussion_posts", (tx) => searchDiscussions(tx, member, EVERYWHERE.toLowerCase()), { atScale: true });
    expect(result.items).toHaveLength(20);
    // The window's rows up to the page's last hit (the 120 newer posts without the word, then
    // 21 with it) and the page's rows again for the headlines; collecting every match before
    // sorting them would read all 300.
    expect(rows).toBeLessThan(200);
  });
});

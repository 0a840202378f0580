/**
 * Documents at scale (0371): a search over every readable folder shown by name walks the live
 * documents in name order and stops at the page's last match, instead of reading and sorting
 * every match; and the folder list's counts are kept per folder through adding, moving,
 * trashing, restoring and deleting documents.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { rowsRead } from "../../../../tests/helpers/rows-read.ts";
import { documentListQuerySchema } from "../schema/document.ts";
import { listDocuments } from "./document-queries.ts";
import { listFolders } from "./folders.ts";

const run = Date.now().toString(36);
const WORD = `schotterbett${run}`;
let db: Db;
let member: { id: string; roles: ["mitglied"] };
let open: string;
let board: string;

beforeAll(async () => {
  db = await getDb();
  member = { id: (await createUser({ roles: ["mitglied"] })).id, roles: ["mitglied"] };
  const sha = "ab".repeat(32);
  await (await getDatabase()).execScript(`
    INSERT INTO document_folders (name, name_key, read_role, write_role) VALUES
      ('Offen ${run}', 'offen ${run}', 'mitglied', 'mitglied'), ('Vorstand ${run}', 'vorstand ${run}', 'vorstand', 'vorstand'),
      ('Zweiter ${run}', 'zweiter ${run}', 'mitglied', 'mitglied');
    INSERT INTO document_files (sha256, size, type_id, media_type, text_status) VALUES ('${sha}', 10, 'pdf', 'application/pdf', 'done') ON CONFLICT DO NOTHING;
    -- 300 documents that all hold the word, in two folders, and 30 without it; a member reads
    -- two folders (so no one folder's index gives the order).
    INSERT INTO documents (folder_id, name, name_key, file_sha256, size, type_id, search_vector)
    SELECT f.id, 'Zettel ' || g || '.pdf', 'zettel ' || g || '.pdf', '${sha}', 10, 'pdf', to_tsvector('german', 'Zettel')
    FROM generate_series(1, 5) g JOIN document_folders f ON f.name_key = 'zweiter ${run}';
    INSERT INTO documents (folder_id, name, name_key, file_sha256, size, type_id, search_vector)
    SELECT f.id, 'Bericht ' || lpad(g::text, 4, '0') || '.pdf', 'bericht ' || lpad(g::text, 4, '0') || '.pdf', '${sha}', 10, 'pdf',
      to_tsvector('german', CASE WHEN g <= 300 THEN 'Das ${WORD} ist neu' ELSE 'Nichts' END)
    FROM generate_series(1, 330) g JOIN document_folders f ON f.name_key = CASE WHEN g % 3 = 0 THEN 'vorstand ${run}' ELSE 'offen ${run}' END;
    ANALYZE documents;
  `);
  [open, board] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM document_folders WHERE name_key IN (${`offen ${run}`}, ${`vorstand ${run}`}) ORDER BY name_key`),
  ).map((r) => r.id) as [string, string];
}, 120_000);
afterAll(() => closeDatabase());

describe("documents at scale", () => {
  it("finds a word in every document by name reading about a page, only in readable folders", async () => {
    const query = documentListQuerySchema.parse({ q: WORD, sort: "name", limit: 50 });
    const { result, rows } = await rowsRead(db, "documents", (tx) => listDocuments(tx, member.roles, query), { atScale: true });
    expect(result.items).toHaveLength(50);
    expect(result.items.every((d) => d.folderId === open)).toBe(true);
    expect(result.items.map((d) => d.name)).toEqual([...result.items.map((d) => d.name)].sort());
    expect(result.items[0]!.name).toBe("Bericht 0001.pdf");
    // The first 75 documents by name hold the page's 50 readable ones; reading every match
    // before sorting them would read all 300.
    expect(rows).toBeLessThan(150);
  });

  it("shows a search 25 hits a page and a folder 50 documents, each page going on where the last stopped", async () => {
    const first = await listDocuments(db, member.roles, documentListQuerySchema.parse({ q: WORD }));
    expect(first.items).toHaveLength(25);
    const second = await listDocuments(db, member.roles, documentListQuerySchema.parse({ q: WORD, cursor: first.nextCursor! }));
    expect(second.items).toHaveLength(25);
    expect(second.items[0]!.name > first.items.at(-1)!.name).toBe(true);
    const folder = await listDocuments(db, member.roles, documentListQuerySchema.parse({ folderId: open }));
    expect(folder.items).toHaveLength(50);
  });

  it("answers an unreadable folder as unknown, also when its page would be empty or the search has no words", async () => {
    for (const query of [{ folderId: board }, { folderId: board, q: WORD }, { folderId: board, q: "!!" }]) {
      await expect(listDocuments(db, member.roles, documentListQuerySchema.parse(query))).rejects.toMatchObject({ status: 404 });
    }
    expect((await listDocuments(db, ["vorstand"], documentListQuerySchema.parse({ folderId: board }))).items.length).toBeGreaterThan(0);
  });

  it("keeps each folder's count of live documents", async () => {
    const counts = async () => new Map((await listFolders(db, { id: member.id, roles: ["vorstand"] })).map((f) => [f.id, f.documentCount]));
    const recount = async (folder: string) =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM documents WHERE folder_id = ${folder} AND deleted_at IS NULL`))[0]!.n);
    const expectInStep = async () => {
      const kept = await counts();
      expect(kept.get(open)).toBe(await recount(open));
      expect(kept.get(board)).toBe(await recount(board));
    };
    await expectInStep();
    await db.execute(sql`UPDATE documents SET folder_id = ${board} WHERE id = (SELECT id FROM documents WHERE folder_id = ${open} ORDER BY name_key LIMIT 1)`);
    await db.execute(sql`UPDATE documents SET deleted_at = now() WHERE id IN (SELECT id FROM documents WHERE folder_id = ${open} ORDER BY name_key LIMIT 3)`);
    await expectInStep();
    await db.execute(
      sql`UPDATE documents SET deleted_at = NULL WHERE id = (SELECT id FROM documents WHERE folder_id = ${open} AND deleted_at IS NOT NULL ORDER BY name_key LIMIT 1)`,
    );
    await db.execute(sql`DELETE FROM documents WHERE id IN (SELECT id FROM documents WHERE folder_id = ${board} ORDER BY name_key LIMIT 2)`);
    await db.execute(sql`DELETE FROM documents WHERE id IN (SELECT id FROM documents WHERE folder_id = ${open} AND deleted_at IS NOT NULL)`);
    await expectInStep();
  });
});

/**
 * bench:api for collaborative notes: the document list at 5,000 documents (a third limited to the
 * board, a tenth archived, a handful with people in them), search, one document, and the quiet
 * sync poll (the call every open editor makes every few seconds: it must stay cheap).
 */
import type { ModuleBench } from "../module-bench.ts";

const DOCUMENTS = 5_000;

export const bench: ModuleBench = {
  module: "collab",
  async seed({ database, adminUserId }) {
    await database.execScript(`
      INSERT INTO collab_documents (doc_key, title, read_roles, archived_at, created_by, created_at, last_edited_at, last_edited_by, content_preview)
      SELECT 'bench-notiz-' || n,
             (ARRAY['Vorstandssitzung', 'AG Infrastruktur', 'Arbeitstreffen', 'Stellungnahme', 'Klausur'])[1 + n % 5] || ' ' || n,
             CASE WHEN n % 3 = 0 THEN ARRAY['vorstand'] ELSE ARRAY[]::text[] END,
             CASE WHEN n % 10 = 0 THEN now() - interval '30 days' END,
             '${adminUserId}', now() - (n || ' hours')::interval, now() - (n || ' minutes')::interval, '${adminUserId}',
             'Tagesordnung, Beschlüsse und Aufgaben der Sitzung ' || n
      FROM generate_series(1, ${DOCUMENTS}) AS n;
      INSERT INTO collab_sessions (document_id, session_id, user_id, client_id, seen_at)
      SELECT id, gen_random_uuid(), '${adminUserId}', 1, now() FROM collab_documents WHERE doc_key LIKE 'bench-notiz-%' ORDER BY last_edited_at DESC LIMIT 20;
    `);
    return {};
  },
  async targets({ header }) {
    const quietPoll = () => ({ sessionId: crypto.randomUUID(), clientId: 7, cursor: 0, updates: [] });
    return [
      { name: "GET collab docs (5k, page 1)", method: "GET", path: "/api/collab/docs?pageSize=25", headers: header, expect: [200] },
      { name: "GET collab docs search", kind: "search", method: "GET", path: "/api/collab/docs?q=Stellungnahme%2042", headers: header, expect: [200] },
      { name: "GET collab docs archived", method: "GET", path: "/api/collab/docs?archived=1", headers: header, expect: [200] },
      { name: "GET collab doc", method: "GET", path: "/api/collab/docs/bench-notiz-17", headers: header, expect: [200] },
      {
        name: "POST collab sync (quiet poll)",
        kind: "list",
        method: "POST",
        path: "/api/collab/docs/bench-notiz-18/sync",
        body: quietPoll,
        headers: () => ({ ...header(), "content-type": "application/json" }),
        expect: [304],
      },
    ];
  },
};

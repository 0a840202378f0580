/**
 * The documents module in `npm run bench:api` (issue 12): 100,000 documents in 20 folders (a
 * third of them in one folder, five folders closed to ordinary members), each with a version, tags
 * and a searchable text. Targets: a folder listing (first page and page 20, by name and by date),
 * a name search and a full-text search over all readable folders, as admin and as a member, and
 * the folder list with its counts. Issue 12: folder listing and name search p95 < 50 ms.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "#platform/db/rows.ts";
import type { ApiTarget } from "../targets.ts";
import type { BenchLogin, ModuleBench } from "../module-bench.ts";

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
/** Issue 12: the name search answers like a list, p95 < 50 ms (stricter than a search's 100). */
const NAME_SEARCH_P95 = 50;

export const bench: ModuleBench = {
  module: "documents",
  async seed({ database, adminUserId, createUser }) {
    await database.execScript(`
      INSERT INTO document_folders (name, name_key, read_role, write_role, created_by)
      SELECT 'Bench Ordner ' || g, 'bench ordner ' || g,
        (ARRAY['mitglied','mitglied','mitglied','vorstand','geschaeftsfuehrung'])[1 + g % 5],
        (ARRAY['mitglied','vorstand','mitglied','vorstand','geschaeftsfuehrung'])[1 + g % 5], '${adminUserId}'
      FROM generate_series(1, 20) AS g;

      INSERT INTO document_files (sha256, size, type_id, media_type, text_status, text_content, text_head)
      SELECT encode(sha256(('bench-file-' || g)::bytea), 'hex'), 50000 + g * 997, 'pdf', 'application/pdf', 'done',
        'Protokoll der Sitzung ' || g || ': Beschluss über Haushalt, Schienenwege und Serviceeinrichtungen. '
        || (ARRAY['Gleisanschluss Industriestammgleis','Hafenbahn Umschlag','Bahnübergang Sicherung','Weichen Instandhaltung','Förderprogramm Güterverkehr'])[1 + g % 5],
        NULL
      FROM generate_series(1, 200) AS g;
      UPDATE document_files SET text_head = left(text_content, 5000) WHERE sha256 IN (SELECT encode(sha256(('bench-file-' || g)::bytea), 'hex') FROM generate_series(1, 200) AS g);

      INSERT INTO documents (folder_id, name, name_key, file_sha256, size, type_id, tags, created_by, updated_by, created_at, updated_at)
      SELECT f.id, d.name, lower(d.name), encode(sha256(('bench-file-' || (1 + g % 200))::bytea), 'hex'), 50000 + (1 + g % 200) * 997, 'pdf',
        ARRAY[(ARRAY['protokoll','stellungnahme','haushalt','aeg','vertrag','einladung'])[1 + g % 6]], '${adminUserId}', '${adminUserId}',
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${DOCUMENTS}) AS g
      CROSS JOIN LATERAL (SELECT
        (ARRAY['Protokoll','Stellungnahme','Einladung','Rechnung','Bericht','Vertrag','Präsentation','Notiz'])[1 + g % 8] || ' '
        || (ARRAY['Vorstand','Mitgliederversammlung','AG Infrastruktur','Haushalt','AEG','Güterverkehr','Hafenbahn','Gleisanschluss'])[1 + (g / 8) % 8] || ' '
        || (2015 + g % 11) || '-' || g || '.pdf' AS name,
        CASE WHEN g % 10 < 3 THEN 1 ELSE 2 + g % 19 END AS folder_no) AS d
      JOIN document_folders f ON f.name_key = 'bench ordner ' || d.folder_no;

      INSERT INTO document_versions (document_id, number, file_sha256, file_name, size, type_id, created_by, created_at)
      SELECT id, 1, file_sha256, name, size, type_id, created_by, created_at FROM documents WHERE name LIKE 'Bench%' OR folder_id IN (SELECT id FROM document_folders WHERE name LIKE 'Bench Ordner %');

      UPDATE documents d SET search_vector =
        setweight(to_tsvector('german', regexp_replace(d.name, '[._-]+', ' ', 'g')), 'A') ||
        setweight(to_tsvector('german', array_to_string(d.tags, ' ')), 'A') ||
        setweight(to_tsvector('german', coalesce(f.text_content, '')), 'C')
      FROM document_files f WHERE f.sha256 = d.file_sha256 AND d.folder_id IN (SELECT id FROM document_folders WHERE name LIKE 'Bench Ordner %');
    `);
    const [big] = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM document_folders WHERE name_key = 'bench ordner 1'`));
    const bigFolder = big!.id;
    const member: BenchLogin = await createUser(["mitglied"]);
    return { bigFolder, member };
  },

  async targets({ baseUrl, header, headerFor }, seeded) {
    const bigFolder = seeded.bigFolder as string;
    const memberHeader = await headerFor(seeded.member as BenchLogin);
    // The cursor of page 20 of the big folder (by name), found the way the screen pages.
    let cursor: string | null = null;
    for (let page = 1; page < 20; page++) {
      const response: Response = await fetch(`${baseUrl}/api/documents?folderId=${bigFolder}&sort=name${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: header(),
      });
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    }
    const get = (name: string, path: string, headers: () => Record<string, string>, kind: "list" | "search" = "list", p95TargetMs?: number): ApiTarget => ({
      name,
      kind,
      method: "GET",
      path,
      headers,
      expect: [200],
      ...(p95TargetMs ? { p95TargetMs } : {}),
    });
    return [
      get("GET documents folder 30k, by name", `/api/documents?folderId=${bigFolder}&sort=name`, header),
      get("GET documents folder 30k, by date", `/api/documents?folderId=${bigFolder}&sort=updated`, header),
      get("GET documents folder 30k, page 20", `/api/documents?folderId=${bigFolder}&sort=name&cursor=${cursor}`, header),
      get("GET documents folder 30k, as member", `/api/documents?folderId=${bigFolder}&sort=name`, memberHeader),
      get("GET documents name search 100k, admin", `/api/documents?q=${encodeURIComponent("hafenbahn 2019")}`, header, "search", NAME_SEARCH_P95),
      get("GET documents name search 100k, member", `/api/documents?q=${encodeURIComponent("hafenbahn 2019")}`, memberHeader, "search", NAME_SEARCH_P95),
      get(
        "GET documents name search rare, member",
        `/api/documents?q=${encodeURIComponent("Rechnung Haushalt 2022-4711")}`,
        memberHeader,
        "search",
        NAME_SEARCH_P95,
      ),
      get("GET documents full text 100k, member", `/api/documents?q=${encodeURIComponent("Industriestammgleis")}`, memberHeader, "search"),
      get("GET document folders with counts", "/api/documents/folders", memberHeader),
    ];
  },
};

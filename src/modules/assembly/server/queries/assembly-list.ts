/** The assemblies, newest first, with keyset paging (the office's list and the members' list). */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { decodeCursor, encodeCursor } from "#platform/paging/keyset.ts";
import type { AssemblyKind, AssemblyStatus } from "../../domain/annual-duties.ts";
import type { AssemblyPage } from "../../schema/views.ts";

const SORT = "assembly_date:desc";

/** `visibleToMembers`: drafts and cancelled assemblies are the office's business only. */
export async function listAssemblies(
  db: Pick<Db, "execute">,
  options: { cursor?: string; pageSize: number; visibleToMembers?: boolean },
): Promise<AssemblyPage> {
  const cursor = options.cursor ? decodeCursor(SORT, options.cursor) : null;
  const after = cursor ? sql`AND (g.assembly_date, g.id) < (${cursor.key}::date, ${cursor.id}::uuid)` : sql``;
  const visible = options.visibleToMembers ? sql`AND g.status NOT IN ('draft', 'cancelled')` : sql``;
  const rows = rowsOf<{
    id: string;
    title: string;
    kind: AssemblyKind;
    status: AssemblyStatus;
    assembly_date: string;
    starts_at: Date | string;
    place: string | null;
    invited: number;
    sent: number;
    motions: number;
    ballots: number;
  }>(
    await db.execute(sql`
      SELECT g.id, g.title, g.kind, g.status, to_char(g.assembly_date, 'YYYY-MM-DD') AS assembly_date, g.starts_at, g.place,
        (SELECT count(*)::int FROM assembly_invitations i WHERE i.assembly_id = g.id) AS invited,
        (SELECT count(*)::int FROM assembly_invitations i WHERE i.assembly_id = g.id AND i.sent_at IS NOT NULL) AS sent,
        (SELECT count(*)::int FROM assembly_motions m WHERE m.assembly_id = g.id AND m.status <> 'withdrawn') AS motions,
        (SELECT count(*)::int FROM assembly_ballots b WHERE b.assembly_id = g.id AND b.status <> 'cancelled') AS ballots
      FROM general_assemblies g
      WHERE true ${visible} ${after}
      ORDER BY g.assembly_date DESC, g.id DESC
      LIMIT ${options.pageSize + 1}`),
  );
  const page = rows.slice(0, options.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      status: r.status,
      assemblyDate: r.assembly_date,
      startsAt: new Date(r.starts_at).toISOString(),
      place: r.place,
      invited: r.invited,
      sent: r.sent,
      motions: r.motions,
      ballots: r.ballots,
    })),
    nextCursor: rows.length > options.pageSize && last ? encodeCursor(SORT, { before: false, key: last.assembly_date, id: last.id }) : null,
  };
}

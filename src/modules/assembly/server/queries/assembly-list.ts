/** The assemblies, newest first, with keyset paging (the office's list and the members' list). */
import { and, desc, eq, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { decodeCursor, encodeCursor } from "#platform/paging/keyset.ts";
import type { AssemblyPage } from "../../schema/views.ts";
import { ballots, generalAssemblies as g, invitations, motions } from "../tables.ts";

const SORT = "assembly_date:desc";

/** `visibleToMembers`: drafts and cancelled assemblies are the office's business only. */
export async function listAssemblies(db: Db | Tx, options: { cursor?: string; pageSize: number; visibleToMembers?: boolean }): Promise<AssemblyPage> {
  const cursor = options.cursor ? decodeCursor(SORT, options.cursor) : null;
  const rows = await db
    .select({
      id: g.id,
      title: g.title,
      kind: g.kind,
      status: g.status,
      assemblyDate: g.assemblyDate,
      startsAt: g.startsAt,
      place: g.place,
      invited: db.$count(invitations, eq(invitations.assemblyId, g.id)),
      sent: db.$count(invitations, and(eq(invitations.assemblyId, g.id), isNotNull(invitations.sentAt))),
      motions: db.$count(motions, and(eq(motions.assemblyId, g.id), ne(motions.status, "withdrawn"))),
      ballots: db.$count(ballots, and(eq(ballots.assemblyId, g.id), ne(ballots.status, "cancelled"))),
    })
    .from(g)
    .where(
      and(
        options.visibleToMembers ? notInArray(g.status, ["draft", "cancelled"]) : undefined,
        // A row comparison, so the (assembly_date, id) index serves the page.
        cursor ? sql`(${g.assemblyDate}, ${g.id}) < (${cursor.key}::date, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(g.assemblyDate), desc(g.id))
    .limit(options.pageSize + 1);
  const page = rows.slice(0, options.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() })),
    nextCursor: rows.length > options.pageSize && last ? encodeCursor(SORT, { before: false, key: last.assemblyDate, id: last.id }) : null,
  };
}

/**
 * Publications and their way to "live": a publication waits ("building") until the live site's
 * content manifest lists the committed blob ids (deleted files absent); a known build failure or
 * the deployment's timeout ends it as "failed". The editor polls GET .../publications/:id.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { decodeCursor, encodeCursor, keysetCondition, keysetOrder, type SortKey } from "#platform/paging/keyset.ts";
import type { CollectionKey } from "#shared/content-schemas.ts";
import type { PublicationPage, PublicationView } from "../schema.ts";
import type { SiteDeployment } from "./deploy/deployment.ts";
import { nameOf } from "./drafts.ts";
import { contentPublications, type PublishedFile } from "./tables.ts";

type Row = typeof contentPublications.$inferSelect;
const PAGE_SIZE = 20;
const SORT: SortKey = { expr: sql`${contentPublications.createdAt}`, tie: contentPublications.id, nullable: false };

function view(row: Row & { name: string | null }): PublicationView {
  return {
    id: row.id,
    collection: row.collection as CollectionKey,
    entryId: row.entryId,
    action: row.action,
    title: row.title,
    pagePath: row.pagePath,
    commitSha: row.commitSha,
    status: row.status,
    statusMessage: row.statusMessage,
    publishedByName: row.name,
    createdAt: row.createdAt.toISOString(),
    liveAt: row.liveAt?.toISOString() ?? null,
  };
}

const columns = { row: contentPublications, name: nameOf(contentPublications.publishedBy) };

export async function publicationView(db: Db, id: string): Promise<PublicationView> {
  const [found] = await db.select(columns).from(contentPublications).where(eq(contentPublications.id, id));
  if (!found) throw notFound("Die Veröffentlichung");
  return view({ ...found.row, name: found.name });
}

/** True when the live files match what the publication committed. */
export function isLive(files: readonly PublishedFile[], live: Record<string, string>): boolean {
  return files.every((file) => (file.sha === null ? !(file.path in live) : live[file.path] === file.sha));
}

/** The publication, its status brought up to date from the live site first. */
export async function checkPublication(db: Db, deployment: SiteDeployment | undefined, id: string): Promise<PublicationView> {
  const current = await publicationView(db, id);
  if (current.status !== "building" || !deployment) return current;
  const [row] = await db.select().from(contentPublications).where(eq(contentPublications.id, id));
  const live = await deployment.liveFiles();
  if (live && isLive(row!.files, live)) {
    await db.update(contentPublications).set({ status: "live", liveAt: new Date() }).where(eq(contentPublications.id, id));
  } else {
    const failure =
      deployment.failureSince(row!.createdAt) ??
      (Date.now() - row!.createdAt.getTime() > deployment.timeoutMs
        ? "Die Änderung ist nach längerer Zeit noch nicht auf der Website zu sehen. Bitte prüfen Sie den Build der Website."
        : null);
    if (failure) await db.update(contentPublications).set({ status: "failed", statusMessage: failure }).where(eq(contentPublications.id, id));
  }
  return publicationView(db, id);
}

export async function listPublications(db: Db, cursorText: string | undefined): Promise<PublicationPage> {
  const cursor = cursorText ? decodeCursor("created:desc", cursorText) : undefined;
  const rows = await db
    .select({ ...columns, sortKey: sql<string>`${contentPublications.createdAt}::text` })
    .from(contentPublications)
    .where(cursor ? keysetCondition(SORT, "desc", cursor) : undefined)
    .orderBy(...keysetOrder(SORT, "desc"), desc(contentPublications.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => view({ ...r.row, name: r.name })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor("created:desc", { before: false, key: last.sortKey, id: last.row.id }) : null,
  };
}

/**
 * Every collection and page of content/ with its entries (read from the repository, a few dozen
 * files whose blobs are cached by id) and the drafts waiting for them. Not paged: the list is the
 * site's own folder listing, which stays small; the publication history is paged (publications.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { COLLECTION_KEYS, CONTENT_COLLECTIONS, matchesFileRule, type CollectionKey } from "#shared/content-schemas.ts";
import type { CollectionView, EntrySummary, EntryView } from "../schema.ts";
import { draftFor, draftView, nameOf } from "./drafts.ts";
import { entryPath, hasBody, parseEntryFile } from "./entry-file.ts";
import type { ContentRepository } from "./repository/repository.ts";
import { contentDrafts } from "./tables.ts";

interface DraftSummary {
  id: string;
  collection: string;
  entry_id: string;
  data: Record<string, unknown>;
  updated_at: string | Date;
  name: string | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : value instanceof Date ? value.toISOString().slice(0, 10) : "");

export async function listCollections(db: Db, repository: ContentRepository): Promise<CollectionView[]> {
  const drafts = (await db.execute(
    sql`SELECT d.id, d.collection, d.entry_id, d.data, d.updated_at, ${nameOf(sql`d.updated_by`)} AS name FROM ${contentDrafts} d`,
  )) as unknown as { rows: DraftSummary[] };
  const draftOf = new Map(drafts.rows.map((d) => [`${d.collection}/${d.entry_id}`, d]));
  const views: CollectionView[] = [];
  for (const key of COLLECTION_KEYS) {
    const spec = CONTENT_COLLECTIONS[key];
    const files = (await repository.list(spec.files.folder)).filter((file) => matchesFileRule(spec.files, file.path.slice(spec.files.folder.length + 1)));
    const entries: EntrySummary[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      const entryId = file.path.slice(spec.files.folder.length + 1).replace(/\.[a-z]+$/, "");
      const read = await repository.read(file.path);
      const { data } = parseEntryFile(key, new TextDecoder().decode(read?.bytes ?? new Uint8Array()));
      const draft = draftOf.get(`${key}/${entryId}`);
      seen.add(entryId);
      entries.push(summary(key, entryId, data, file.sha, draft));
    }
    for (const draft of drafts.rows)
      if (draft.collection === key && !seen.has(draft.entry_id)) entries.push(summary(key, draft.entry_id, draft.data, null, draft));
    entries.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.entryId.localeCompare(b.entryId));
    views.push({ key, label: spec.label, growable: spec.growable, hasBody: hasBody(key), entries });
  }
  return views;
}

function summary(key: CollectionKey, entryId: string, data: Record<string, unknown>, sha: string | null, draft: DraftSummary | undefined): EntrySummary {
  const spec = CONTENT_COLLECTIONS[key];
  return {
    entryId,
    title: text(data[spec.titleField]) || entryId,
    date: key === "press" ? text(data.date) || null : null,
    pagePath: spec.pageOf(entryId),
    published: sha !== null,
    sha,
    draft: draft ? { id: draft.id, updatedAt: new Date(draft.updated_at).toISOString(), updatedByName: draft.name } : null,
  };
}

export async function getEntry(db: Db, repository: ContentRepository, collection: CollectionKey, entryId: string, canPublish: boolean): Promise<EntryView> {
  const path = entryPath(collection, entryId);
  const [file, draft] = await Promise.all([repository.read(path), draftFor(db, collection, entryId)]);
  if (!file && !draft) throw notFound(CONTENT_COLLECTIONS[collection].entryLabel);
  const values = file ? parseEntryFile(collection, new TextDecoder().decode(file.bytes)) : null;
  return {
    collection,
    entryId,
    path,
    pagePath: CONTENT_COLLECTIONS[collection].pageOf(entryId),
    file: file && values ? { sha: file.sha, data: values.data, body: values.body } : null,
    draft: draft ? await draftView(db, draft) : null,
    canPublish,
  };
}

/**
 * Drafts: one per page, kept in the database until published. Saving checks the draft's version
 * (two people on one page get a 409 naming who saved, never a silent overwrite) and reports what
 * publishing would still refuse, without refusing the save: a draft may be unfinished.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { CONTENT_COLLECTIONS, type CollectionKey } from "#shared/content-schemas.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { validateData } from "../fields.ts";
import type { DraftView } from "../schema.ts";
import { checkBody } from "../domain/body-check.ts";
import { entryPath, hasBody, parseEntryFile, type EntryValues } from "./entry-file.ts";
import type { ContentRepository } from "./repository/repository.ts";
import { contentDraftImages, contentDrafts } from "./tables.ts";
import { templateFor } from "./templates.ts";

type DraftRow = typeof contentDrafts.$inferSelect;

export const nameOf = (userId: unknown) =>
  sql<string | null>`(SELECT nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') FROM profiles p WHERE p.id = ${userId})`;

export function problemsOf(collection: CollectionKey, values: EntryValues): DraftView["problems"] {
  const checked = validateData(collection, values.data);
  const problems = checked.ok ? [] : checked.errors;
  if (hasBody(collection)) problems.push(...checkBody(values.body).problems.map((message) => ({ path: "body", message: `Text: ${message}` })));
  return problems;
}

export async function draftView(db: Db, row: DraftRow): Promise<DraftView> {
  const [names, images] = await Promise.all([
    db.execute(sql`SELECT ${nameOf(row.updatedBy)} AS name`) as unknown as Promise<{ rows: { name: string | null }[] }>,
    db
      .select({ name: contentDraftImages.fileName, width: contentDraftImages.width, height: contentDraftImages.height })
      .from(contentDraftImages)
      .where(eq(contentDraftImages.draftId, row.id))
      .orderBy(contentDraftImages.createdAt),
  ]);
  const collection = row.collection as CollectionKey;
  return {
    id: row.id,
    collection,
    entryId: row.entryId,
    isNew: row.isNew,
    baseSha: row.baseSha,
    data: row.data,
    body: row.body,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: names.rows[0]?.name ?? null,
    images,
    problems: problemsOf(collection, { data: row.data, body: row.body }),
  };
}

export async function draftFor(db: Db, collection: CollectionKey, entryId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.collection, collection), eq(contentDrafts.entryId, entryId)));
  return row;
}

export async function loadDraft(db: Pick<Db, "select">, id: string, lock = false): Promise<DraftRow> {
  const query = db.select().from(contentDrafts).where(eq(contentDrafts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Der Entwurf");
  return row;
}

/** 409 naming who saved the draft last and when. */
export async function draftConflict(db: Pick<Db, "execute">, row: DraftRow): Promise<HttpError> {
  const result = (await db.execute(sql`SELECT ${nameOf(row.updatedBy)} AS name`)) as unknown as { rows: { name: string | null }[] };
  const who = result.rows[0]?.name ?? "eine andere Person";
  return new HttpError(
    409,
    "version_conflict",
    `Diese Seite hat inzwischen ${who} bearbeitet (gespeichert am ${formatGermanDateTime(row.updatedAt)}). Ihre Änderungen wurden nicht gespeichert, damit nichts überschrieben wird. Laden Sie den aktuellen Entwurf und übernehmen Sie Ihre Änderungen darin.`,
    [`Aktuelle Version: ${row.version}`],
  );
}

/** Opens the page's draft, or starts one from the published file. */
export async function startDraft(
  db: Db,
  repository: ContentRepository,
  user: AuthUser,
  collection: CollectionKey,
  entryId: string,
  fresh = false,
): Promise<{ draft: DraftView; created: boolean }> {
  const existing = await draftFor(db, collection, entryId);
  if (existing && fresh) throw await draftConflict(db, existing);
  if (existing) return { draft: await draftView(db, existing), created: false };
  const file = await repository.read(entryPath(collection, entryId));
  if (!file) throw notFound(CONTENT_COLLECTIONS[collection].entryLabel);
  const values = parseEntryFile(collection, new TextDecoder().decode(file.bytes));
  const [row] = await db
    .insert(contentDrafts)
    .values({ collection, entryId, isNew: false, baseSha: file.sha, data: values.data, body: values.body, createdBy: user.id, updatedBy: user.id })
    .onConflictDoNothing()
    .returning();
  // Someone else started the same page's draft at the same moment: open theirs (or refuse, when fresh).
  if (!row && fresh) throw await draftConflict(db, (await draftFor(db, collection, entryId))!);
  return { draft: await draftView(db, row ?? (await draftFor(db, collection, entryId))!), created: Boolean(row) };
}

/** A new entry from its collection's template; the address (file name) must be free. */
export async function createEntryDraft(
  db: Db,
  repository: ContentRepository,
  user: AuthUser,
  input: { collection: CollectionKey; entryId: string; title: string },
): Promise<DraftView> {
  const spec = CONTENT_COLLECTIONS[input.collection];
  if (!spec.growable) throw new HttpError(422, "not_growable", `${spec.label}: hier werden nur bestehende Einträge bearbeitet.`);
  const taken = () =>
    new HttpError(409, "address_taken", `Die Adresse ${spec.pageOf(input.entryId)} ist bereits vergeben. Bitte wählen Sie eine andere.`, ["entryId"]);
  if ((await repository.read(entryPath(input.collection, input.entryId))) || (await draftFor(db, input.collection, input.entryId))) throw taken();
  const values = templateFor(input.collection, input.title);
  const [row] = await db
    .insert(contentDrafts)
    .values({
      collection: input.collection,
      entryId: input.entryId,
      isNew: true,
      baseSha: null,
      data: values.data,
      body: values.body,
      createdBy: user.id,
      updatedBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw taken();
  await recordAudit(db, {
    actorUserId: user.id,
    action: "content.draft_created",
    entityType: "content_entry",
    entityId: `${input.collection}/${input.entryId}`,
    after: { title: input.title },
  });
  return draftView(db, row);
}

export async function saveDraft(
  db: Db,
  user: AuthUser,
  id: string,
  input: { version: number; data: Record<string, unknown>; body: string },
): Promise<DraftView> {
  return db.transaction(async (tx) => {
    const row = await loadDraft(tx, id, true);
    if (row.version !== input.version) throw await draftConflict(tx, row);
    const body = hasBody(row.collection as CollectionKey) ? input.body : "";
    const [saved] = await tx
      .update(contentDrafts)
      .set({ data: input.data, body, version: row.version + 1, updatedBy: user.id, updatedAt: new Date() })
      .where(eq(contentDrafts.id, id))
      .returning();
    return draftView(tx as unknown as Db, saved!);
  });
}

export async function discardDraft(db: Db, user: AuthUser, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadDraft(tx, id, true);
    if (row.version !== version) throw await draftConflict(tx, row);
    await tx.delete(contentDrafts).where(eq(contentDrafts.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "content.draft_discarded",
      entityType: "content_entry",
      entityId: `${row.collection}/${row.entryId}`,
      before: { data: row.data, version: row.version },
    });
  });
}

/**
 * The published file changed since the draft began (someone published it, or edited the
 * repository): the editor looked at the differences and keeps the draft's text as the new
 * version based on the current file. An explicit decision, never done silently.
 */
export async function rebaseDraft(db: Db, repository: ContentRepository, user: AuthUser, id: string, version: number): Promise<DraftView> {
  return db.transaction(async (tx) => {
    const row = await loadDraft(tx, id, true);
    if (row.version !== version) throw await draftConflict(tx, row);
    const file = await repository.read(entryPath(row.collection as CollectionKey, row.entryId));
    const [saved] = await tx
      .update(contentDrafts)
      .set({ baseSha: file?.sha ?? null, isNew: !file, version: row.version + 1, updatedBy: user.id, updatedAt: new Date() })
      .where(eq(contentDrafts.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "content.draft_rebased",
      entityType: "content_entry",
      entityId: `${row.collection}/${row.entryId}`,
      before: { baseSha: row.baseSha },
      after: { baseSha: file?.sha ?? null },
    });
    return draftView(tx as unknown as Db, saved!);
  });
}

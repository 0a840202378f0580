/**
 * Publishing and unpublishing (ADR 271). Everything is checked before anything is written: the
 * draft's version, the front matter by the collection's schema (German message per field), the
 * body, the pictures it shows. Then the files go out as one commit that also checks the published
 * file is still the one the draft started from (409 otherwise), the publication is recorded with
 * audit trail and activity log, the draft is gone, and the site's build is started.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError, invalidInput } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { CONTENT_COLLECTIONS, matchesFileRule, type CollectionKey } from "#shared/content-schemas.ts";
import type { PublicationView } from "../schema.ts";
import { checkBody } from "../domain/body-check.ts";
import { draftConflict, draftFor, loadDraft, nameOf, problemsOf } from "./drafts.ts";
import { entryPath, hasBody, parseEntryFile, renderEntryFile } from "./entry-file.ts";
import { publicationView } from "./publications.ts";
import { RepositoryUnavailableError, StaleFileError, type ContentRepository, type FileChange } from "./repository/repository.ts";
import type { PublishingSetup } from "./setup.ts";
import { contentDraftImages, contentDrafts, contentPublications } from "./tables.ts";

type Ready = Extract<PublishingSetup, { repository: ContentRepository }>;

export function requireTarget(setup: PublishingSetup): Ready {
  if (setup.kind === "unconfigured")
    throw new HttpError(503, "publishing_unconfigured", `Veröffentlichen ist auf diesem Server nicht eingerichtet. ${setup.reason}`);
  return setup;
}

const titleOf = (collection: CollectionKey, data: Record<string, unknown>, entryId: string) => {
  const value = data[CONTENT_COLLECTIONS[collection].titleField];
  return typeof value === "string" && value.trim() ? value.trim() : entryId;
};

/** Picture files an entry shows, as paths below content/. */
function picturesOf(collection: CollectionKey, data: Record<string, unknown>, body: string): string[] {
  const folder = CONTENT_COLLECTIONS[collection].files.folder;
  const paths = hasBody(collection) ? checkBody(body).images.map((name) => `${folder}/bilder/${name}`) : [];
  const photo = typeof data.photo === "string" ? /^\.\/fotos\/(.+)$/.exec(data.photo)?.[1] : undefined;
  if (photo) paths.push(`${folder}/fotos/${photo}`);
  return paths;
}

export function staleMessage(error: StaleFileError): HttpError {
  return new HttpError(
    409,
    "content_changed",
    error.currentSha === null
      ? "Die Seite wurde inzwischen von der Website entfernt oder unter dieser Adresse neu angelegt. Ihr Entwurf bleibt erhalten; prüfen Sie die aktuelle Fassung, bevor Sie erneut veröffentlichen."
      : "Die veröffentlichte Fassung wurde inzwischen geändert, nachdem Ihr Entwurf begonnen wurde. Ihr Entwurf bleibt erhalten; vergleichen Sie ihn mit der aktuellen Fassung und übernehmen Sie ihn dann ausdrücklich.",
    [`Datei: ${error.path}`],
  );
}

const unavailable = (error: RepositoryUnavailableError) =>
  new HttpError(
    503,
    "repository_unavailable",
    "Die Ablage der Website (Git-Repository) ist gerade nicht erreichbar. Es wurde nichts veröffentlicht; Ihr Entwurf bleibt erhalten. Bitte versuchen Sie es später erneut.",
    [error.message],
  );

async function commitOrExplain(repository: ContentRepository, request: Parameters<ContentRepository["commit"]>[0]) {
  try {
    return await repository.commit(request);
  } catch (error) {
    if (error instanceof StaleFileError) throw staleMessage(error);
    if (error instanceof RepositoryUnavailableError) throw unavailable(error);
    throw error;
  }
}

async function authorOf(db: Pick<Db, "execute">, user: AuthUser) {
  const result = (await db.execute(sql`SELECT ${nameOf(user.id)} AS name`)) as unknown as { rows: { name: string | null }[] };
  return { name: result.rows[0]?.name ?? user.email, email: user.email };
}

export async function publishDraft(db: Db, setup: PublishingSetup, user: AuthUser, id: string, version: number): Promise<PublicationView> {
  const { repository, deployment } = requireTarget(setup);
  const publication = await db.transaction(async (tx) => {
    const draft = await loadDraft(tx, id, true);
    if (draft.version !== version) throw await draftConflict(tx, draft);
    const collection = draft.collection as CollectionKey;
    const values = { data: draft.data, body: draft.body };
    const problems = problemsOf(collection, values);
    if (problems.length > 0) throw invalidInput(problems.map((p) => p.message));

    const uploaded = await tx.select().from(contentDraftImages).where(eq(contentDraftImages.draftId, draft.id));
    const changes: FileChange[] = [
      { path: entryPath(collection, draft.entryId), content: new TextEncoder().encode(renderEntryFile(collection, values)), expectedSha: draft.baseSha },
    ];
    const missing: string[] = [];
    for (const picture of picturesOf(collection, draft.data, draft.body)) {
      const upload = uploaded.find((image) => picture.endsWith(`/${image.fileName}`));
      if (await repository.read(picture)) continue;
      if (upload) changes.push({ path: picture, content: upload.bytes });
      else missing.push(`Bild fehlt: ${picture.split("/").pop()} – bitte erneut hochladen.`);
    }
    if (missing.length > 0) throw invalidInput(missing);

    const title = titleOf(collection, draft.data, draft.entryId);
    const spec = CONTENT_COLLECTIONS[collection];
    const commit = await commitOrExplain(repository, {
      message: `Website: ${spec.label} – „${title}“ veröffentlicht`,
      author: await authorOf(tx, user),
      changes,
    });
    const [row] = await tx
      .insert(contentPublications)
      .values({
        collection,
        entryId: draft.entryId,
        action: "publish",
        title,
        pagePath: spec.pageOf(draft.entryId),
        commitSha: commit.commitSha,
        files: commit.files,
        publishedBy: user.id,
      })
      .returning();
    await tx.delete(contentDrafts).where(eq(contentDrafts.id, draft.id));
    const entity = `${collection}/${draft.entryId}`;
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "content.published",
      entityType: "content_entry",
      entityId: entity,
      before: { sha: draft.baseSha },
      after: { commit: commit.commitSha, files: commit.files, title, data: draft.data },
    });
    await recordActivity(tx, {
      userId: user.id,
      type: "content_published",
      description: `${spec.label}: „${title}“ veröffentlicht`,
      metadata: { entry: entity, commit: commit.commitSha, publicationId: row!.id },
    });
    return row!;
  });
  const note = await deployment.start();
  if (note) await db.update(contentPublications).set({ statusMessage: note }).where(eq(contentPublications.id, publication.id));
  return publicationView(db, publication.id);
}

/** Removes a press release or a person from the site (the file and the pictures only it showed). */
export async function unpublishEntry(
  db: Db,
  setup: PublishingSetup,
  user: AuthUser,
  collection: CollectionKey,
  entryId: string,
  expectedSha: string,
): Promise<PublicationView> {
  const { repository, deployment } = requireTarget(setup);
  const spec = CONTENT_COLLECTIONS[collection];
  if (!spec.growable) throw new HttpError(422, "not_removable", `${spec.label} gehören fest zur Website und können nur bearbeitet werden.`);
  const draft = await draftFor(db, collection, entryId);
  if (draft)
    throw new HttpError(
      409,
      "draft_open",
      "Zu dieser Seite gibt es einen offenen Entwurf. Verwerfen oder veröffentlichen Sie ihn, bevor Sie die Seite entfernen.",
    );
  const path = entryPath(collection, entryId);
  const file = await repository.read(path);
  if (!file) throw new HttpError(404, "not_found", `${spec.entryLabel} ist nicht (mehr) veröffentlicht.`);
  if (file.sha !== expectedSha) throw staleMessage(new StaleFileError(path, file.sha));
  const values = parseEntryFile(collection, new TextDecoder().decode(file.bytes));

  // Pictures that no other entry of the collection shows go with it.
  const others = new Set<string>();
  for (const sibling of await repository.list(spec.files.folder)) {
    if (sibling.path === path || !matchesFileRule(spec.files, sibling.path.slice(spec.files.folder.length + 1))) continue;
    const read = await repository.read(sibling.path);
    const siblingValues = parseEntryFile(collection, new TextDecoder().decode(read?.bytes ?? new Uint8Array()));
    for (const p of picturesOf(collection, siblingValues.data, siblingValues.body)) others.add(p);
  }
  const changes: FileChange[] = [{ path, content: null, expectedSha: file.sha }];
  for (const picture of picturesOf(collection, values.data, values.body)) {
    const existing = others.has(picture) ? null : await repository.read(picture);
    if (existing) changes.push({ path: picture, content: null, expectedSha: existing.sha });
  }

  const title = titleOf(collection, values.data, entryId);
  const row = await db.transaction(async (tx) => {
    const commit = await commitOrExplain(repository, { message: `Website: ${spec.label} – „${title}“ entfernt`, author: await authorOf(tx, user), changes });
    const [inserted] = await tx
      .insert(contentPublications)
      .values({
        collection,
        entryId,
        action: "unpublish",
        title,
        pagePath: spec.pageOf(entryId),
        commitSha: commit.commitSha,
        files: commit.files,
        publishedBy: user.id,
      })
      .returning();
    const entity = `${collection}/${entryId}`;
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "content.unpublished",
      entityType: "content_entry",
      entityId: entity,
      before: { sha: file.sha, data: values.data },
      after: { commit: commit.commitSha, files: commit.files },
    });
    await recordActivity(tx, {
      userId: user.id,
      type: "content_unpublished",
      description: `${spec.label}: „${title}“ von der Website entfernt`,
      metadata: { entry: entity, commit: commit.commitSha, publicationId: inserted!.id },
    });
    return inserted!;
  });
  const note = await deployment.start();
  if (note) await db.update(contentPublications).set({ statusMessage: note }).where(eq(contentPublications.id, row.id));
  return publicationView(db, row.id);
}

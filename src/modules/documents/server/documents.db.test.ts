/**
 * The documents service on the database: folders decide who sees what (also by search and by
 * download), same names make versions, restore, rename/move with the version check, trash and
 * purge, full text from PDFs and text files. Simultaneous uploads of one name:
 * documents-races.pg.test.ts (real Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { ContentStore, sha256Hex } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import type { Role } from "#shared/roles.ts";
import { documentListQuerySchema } from "../schema/document.ts";
import { folderInputSchema } from "../schema/folder.ts";
import { samples } from "./test-samples.ts";
import { restoreFromTrash, restoreVersion, trashDocument, updateDocument } from "./document-commands.ts";
import { getDocument, listDocuments, listTrash } from "./document-queries.ts";
import { downloadResponse, resolveDownload } from "./downloads.ts";
import { extractFileText } from "./extract-file-text.ts";
import { createFolder, deleteFolder, listFolders, setWatching } from "./folders.ts";
import { PostgresUploadStore } from "./postgres-upload-store.ts";
import { applyDocumentsRetention } from "./retention.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { documents } from "./tables.ts";
import { beginUpload, completeUpload, receiveChunk, type Uploader } from "./uploads.ts";
import { UploadService } from "./upload-service.ts";

const run = Date.now().toString(36);
const member: Uploader = { id: `user_doc_member_${run}`, roles: ["mitglied"] };
const board: Uploader = { id: `user_doc_board_${run}`, roles: ["vorstand"] };
const admin: Uploader = { id: `user_doc_admin_${run}`, roles: ["admin"] };
let db: Db;
let content: ContentStore;
let uploads: UploadService<Db>;
let openFolder: string;
let boardFolder: string;
const jobs: string[] = [];

beforeAll(async () => {
  db = await getDb();
  for (const user of [member, board, admin])
    await ensureProfile({ id: user.id, email: `${user.id}@example.org`, firstName: user.id.split("_")[2], lastName: "Test" }, db);
  content = new ContentStore(memoryStorage(), "chunks");
  uploads = new UploadService({ content, store: new PostgresUploadStore(db), chunkBytes: 4096 });
  openFolder = (await createFolder(db, admin.id, folderInputSchema.parse({ name: `Arbeitsunterlagen ${run}`, readRole: "mitglied", writeRole: "mitglied" })))
    .id;
  boardFolder = (await createFolder(db, admin.id, folderInputSchema.parse({ name: `Vorstand intern ${run}`, readRole: "vorstand", writeRole: "vorstand" }))).id;
}, 120_000);
afterAll(() => closeDatabase());

async function upload(user: Uploader, folderId: string, name: string, bytes: Uint8Array, label?: string) {
  const session = await beginUpload(db, uploads, user, { folderId, fileName: name, size: bytes.length, ...(label ? { label } : {}) });
  for (let index = 0; index < session.chunkCount; index++) {
    await receiveChunk(uploads, user, session.id, index, bytes.slice(index * session.chunkBytes, (index + 1) * session.chunkBytes), null);
  }
  return completeUpload(uploads, user, session.id, async (_tx, event) => {
    if (event.needsText) jobs.push(event.fileSha256);
  });
}

const list = (roles: readonly Role[], query: Record<string, unknown>) => listDocuments(db, roles, documentListQuerySchema.parse(query));
const pdf = (line: string) => buildSimplePdf([{ lines: [line] }], line);

async function readBody(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe("documents service", () => {
  it("creates a document, then versions of it for the same name in any case", async () => {
    const first = await upload(member, openFolder, `Protokoll ${run}.pdf`, pdf("Erste Fassung"));
    const second = await upload(member, openFolder, `PROTOKOLL ${run}.PDF`, pdf("Zweite Fassung"), "Entwurf");
    expect(first).toMatchObject({ created: true, number: 1 });
    expect(second).toMatchObject({ created: false, number: 2, documentId: first.documentId, name: `Protokoll ${run}.pdf` });
    const detail = await getDocument(db, member.roles, first.documentId);
    expect(detail.versions.map((v) => [v.number, v.label, v.createdByName])).toEqual([
      [2, "Entwurf", "member Test"],
      [1, null, "member Test"],
    ]);
    expect(detail).toMatchObject({ currentVersion: 2, preview: "pdf", canWrite: true, textStatus: "pending" });
    const [activity] = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, member.id), eq(userActivityLog.activityType, "document_uploaded")));
    expect(activity?.description).toContain("hochgeladen");
  });

  it("downloads any version byte-identical and restores an old version as the newest", async () => {
    const one = pdf(`Haushalt ${run} alt`);
    const two = pdf(`Haushalt ${run} neu`);
    const created = await upload(member, openFolder, `Haushalt ${run}.pdf`, one);
    await upload(member, openFolder, `Haushalt ${run}.pdf`, two);
    const request = new Request("http://x/download");
    const current = await downloadResponse(db, content, member.id, await resolveDownload(db, member.roles, created.documentId), request, false);
    expect(await readBody(current)).toEqual(two);
    const old = await downloadResponse(db, content, member.id, await resolveDownload(db, member.roles, created.documentId, 1), request, false);
    expect(old.headers.get("content-disposition")).toContain(`Haushalt ${run} (Version 1).pdf`.replace(/ /g, "%20").slice(0, 10));
    expect(await readBody(old)).toEqual(one);

    const before = await getDocument(db, member.roles, created.documentId);
    await restoreVersion(db, member, created.documentId, 1, before.version);
    const after = await getDocument(db, member.roles, created.documentId);
    expect(after.currentVersion).toBe(3);
    expect(after.versions[0]).toMatchObject({ number: 3, restoredFrom: 1, size: one.length });
    const restored = await downloadResponse(db, content, member.id, await resolveDownload(db, member.roles, created.documentId), request, false);
    expect(await readBody(restored)).toEqual(one);
  });

  it("serves a byte range and audits downloads from a board folder only", async () => {
    const bytes = pdf(`Vertraulich ${run}`);
    const created = await upload(board, boardFolder, `Vertraulich ${run}.pdf`, bytes);
    const partial = await downloadResponse(
      db,
      content,
      board.id,
      await resolveDownload(db, board.roles, created.documentId),
      new Request("http://x", { headers: { range: "bytes=10-19" } }),
      true,
    );
    expect(partial.status).toBe(206);
    expect(await readBody(partial)).toEqual(bytes.slice(10, 20));
    await downloadResponse(db, content, board.id, await resolveDownload(db, board.roles, created.documentId), new Request("http://x"), false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.documentId), eq(auditLog.action, "document.downloaded")));
    expect(audits).toHaveLength(1);
  });

  it("hides a board folder's documents from members: by list, by search, by id and by download", async () => {
    const secret = await upload(board, boardFolder, `Personalsache ${run}.txt`, samples.textUtf8(`Gehaltsverhandlung ${run}`));
    const folders = await listFolders(db, member);
    expect(folders.map((f) => f.id)).not.toContain(boardFolder);
    expect((await listFolders(db, board)).map((f) => f.id)).toContain(boardFolder);
    await expect(list(member.roles, { folderId: boardFolder })).rejects.toMatchObject({ status: 404 });
    expect((await list(member.roles, { q: `Personalsache ${run}` })).items).toEqual([]);
    expect((await list(board.roles, { q: `Personalsache ${run}` })).items.map((d) => d.id)).toEqual([secret.documentId]);
    await expect(getDocument(db, member.roles, secret.documentId)).rejects.toMatchObject({ status: 404 });
    await expect(resolveDownload(db, member.roles, secret.documentId)).rejects.toMatchObject({ status: 404 });
    await expect(beginUpload(db, uploads, member, { folderId: boardFolder, fileName: "x.txt", size: 3 })).rejects.toMatchObject({ status: 404 });
    await expect(setWatching(db, member, boardFolder, true)).rejects.toMatchObject({ status: 404 });
    await expect(trashDocument(db, member, secret.documentId, 1)).rejects.toMatchObject({ status: 404 });
  });

  it("lets readers without the write role read but not change", async () => {
    const readOnly = (await createFolder(db, admin.id, folderInputSchema.parse({ name: `Satzung ${run}`, readRole: "mitglied", writeRole: "vorstand" }))).id;
    const doc = await upload(board, readOnly, `Satzung ${run}.pdf`, pdf("Satzung"));
    expect((await getDocument(db, member.roles, doc.documentId)).canWrite).toBe(false);
    await expect(beginUpload(db, uploads, member, { folderId: readOnly, fileName: "x.pdf", size: 10 })).rejects.toMatchObject({ status: 403 });
    await expect(updateDocument(db, member, doc.documentId, { name: "neu", version: 1 })).rejects.toMatchObject({ status: 403 });
  });

  it("finds documents by name, tag and the full text of PDFs and text files", async () => {
    const withText = await upload(member, openFolder, `Stellungnahme ${run}.pdf`, pdf(`Eisenbahnregulierungsgesetz Nachbesserung ${run}`));
    const text = await upload(member, openFolder, `Notizen ${run}.txt`, samples.textUtf8(`Serviceeinrichtungen und Gleisanschlüsse ${run}`));
    for (const sha256 of jobs.splice(0)) await extractFileText(db, content, sha256);
    expect((await list(member.roles, { q: `Eisenbahnregulierungsgesetz ${run}` })).items.map((d) => d.id)).toEqual([withText.documentId]);
    expect((await list(member.roles, { q: `Gleisanschluss ${run}` })).items.map((d) => d.id)).toEqual([text.documentId]); // German stemming
    expect((await list(member.roles, { q: `Stellungn` })).items.map((d) => d.id)).toContain(withText.documentId); // prefix while typing
    const hit = (await list(member.roles, { q: `Nachbesserung ${run}` })).items[0];
    expect(hit?.excerpt).toContain("«Nachbesserung»");

    const detail = await getDocument(db, member.roles, text.documentId);
    await updateDocument(db, member, text.documentId, { tags: ["aeg", `tag${run}`], description: "Für die AG Infrastruktur", version: detail.version });
    expect((await list(member.roles, { tag: `tag${run}` })).items.map((d) => d.id)).toEqual([text.documentId]);
    expect((await list(member.roles, { q: `tag${run}` })).items.map((d) => d.id)).toEqual([text.documentId]);
  });

  it("renames keeping the extension, moves between folders and refuses stale versions and name clashes", async () => {
    const a = await upload(member, openFolder, `Entwurf A ${run}.pdf`, pdf("A"));
    await upload(member, openFolder, `Entwurf B ${run}.pdf`, pdf("B"));
    const renamed = await updateDocument(db, member, a.documentId, { name: `Beschluss ${run}`, version: 1 });
    expect(renamed.name).toBe(`Beschluss ${run}.pdf`);
    await expect(updateDocument(db, member, a.documentId, { name: "x", version: 1 })).rejects.toMatchObject({ status: 409, code: "version_conflict" });
    await expect(updateDocument(db, member, a.documentId, { name: `Entwurf B ${run}.pdf`, version: renamed.version })).rejects.toMatchObject({
      status: 409,
      code: "name_taken",
    });
    await expect(updateDocument(db, member, a.documentId, { folderId: boardFolder, version: renamed.version })).rejects.toMatchObject({ status: 404 });
    const moved = await updateDocument(db, board, a.documentId, { folderId: boardFolder, version: renamed.version });
    expect(moved.folderId).toBe(boardFolder);
    await expect(getDocument(db, member.roles, a.documentId)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps deleted documents restorable for 30 days, then the retention job removes them", async () => {
    const doc = await upload(member, openFolder, `Verworfen ${run}.pdf`, pdf(`Verworfen ${run}`));
    await trashDocument(db, member, doc.documentId, 1);
    expect((await list(member.roles, { q: `Verworfen ${run}` })).items).toEqual([]);
    await expect(getDocument(db, member.roles, doc.documentId)).rejects.toMatchObject({ status: 404 });
    expect((await listTrash(db, member.roles)).map((t) => t.id)).toContain(doc.documentId);

    // Meanwhile someone uploads a new document of the same name: the restored one gets " (2)".
    await upload(member, openFolder, `Verworfen ${run}.pdf`, pdf("neu"));
    expect(await restoreFromTrash(db, member, doc.documentId)).toEqual({ name: `Verworfen ${run} (2).pdf` });

    const detail = await getDocument(db, member.roles, doc.documentId);
    await trashDocument(db, member, doc.documentId, detail.version);
    await db
      .update(documents)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(documents.id, doc.documentId));
    await expect(restoreFromTrash(db, member, doc.documentId)).rejects.toMatchObject({ status: 404 });
    const result = await applyDocumentsRetention(db, uploads);
    expect(result.purgedDocuments).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(documents).where(eq(documents.id, doc.documentId))).toEqual([]);
  });

  it("deletes only empty folders", async () => {
    const folder = await createFolder(db, admin.id, folderInputSchema.parse({ name: `Leer ${run}`, readRole: "mitglied", writeRole: "mitglied" }));
    await upload(member, folder.id, "x.txt", samples.textUtf8("x"));
    await expect(deleteFolder(db, admin.id, folder.id, folder.version)).rejects.toMatchObject({ status: 409, code: "folder_not_empty" });
    const empty = await createFolder(db, admin.id, folderInputSchema.parse({ name: `Wirklich leer ${run}`, readRole: "mitglied", writeRole: "mitglied" }));
    await deleteFolder(db, admin.id, empty.id, empty.version);
    expect((await listFolders(db, admin)).map((f) => f.id)).not.toContain(empty.id);
  });

  it("stores identical bytes once across documents", async () => {
    const bytes = pdf(`Doppelt ${run}`);
    const a = await upload(member, openFolder, `Kopie 1 ${run}.pdf`, bytes);
    const b = await upload(member, openFolder, `Kopie 2 ${run}.pdf`, bytes);
    const [da] = await db.select().from(documents).where(eq(documents.id, a.documentId));
    const [dbb] = await db.select().from(documents).where(eq(documents.id, b.documentId));
    expect(da!.fileSha256).toBe(sha256Hex(bytes));
    expect(dbb!.fileSha256).toBe(da!.fileSha256);
  });
});

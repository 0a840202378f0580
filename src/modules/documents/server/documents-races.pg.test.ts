/**
 * The documents service under simultaneous uploads: the same new name arriving at once becomes one
 * document with consecutive versions (real Postgres in the "postgres" project; PGlite would
 * serialise the uploads). The rest of the service: documents.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { ContentStore } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import { folderInputSchema } from "../schema/folder.ts";
import { createFolder } from "./folders.ts";
import { PostgresUploadStore } from "./postgres-upload-store.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { beginUpload, completeUpload, receiveChunk, type Uploader } from "./uploads.ts";
import { UploadService } from "./upload-service.ts";

const run = Date.now().toString(36);
const member: Uploader = { id: `user_doc_member_${run}`, roles: ["mitglied"] };
const admin: Uploader = { id: `user_doc_admin_${run}`, roles: ["admin"] };
let db: Db;
let uploads: UploadService<Db>;
let openFolder: string;

beforeAll(async () => {
  db = await getDb();
  for (const user of [member, admin])
    await ensureProfile({ id: user.id, email: `${user.id}@example.org`, firstName: user.id.split("_")[2], lastName: "Test" }, db);
  uploads = new UploadService({ content: new ContentStore(memoryStorage(), "chunks"), store: new PostgresUploadStore(db), chunkBytes: 4096 });
  openFolder = (await createFolder(db, admin.id, folderInputSchema.parse({ name: `Arbeitsunterlagen ${run}`, readRole: "mitglied", writeRole: "mitglied" })))
    .id;
}, 120_000);
afterAll(() => closeDatabase());

async function upload(user: Uploader, folderId: string, name: string, bytes: Uint8Array) {
  const session = await beginUpload(db, uploads, user, { folderId, fileName: name, size: bytes.length });
  for (let index = 0; index < session.chunkCount; index++) {
    await receiveChunk(uploads, user, session.id, index, bytes.slice(index * session.chunkBytes, (index + 1) * session.chunkBytes), null);
  }
  return completeUpload(uploads, user, session.id, async () => {});
}

const pdf = (line: string) => buildSimplePdf([{ lines: [line] }], line);

describe("documents service: simultaneous uploads", () => {
  it("numbers versions one after another when the same new name arrives at once", async () => {
    const name = `Gleichzeitig ${run}.pdf`;
    const results = await Promise.all([0, 1, 2, 3].map((i) => upload(member, openFolder, name, pdf(`Fassung ${i}`))));
    expect(new Set(results.map((r) => r.documentId)).size).toBe(1);
    expect(results.map((r) => r.number).sort()).toEqual([1, 2, 3, 4]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

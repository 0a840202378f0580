/**
 * The upload service on the Postgres upload store: commits are atomic with the caller's rows, a
 * session is consumed once even by simultaneous requests (real Postgres in the "postgres" project),
 * and the sweep never deletes a chunk that a file, an open upload or a concurrent upload needs.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { ContentStore, sha256Hex } from "#platform/storage/content-store.ts";
import { memoryStorage } from "#platform/storage/memory-storage.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { concatBytes, samples } from "./test-samples.ts";
import { UPLOAD_SESSION_TTL_MS } from "../domain/upload-limits.ts";
import { loadFile, PostgresUploadStore } from "./postgres-upload-store.ts";
import { CHUNK_GRACE_MS, UploadService } from "./upload-service.ts";
import type { UploadError } from "./upload-errors.ts";
import { documentChunks, documentFiles, documentUploadSessions } from "./tables.ts";

const CHUNK = 1024;
const run = Date.now().toString(36);
const owner = `user_doc_upload_${run}`;
let db: Db;

beforeAll(async () => {
  db = await getDb();
  await ensureProfile({ id: owner, email: `${owner}@example.org` }, db);
}, 120_000);
afterAll(() => closeDatabase());

function setup(start = new Date()) {
  let now = start;
  const content = new ContentStore(memoryStorage(), "chunks");
  const store = new PostgresUploadStore(db);
  const service = new UploadService({ content, store, chunkBytes: CHUNK, now: () => now });
  return { service, content, store, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** Unique bytes per call, so tests sharing the database never share chunks by accident. */
function uniqueText(chunks: number, tag = randomUUID()): Uint8Array {
  return samples.textUtf8(`${tag}\n`.padEnd(chunks * CHUNK - 10, "x") + "\nEnde.\n");
}

async function upload(service: UploadService<Db>, bytes: Uint8Array, name = "notiz.txt") {
  const session = await service.begin({ ownerId: owner, fileName: name, size: bytes.length, target: { folder: "f" } });
  for (let index = 0; index * CHUNK < bytes.length; index++) await service.putChunk(session.id, owner, index, bytes.slice(index * CHUNK, (index + 1) * CHUNK));
  return session;
}

const marker = sql`CREATE TABLE IF NOT EXISTS document_upload_test_marks (session_id uuid PRIMARY KEY, note text)`;

describe("PostgresUploadStore", () => {
  it("records the file and the caller's rows in the transaction that consumes the session", async () => {
    const { service } = setup();
    await db.execute(marker);
    const bytes = uniqueText(3);
    const session = await upload(service, bytes);
    const file = await service.complete(session.id, owner, async ({ file }, tx) => {
      await tx.execute(sql`INSERT INTO document_upload_test_marks VALUES (${session.id}, 'created')`);
      return file;
    });
    expect(file.sha256).toBe(sha256Hex(bytes));
    expect(await loadFile(db, file.sha256)).toEqual(file);
    expect(await db.select().from(documentUploadSessions).where(eq(documentUploadSessions.id, session.id))).toEqual([]);
    const marks = rowsOf(await db.execute(sql`SELECT note FROM document_upload_test_marks WHERE session_id = ${session.id}`));
    expect(marks).toEqual([{ note: "created" }]);
  });

  it("rolls everything back when the caller's rows fail, and the upload can be completed again", async () => {
    const { service } = setup();
    const bytes = uniqueText(2);
    const session = await upload(service, bytes);
    await expect(service.complete(session.id, owner, async () => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
    expect(
      await db
        .select()
        .from(documentFiles)
        .where(eq(documentFiles.sha256, sha256Hex(bytes))),
    ).toEqual([]);
    expect((await service.status(session.id, owner)).received).toEqual([0, 1]);
    expect(await service.complete(session.id, owner, async () => "ok")).toBe("ok");
  });

  it("lets only one of simultaneous completions through", async () => {
    const { service } = setup();
    const session = await upload(service, uniqueText(2));
    let created = 0;
    const results = await Promise.allSettled(
      [0, 1, 2].map(() =>
        service.complete(session.id, owner, async () => {
          created += 1;
          return created;
        }),
      ),
    );
    expect(created).toBe(1);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as UploadError).code).toBe("not_found");
  });

  it("stores a file once even when two uploads of the same bytes complete", async () => {
    const { service } = setup();
    const bytes = uniqueText(2);
    const [a, b] = [await upload(service, bytes), await upload(service, bytes)];
    await service.complete(a.id, owner, async () => null);
    await service.complete(b.id, owner, async () => null);
    expect(
      await db
        .select()
        .from(documentFiles)
        .where(eq(documentFiles.sha256, sha256Hex(bytes))),
    ).toHaveLength(1);
  });

  it("sweeps expired uploads and their chunks, but not chunks a file or an open upload uses", async () => {
    const start = new Date(Date.now() - 10 * UPLOAD_SESSION_TTL_MS);
    const { service, content, advance } = setup(start);
    const sharedTag = randomUUID();
    const kept = uniqueText(2, sharedTag);
    const keptSession = await upload(service, kept);
    await service.complete(keptSession.id, owner, async () => null);
    // An abandoned upload whose first chunk equals the kept file's first chunk.
    const abandoned = concatBytes(kept.slice(0, CHUNK), uniqueText(1));
    await upload(service, abandoned);
    const abandonedOwn = sha256Hex(abandoned.slice(CHUNK, 2 * CHUNK));
    const shared = sha256Hex(kept.slice(0, CHUNK));

    advance(UPLOAD_SESSION_TTL_MS + CHUNK_GRACE_MS + 1000);
    // Another upload still open now, of a chunk that is otherwise unreferenced and old.
    const open = await upload(service, uniqueText(1));
    const openChunk = (await service.status(open.id, owner)).received;
    expect(openChunk).toEqual([0]);

    const swept = await service.sweep(10_000);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(await content.has(abandonedOwn)).toBe(false);
    expect(await content.has(shared)).toBe(true);
    const remaining = await db
      .select({ sha256: documentChunks.sha256 })
      .from(documentChunks)
      .where(inArray(documentChunks.sha256, [shared, abandonedOwn]));
    expect(remaining.map((r) => r.sha256)).toEqual([shared]);
    expect((await service.status(open.id, owner)).received).toEqual([0]);
  });

  it("keeps a chunk that is uploaded again while the sweep deletes it", async () => {
    const start = new Date(Date.now() - 10 * UPLOAD_SESSION_TTL_MS);
    const { service, content, store, advance } = setup(start);
    const bytes = uniqueText(1);
    const hash = sha256Hex(bytes);
    const abandoned = await upload(service, bytes);
    await service.cancel(abandoned.id, owner);
    advance(UPLOAD_SESSION_TTL_MS + CHUNK_GRACE_MS + 1000);

    let reupload: Promise<unknown> | undefined;
    const removed = await store.collectChunks(new Date(Date.now() - UPLOAD_SESSION_TTL_MS), 10_000, async (sha256) => {
      if (sha256 === hash) {
        // A new upload of the same bytes arrives while the sweep holds this chunk.
        reupload = upload(service, bytes);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await content.delete(sha256);
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    await reupload;
    expect(await content.has(hash)).toBe(true);
    const [row] = await db.select().from(documentChunks).where(eq(documentChunks.sha256, hash));
    expect(row).toBeDefined();
  });
});

/**
 * The interface other modules use (index.ts): a generated PDF lands as a document version in a
 * system folder with the access the module asked for, inside the caller's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { documentLink, readDocumentBytes, storeGeneratedDocument } from "../index.ts";
import { documentListQuerySchema } from "../schema/document.ts";
import { getDocument, listDocuments } from "./document-queries.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { documentFolders, documents } from "./tables.ts";
import { samples } from "./test-samples.ts";
import { documentContent, documentUploads } from "./content.ts";
import { applyDocumentsRetention } from "./retention.ts";
import { adoptionSliceOf } from "./upload-service.ts";
import { CHUNK_BYTES, UPLOAD_SESSION_TTL_MS } from "../domain/upload-limits.ts";
import { sha256Hex } from "#platform/storage/content-store.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { registerModuleChannels } from "../../../composition/channels/all.ts";

const run = Date.now().toString(36);
const DAY = 24 * 3600_000;
let db: Db;
const minutesFolder = { key: `minutes-${run}`, name: `Protokolle ${run}`, readRole: "mitglied" as const };
const invoicesFolder = { key: `invoices-${run}`, name: `Rechnungen ${run}`, readRole: "vorstand" as const };

beforeAll(async () => {
  db = await getDb();
}, 120_000);
afterAll(() => closeDatabase());

describe("storeGeneratedDocument", () => {
  it("stores a generated PDF in a system folder, as versions under the same name, and reads it back", async () => {
    const first = buildSimplePdf([{ lines: ["Protokoll der Mitgliederversammlung", "Entwurf"] }]);
    const final = buildSimplePdf([{ lines: ["Protokoll der Mitgliederversammlung", "Beschlossen"] }]);
    const a = await db.transaction((tx) => storeGeneratedDocument(tx as unknown as Db, { folder: minutesFolder, fileName: "Protokoll MV 2026", bytes: first }));
    const b = await db.transaction((tx) =>
      storeGeneratedDocument(tx as unknown as Db, { folder: minutesFolder, fileName: "Protokoll MV 2026.pdf", bytes: final, label: "Beschlossene Fassung" }),
    );
    expect(a).toMatchObject({ name: "Protokoll MV 2026.pdf", version: 1, link: documentLink(a.documentId) });
    expect(b).toMatchObject({ documentId: a.documentId, version: 2, folderId: a.folderId });
    const [folder] = await db.select().from(documentFolders).where(eq(documentFolders.id, a.folderId));
    expect(folder).toMatchObject({ systemKey: minutesFolder.key, readRole: "mitglied", writeRole: "admin" });
    expect((await readDocumentBytes(db, a.documentId)).bytes).toEqual(final);
    expect((await readDocumentBytes(db, a.documentId, 1)).bytes).toEqual(first);
    expect((await getDocument(db, ["mitglied"], a.documentId)).versions[0]?.label).toBe("Beschlossene Fassung");
  });

  it("leaves nothing when the caller's transaction rolls back", async () => {
    const name = `Rechnung ${run}-R1.pdf`;
    await expect(
      db.transaction(async (tx) => {
        await storeGeneratedDocument(tx as unknown as Db, { folder: invoicesFolder, fileName: name, bytes: buildSimplePdf([{ lines: ["Rechnung"] }]) });
        throw new Error("invoice numbering failed");
      }),
    ).rejects.toThrow("invoice numbering failed");
    expect(await db.select().from(documents).where(eq(documents.name, name))).toEqual([]);
  });

  it("leaves no chunk bytes behind in storage once the retention job has run after a rollback", async () => {
    // Two chunks: a generated file larger than one chunk, unique to this run.
    const bytes = buildSimplePdf([{ lines: [`Rechnung ${run}-R9`], imageBytes: CHUNK_BYTES + 1000 }]);
    const chunkHashes = [sha256Hex(bytes.subarray(0, CHUNK_BYTES)), sha256Hex(bytes.subarray(CHUNK_BYTES))];
    const content = await documentContent();
    await expect(
      db.transaction(async (tx) => {
        await storeGeneratedDocument(tx as unknown as Db, { folder: invoicesFolder, fileName: `Rechnung ${run}-R9.pdf`, bytes });
        throw new Error("invoice numbering failed");
      }),
    ).rejects.toThrow("invoice numbering failed");
    // The bytes were written before the transaction failed; its chunk records went with it.
    for (const hash of chunkHashes) expect(await content.has(hash)).toBe(true);

    // Each daily run checks the stored hashes of one first hex digit (a sixteenth of the storage).
    const uploads = await documentUploads(db);
    const dayChecking = (slice: string, from: Date) => {
      let day = new Date(from);
      while (adoptionSliceOf(day) !== slice) day = new Date(day.getTime() + DAY);
      return day;
    };
    let last = new Date();
    for (const slice of new Set(chunkHashes.map((hash) => hash[0]!))) {
      const runDay = dayChecking(slice, last);
      const result = await applyDocumentsRetention(db, uploads, runDay);
      expect(result.adoptedChunks).toBeGreaterThanOrEqual(1);
      // Adopted, and kept through its grace time.
      for (const hash of chunkHashes.filter((h) => h.startsWith(slice))) expect(await content.has(hash)).toBe(true);
      last = new Date(runDay.getTime() + DAY);
    }
    const nextDay = new Date(last.getTime() + UPLOAD_SESSION_TTL_MS + 2 * 3600_000);
    await applyDocumentsRetention(db, uploads, nextDay);
    for (const hash of chunkHashes) expect(await content.has(hash)).toBe(false);

    // A committed generated document keeps its bytes through the same runs.
    const kept = await db.transaction((tx) =>
      storeGeneratedDocument(tx as unknown as Db, { folder: invoicesFolder, fileName: `Rechnung ${run}-R10.pdf`, bytes }),
    );
    await applyDocumentsRetention(db, uploads, nextDay);
    await applyDocumentsRetention(db, uploads, new Date(nextDay.getTime() + 2 * UPLOAD_SESSION_TTL_MS));
    expect((await readDocumentBytes(db, kept.documentId)).bytes).toEqual(bytes);
  });

  it("gives the folder the access the module asked for", async () => {
    const ref = await db.transaction((tx) =>
      storeGeneratedDocument(tx as unknown as Db, {
        folder: invoicesFolder,
        fileName: `Rechnung ${run}-R2.pdf`,
        bytes: buildSimplePdf([{ lines: ["Rechnung R2"] }]),
      }),
    );
    await expect(getDocument(db, ["mitglied"], ref.documentId)).rejects.toMatchObject({ status: 404 });
    expect((await listDocuments(db, ["mitglied"], documentListQuerySchema.parse({ q: `Rechnung ${run}` }))).items).toEqual([]);
    expect((await getDocument(db, ["vorstand"], ref.documentId)).name).toBe(`Rechnung ${run}-R2.pdf`);
  });

  it("refuses bytes it would refuse from a person", async () => {
    await expect(
      db.transaction((tx) => storeGeneratedDocument(tx as unknown as Db, { folder: minutesFolder, fileName: "x.pdf", bytes: samples.exe() })),
    ).rejects.toMatchObject({ code: "type_refused" });
  });

  it("gets its text extracted by the outbox, so generated minutes become searchable (issue 25)", async () => {
    // Generated minutes stayed "wird gerade für die Suche ausgewertet": nothing queued their extraction.
    const word = `Gleisanschlussförderung${run}`;
    const ref = await db.transaction((tx) =>
      storeGeneratedDocument(tx as unknown as Db, {
        folder: minutesFolder,
        fileName: `Protokoll ${run}-AK.pdf`,
        bytes: buildSimplePdf([{ lines: ["Protokoll der Sitzung", `Beschluss zur ${word}`] }]),
      }),
    );
    expect((await getDocument(db, ["mitglied"], ref.documentId)).textStatus).toBe("pending");
    expect(ref.deliveryIds).toHaveLength(1);
    const [queued] = await db.select().from(outbox).where(eq(outbox.id, ref.deliveryIds[0]!));
    expect(queued).toMatchObject({ kind: "documents.extract_text", target: ref.sha256 });

    // What the scheduled beat does with every due row (here only this one).
    await registerModuleChannels();
    expect(await dispatchOutbox({ ids: ref.deliveryIds })).toMatchObject({ sent: 1 });
    expect((await getDocument(db, ["mitglied"], ref.documentId)).textStatus).toBe("done");
    const found = await listDocuments(db, ["mitglied"], documentListQuerySchema.parse({ q: word }));
    expect(found.items.map((item) => item.id)).toEqual([ref.documentId]);

    // The same bytes again (a republished version): already extracted, nothing queued.
    const again = await db.transaction((tx) =>
      storeGeneratedDocument(tx as unknown as Db, {
        folder: minutesFolder,
        fileName: `Protokoll ${run}-AK Kopie.pdf`,
        bytes: buildSimplePdf([{ lines: ["Protokoll der Sitzung", `Beschluss zur ${word}`] }]),
      }),
    );
    expect(again.deliveryIds).toEqual([]);
  });
});

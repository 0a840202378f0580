/**
 * Demo data: the association's folders with believable access, and documents in them (seed-files.ts)
 * — minutes, statements, invitations as PDFs in the house style (so preview and search show their
 * contents), member lists as CSV, a few with several versions, tags and descriptions, one in the trash.
 */
import type { Db } from "#platform/db/client.ts";
import type { SeedContext, Seeder, SeedUser } from "#platform/seed/seed-context.ts";
import { folderInputSchema } from "../schema/folder.ts";
import { documentContent } from "./content.ts";
import { extractFileText } from "./extract-file-text.ts";
import { createFolder } from "./folders.ts";
import { PostgresUploadStore } from "./postgres-upload-store.ts";
import { recordVersion } from "./record-version.ts";
import { seedFileBytes, seedFolders } from "./seed-files.ts";
import { demoCalendar } from "#platform/seed/demo-calendar.ts";
import { refreshSearchVector } from "./search-vector.ts";
import { documents, documentVersions } from "./tables.ts";
import { UploadService } from "./upload-service.ts";
import { and, eq } from "drizzle-orm";

export const seeder: Seeder = {
  name: "documents",
  async run(context) {
    const { db, users } = context;
    const uploads = new UploadService({ content: await documentContent(), store: new PostgresUploadStore(db) });
    let count = 0;
    const folders = seedFolders(demoCalendar(context.today));
    for (const spec of folders) {
      const folder = await createFolder(
        db,
        users.admin.id,
        folderInputSchema.parse({ name: spec.name, description: spec.description, readRole: spec.readRole, writeRole: spec.writeRole }),
      );
      for (const doc of spec.documents) {
        const author = pickAuthor(context, doc.by ?? "member");
        const versions = [...(doc.versions ?? []), { note: "", label: undefined }];
        for (const [index, version] of versions.entries()) {
          const bytes = await seedFileBytes(doc, version.note);
          const { file, fileName } = await uploads.storeBytes(bytes, doc.name);
          const recorded = await db.transaction((tx) =>
            recordVersion(tx as unknown as Db, { folderId: folder.id, fileName, file, actorId: author.id, label: version.label ?? null }),
          );
          await extractFileText(db, await documentContent(), file.sha256);
          // Earlier versions a few days apart, the last one on the document's date.
          const versionAt = daysBefore(context.today, doc.daysAgo + (versions.length - 1 - index) * 4);
          await db
            .update(documentVersions)
            .set({ createdAt: versionAt })
            .where(and(eq(documentVersions.documentId, recorded.documentId), eq(documentVersions.number, recorded.number)));
          if (index === versions.length - 1) {
            const at = daysBefore(context.today, doc.daysAgo);
            const trashedAt = doc.trashedDaysAgo === undefined ? null : daysBefore(context.today, doc.trashedDaysAgo);
            await db
              .update(documents)
              .set({
                description: doc.description ?? null,
                tags: doc.tags ?? [],
                createdAt: at,
                updatedAt: at,
                deletedAt: trashedAt,
                deletedBy: trashedAt ? author.id : null,
              })
              .where(eq(documents.id, recorded.documentId));
            await refreshSearchVector(db, recorded.documentId);
          }
        }
        count += 1;
      }
    }
    context.log(`documents: ${folders.length} Ordner, ${count} Dokumente`);
  },
};

/** Ten in the morning Berlin time, `days` before `today` (YYYY-MM-DD). */
function daysBefore(today: string, days: number): Date {
  return new Date(new Date(`${today}T10:00:00+01:00`).getTime() - days * 24 * 3600_000);
}

function pickAuthor(context: SeedContext, by: "admin" | "management" | "board" | "member"): SeedUser {
  if (by === "member") return context.random.pick(context.users.all.filter((u) => u.roles.includes("mitglied")));
  return context.users[by];
}

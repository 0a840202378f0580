/**
 * Demo notes: the association's shared document and five more (board-only minutes, a working
 * group, a joint statement, a management-only preparation, an archived retreat), each stored as one
 * Yjs update with a named version, edited by demo users over the last weeks.
 */
import { getSchema } from "@tiptap/core";
import { prosemirrorJSONToYDoc } from "@tiptap/y-tiptap";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Seeder } from "#platform/seed/seed-context.ts";
import { contentExtensions } from "../domain/content-extensions.ts";
import { CONTENT_FIELD } from "../domain/limits.ts";
import { documentJson, plainText } from "./content/prosemirror-json.ts";
import { takeSnapshot } from "./history/snapshots.ts";
import { PostgresUpdateStore } from "./sync/postgres-update-store.ts";
import { collabDocuments } from "./tables.ts";
import { seedDocuments } from "./seed-content.ts";
import { demoCalendar } from "#platform/seed/demo-calendar.ts";

const DAY = 24 * 60 * 60_000;

export const seeder: Seeder = {
  name: "collab",
  async run({ db, users, random, today, log }) {
    const schema = getSchema(contentExtensions());
    const store = new PostgresUpdateStore(db);
    const editors = [users.board, users.management, users.admin, users.member];
    const noon = Date.parse(`${today}T11:00:00Z`);
    const documents = seedDocuments(demoCalendar(today));
    for (const item of documents) {
      const editedAt = noon - item.editedDaysAgo * DAY - random.int(0, 5) * 60 * 60_000;
      const author = item.readRoles.includes("geschaeftsfuehrung") ? users.management : item.readRoles.length ? users.board : random.pick(editors);
      let [row] = await db.select({ id: collabDocuments.id }).from(collabDocuments).where(eq(collabDocuments.docKey, item.key));
      if (!row) {
        [row] = await db
          .insert(collabDocuments)
          .values({
            docKey: item.key,
            title: item.title,
            readRoles: item.readRoles,
            createdBy: author.id,
            createdAt: new Date(editedAt - 2 * DAY),
            archivedAt: item.archived ? new Date(editedAt + DAY) : null,
          })
          .returning({ id: collabDocuments.id });
      }
      const ydoc = prosemirrorJSONToYDoc(schema, item.content, CONTENT_FIELD);
      await store.appendServerUpdate(row!.id, Y.encodeStateAsUpdate(ydoc), editedAt);
      const preview = plainText(documentJson(ydoc)).replace(/\s+/g, " ").slice(0, 400);
      await db.execute(
        sql`UPDATE collab_documents SET last_edited_by = ${author.id}, last_edited_at = ${new Date(editedAt).toISOString()}::timestamptz, content_preview = ${preview} WHERE id = ${row!.id}`,
      );
      await takeSnapshot(db, store, row!.id, { kind: "named", label: "Stand zur Vorbesprechung", userId: author.id, now: editedAt - 60 * 60_000 });
      ydoc.destroy();
    }
    log(`collab: ${documents.length} notes documents`);
  },
};

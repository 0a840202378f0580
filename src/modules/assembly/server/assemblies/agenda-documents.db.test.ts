/**
 * Agenda documents are existing documents of the documents module that every member may read:
 * an unknown or trashed id and a document in a folder closed to members are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { storeGeneratedDocument } from "#modules/documents/index.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import { assemblyFieldsSchema } from "../../schema/assembly.ts";
import { addAgendaItem, attachDocument, detachDocument } from "./agenda-commands.ts";
import { createAssembly } from "./assembly-commands.ts";
import { refusalOf } from "../testing/refusal-of.ts";
import { agendaDocuments } from "../tables.ts";

let db: Db;
const actor = { id: `user_office_docs_${Date.now()}` };
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

beforeAll(async () => {
  db = await getDb();
  await db.insert(profiles).values({ id: actor.id, email: "agenda-docs@example.org" }).onConflictDoNothing();
}, 60_000);
afterAll(() => closeDatabase());

describe("agenda documents", () => {
  it("attaches a document members may read and refuses unknown ones and those in closed folders", async () => {
    const date = addDays(berlinDate(new Date()), 60);
    const assembly = await createAssembly(
      db,
      assemblyFieldsSchema.parse({ title: "MV mit Unterlagen", kind: "ordinary", assemblyDate: date, startTime: "10:00" }),
      actor,
    );
    const item = await addAgendaItem(db, assembly.id, { title: "Jahresabschluss", description: null }, actor);
    const itemId = item.id;
    const open = await db.transaction((tx) =>
      storeGeneratedDocument(tx, {
        folder: { key: "mv-unterlagen-test", name: "MV-Unterlagen Test", readRole: "mitglied" },
        fileName: "Jahresabschluss.pdf",
        bytes: pdf("offen"),
        actorId: actor.id,
      }),
    );
    const closed = await db.transaction((tx) =>
      storeGeneratedDocument(tx, {
        folder: { key: "praesidium-test", name: "Präsidium intern Test", readRole: "vorstand" },
        fileName: "Intern.pdf",
        bytes: pdf("intern"),
        actorId: actor.id,
      }),
    );

    expect(await refusalOf(attachDocument(db, itemId, { documentId: "00000000-0000-4000-8000-000000000000", title: "Fehlt" }, actor))).toMatchObject({
      status: 404,
    });
    const refused = await refusalOf(attachDocument(db, itemId, { documentId: closed.documentId, title: "Intern" }, actor));
    expect(refused).toMatchObject({ status: 409, code: "document_not_for_members" });
    expect(refused.message).toContain("Präsidium intern Test");

    await attachDocument(db, itemId, { documentId: open.documentId, title: "Jahresabschluss" }, actor);
    const attached = () => db.select({ documentId: agendaDocuments.documentId }).from(agendaDocuments).where(eq(agendaDocuments.agendaItemId, itemId));
    expect((await attached()).map((r) => r.documentId)).toEqual([open.documentId]);

    await db.execute(sql`UPDATE documents SET deleted_at = now() WHERE id = ${open.documentId}`);
    expect(await refusalOf(attachDocument(db, itemId, { documentId: open.documentId, title: "Jahresabschluss" }, actor))).toMatchObject({ status: 404 });
    await detachDocument(db, itemId, open.documentId, actor);
    expect(await attached()).toEqual([]);
  });
});

/**
 * A new association's usable start (issue 25): a real first installation (production never gets
 * demo data) began with no discussion area, no task project and no document folder, so a member
 * could not post, create a task or upload until an administrator had built the structure. This
 * first-run step creates a sensible default once: the discussion area "Allgemein" (all members
 * read and write), the task project "Geschäftsstelle" (all members), and the document folders
 * "Allgemein" (all members read and upload) and "Vorstand" (board and management only).
 *
 * Idempotent and polite: it runs at most once per database (seed_markers "starter-structure"), and
 * each part only while its module holds nothing yet, so a database with the demo association or an
 * administrator's own structure gets nothing added, and what an administrator later deletes is not
 * brought back. Called after the migrations (scripts/db-migrate.ts, the deploy's step) and when the
 * local server starts (scripts/serve.ts, after the demo seed on an empty embedded database).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";

const MARKER = "starter-structure";
const key = (name: string) => name.normalize("NFC").trim().toLocaleLowerCase("de-DE");

export const STARTER_STRUCTURE = {
  category: {
    slug: "allgemein",
    name: "Allgemein",
    description: "Austausch aller Mitglieder: Termine, Hinweise und Fragen rund um den Verband.",
    readRoles: ["mitglied"],
    writeRoles: ["mitglied"],
  },
  project: {
    name: "Geschäftsstelle",
    description: "Aufgaben der Geschäftsstelle und alles, was noch keinem eigenen Projekt zugeordnet ist.",
    readRole: "mitglied",
  },
  folders: [
    { name: "Allgemein", description: "Unterlagen für alle Mitglieder. Jedes Mitglied kann hier hochladen.", readRole: "mitglied", writeRole: "mitglied" },
    { name: "Vorstand", description: "Unterlagen nur für Vorstand und Geschäftsführung.", readRole: "vorstand", writeRole: "vorstand" },
  ],
} as const;

export interface StarterStructureResult {
  /** False when it ran before (the marker is set). */
  ran: boolean;
  created: string[];
}

export async function ensureStarterStructure(db: Db): Promise<StarterStructureResult> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const claimed = rowsOf(await tx.execute(sql`INSERT INTO seed_markers (name) VALUES (${MARKER}) ON CONFLICT DO NOTHING RETURNING name`));
    if (claimed.length === 0) return { ran: false, created: [] };
    const created: string[] = [];
    const empty = async (table: string) => rowsOf(await tx.execute(sql.raw(`SELECT 1 FROM ${table} LIMIT 1`))).length === 0;

    if (await empty("discussion_categories")) {
      const c = STARTER_STRUCTURE.category;
      await tx.execute(sql`INSERT INTO discussion_categories (slug, name, description, read_roles, write_roles, position)
        VALUES (${c.slug}, ${c.name}, ${c.description}, ${sql.raw(`ARRAY['${c.readRoles.join("','")}']`)}, ${sql.raw(`ARRAY['${c.writeRoles.join("','")}']`)}, 1) ON CONFLICT DO NOTHING`);
      created.push(`Diskussionsbereich „${c.name}“`);
    }
    if (await empty("task_projects")) {
      const p = STARTER_STRUCTURE.project;
      await tx.execute(
        sql`INSERT INTO task_projects (name, name_key, description, read_role) VALUES (${p.name}, ${key(p.name)}, ${p.description}, ${p.readRole}) ON CONFLICT DO NOTHING`,
      );
      created.push(`Aufgabenprojekt „${p.name}“`);
    }
    // System folders (generated minutes, invoices) do not count: a member still needs a folder to upload to.
    if (rowsOf(await tx.execute(sql`SELECT 1 FROM document_folders WHERE system_key IS NULL LIMIT 1`)).length === 0) {
      for (const f of STARTER_STRUCTURE.folders) {
        await tx.execute(
          sql`INSERT INTO document_folders (name, name_key, description, read_role, write_role) VALUES (${f.name}, ${key(f.name)}, ${f.description}, ${f.readRole}, ${f.writeRole}) ON CONFLICT DO NOTHING`,
        );
        created.push(`Dokumentenordner „${f.name}“`);
      }
    }
    return { ran: true, created };
  });
}

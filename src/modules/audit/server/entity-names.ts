/**
 * Human names for the objects of audit entries (issue 25: the "Objekt" column showed
 * `membership · 6f389923-00ac-…`). Read when the trail is read, for the entries of one page: one
 * query per entity type on the page, by id, from the table that holds the object today (the
 * administrator, the only reader of the trail, may see all of them). An object deleted since is
 * named from what the entry itself recorded (a name, title, number or e-mail in after or before);
 * otherwise the entry shows its German type and a short id. Read-only, by SQL on the owning
 * modules' tables, like the analytics report; src/modules/audit/server/routes.db.test.ts
 * runs every query here against the migrated database.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { textArray, uuidArray } from "#platform/db/sql-arrays.ts";

type NameQuery = (ids: readonly string[]) => SQL;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids against the key column in its own type, one array parameter: `id::text IN (...)` could
 * use no index and read the whole table for every page of the trail (all 10,000 memberships at
 * bench scale, issue 27). An id that is no uuid names no row of a uuid-keyed table.
 */
const uuidKey = (column: string, ids: readonly string[]) => sql`${sql.raw(column)} = ANY(${uuidArray(ids.filter((id) => UUID.test(id)))})`;
const textKey = (column: string, ids: readonly string[]) => sql`${sql.raw(column)} = ANY(${textArray(ids)})`;

/** `SELECT id, name FROM table WHERE id = ANY(...)` for the simple cases (uuid keys unless told). */
const from =
  (table: string, name: string, id = "id", key = uuidKey): NameQuery =>
  (ids) =>
    sql`SELECT ${sql.raw(id)}::text AS id, ${sql.raw(name)} AS name FROM ${sql.raw(table)} WHERE ${key(id, ids)}`;

const personName = (alias: string) => `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;
const contactName = "nullif(trim(concat_ws(' ', c.title, c.first_name, c.last_name)), '')";

/** Entity type (as recordAudit writes it) -> the query naming its objects. */
export const ENTITY_NAME_QUERIES: Record<string, NameQuery> = {
  user: from("profiles p", personName("p"), "p.id", textKey),
  profile: from("profiles p", personName("p"), "p.id", textKey),
  organization: from("organizations", "name"),
  membership: (ids) => sql`SELECT m.id::text AS id, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE ${uuidKey("m.id", ids)}`,
  membership_application: from("membership_applications", "company_name"),
  application: from("membership_applications", "company_name"),
  crm_contact: from("crm_contacts c", contactName, "c.id"),
  political_stakeholder: (ids) =>
    sql`SELECT s.contact_id::text AS id, ${sql.raw(contactName)} AS name FROM political_stakeholders s JOIN crm_contacts c ON c.id = s.contact_id WHERE ${uuidKey("s.contact_id", ids)}`,
  crm_interaction: from("crm_interactions", "left(summary, 80)"),
  document: from("documents", "name"),
  document_folder: from("document_folders", "name"),
  discussion_category: from("discussion_categories", "name"),
  discussion_thread: from("discussion_threads", "title"),
  discussion_post: (ids) =>
    sql`SELECT p.id::text AS id, t.title || ' (Beitrag ' || p.post_number || ')' AS name FROM discussion_posts p JOIN discussion_threads t ON t.id = p.thread_id WHERE ${uuidKey("p.id", ids)}`,
  task: from("tasks", "title"),
  task_project: from("task_projects", "name"),
  collab_document: (ids) =>
    sql`SELECT d.id::text AS id, d.title AS name FROM collab_documents d WHERE ${uuidKey("d.id", ids)} UNION ALL SELECT d.doc_key AS id, d.title AS name FROM collab_documents d WHERE ${textKey("d.doc_key", ids)}`,
  general_assembly: from("general_assemblies", "title"),
  assembly_motion: from("assembly_motions", "title"),
  assembly_ballot: from("assembly_ballots", "title"),
  assembly_request: from("assembly_requests", "left(purpose, 80)"),
  association_office_term: from("association_office_terms", "person_name"),
  invoice: from("finance_invoices", "number"),
  mandate: from("finance_mandates", "reference"),
  billing_profile: (ids) =>
    sql`SELECT b.membership_id::text AS id, b.recipient_name AS name FROM finance_billing_profiles b WHERE ${uuidKey("b.membership_id", ids)}`,
  collection_run: from("finance_collection_runs", "message_id"),
  bank_statement: from("finance_bank_statements", "coalesce(file_name, statement_id)"),
  statement_line: from("finance_statement_lines", "counterparty_name"),
  political_procedure: from("political_procedures", "coalesce(short_title, title)"),
  political_campaign: from("political_campaigns", "title"),
  political_position: from("political_positions", "title"),
  security_incident: from("security_incidents", "title"),
};

/** Fields an entry's own before/after may name its object by, best first. */
const RECORDED_NAME_FIELDS = ["name", "title", "companyName", "company_name", "number", "subject", "email", "fileName", "reference"] as const;

/** The object's name as the entry recorded it (a deleted object keeps its name in the trail). */
export function recordedName(before: unknown, after: unknown): string | null {
  for (const value of [after, before]) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    const fields = value as Record<string, unknown>;
    for (const key of RECORDED_NAME_FIELDS) {
      const v = fields[key];
      if (typeof v === "string" && v.trim()) return v.trim().slice(0, 120);
      if (typeof v === "number") return String(v);
    }
    const person = [fields.firstName, fields.lastName].filter((v) => typeof v === "string" && v.trim()).join(" ");
    if (person) return person;
  }
  return null;
}

const NAME_BATCH = 1000;

/** Names the objects of these entries: entityType -> entityId -> name (only those found). */
export async function entityNames(db: Db, entries: readonly { entityType: string; entityId: string }[]): Promise<Map<string, Map<string, string>>> {
  const byType = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!ENTITY_NAME_QUERIES[e.entityType] || !e.entityId) continue;
    byType.set(e.entityType, (byType.get(e.entityType) ?? new Set()).add(e.entityId));
  }
  const names = new Map<string, Map<string, string>>();
  for (const [type, ids] of byType) {
    const found = new Map<string, string>();
    const all = [...ids];
    // In slices: the CSV export names up to 100,000 entries (one array parameter each).
    for (let i = 0; i < all.length; i += NAME_BATCH) {
      for (const row of rowsOf<{ id: string; name: string | null }>(await db.execute(ENTITY_NAME_QUERIES[type]!(all.slice(i, i + NAME_BATCH)))))
        if (row.name?.trim()) found.set(row.id, row.name.trim());
    }
    names.set(type, found);
  }
  return names;
}

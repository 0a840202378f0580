import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { organizations } from "./organization-table.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { crmContactInputSchema, crmContactUpdateSchema } from "../schema/contact.ts";
import { crmContactListQuerySchema } from "../schema/list-query.ts";
import { createContact, deleteContact, updateContact } from "./contact-commands.ts";
import { getContact, listContacts } from "./contact-queries.ts";

const run = Date.now().toString(36);
const actor = `user_crm_${run}`;
const contact = (input: Record<string, unknown>) => crmContactInputSchema.parse(input);
const query = (input: Record<string, unknown>) => crmContactListQuerySchema.parse(input);

let ministryId: string;
let memberId: string;

beforeAll(async () => {
  const db = await getDb();
  await ensureProfile({ id: actor, email: `${actor}@example.org` }, db);
  const [ministry] = await db
    .insert(organizations)
    .values({ name: `Verkehrsministerium ${run}`, kind: "ministry" })
    .returning();
  const [member] = await db
    .insert(organizations)
    .values({ name: `Hafenbahn ${run} GmbH`, kind: "member_company" })
    .returning();
  ministryId = ministry!.id;
  memberId = member!.id;
}, 120_000);
afterAll(() => closeDatabase());

describe("CRM contacts", () => {
  it("creates a contact with its organisation, normalised tags and an audit entry", async () => {
    const db = await getDb();
    const created = await createContact(
      db,
      actor,
      contact({ firstName: "Anna", lastName: `Schmidt${run}`, organizationId: ministryId, tags: "Verkehr,  AEG , verkehr", followUpAt: "" }),
    );
    expect(created).toMatchObject({
      organizationName: `Verkehrsministerium ${run}`,
      organizationKind: "ministry",
      tags: ["verkehr", "aeg"],
      followUpAt: null,
      version: 1,
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "crm_contact"), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorUserId: actor });
    const activity = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, actor), eq(userActivityLog.activityType, "crm_contact_created")));
    expect(activity.map((a) => a.metadata)).toContainEqual({ contactId: created.id });
  });

  it("finds contacts by name, organisation name, tag, kind and due follow-up", async () => {
    const db = await getDb();
    await createContact(db, actor, contact({ lastName: `Bahnmeier${run}`, organizationId: memberId, tags: [`hafen${run}`], followUpAt: "2020-01-01" }));
    await createContact(db, actor, contact({ lastName: `Zukunft${run}`, followUpAt: "2999-01-01" }));
    expect((await listContacts(db, query({ q: `bahnmeier${run}` }))).items.map((c) => c.lastName)).toEqual([`Bahnmeier${run}`]);
    expect((await listContacts(db, query({ q: `Hafenbahn ${run}` }))).total).toBe(1);
    expect((await listContacts(db, query({ tag: `HAFEN${run}` }))).total).toBe(1);
    const ministries = await listContacts(db, query({ kind: "ministry", q: run }));
    expect(ministries.items.every((c) => c.organizationKind === "ministry")).toBe(true);
    const due = await listContacts(db, query({ followUp: "due", q: run }), "2025-06-01");
    expect(due.items.map((c) => c.lastName)).toEqual([`Bahnmeier${run}`]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const db = await getDb();
    expect((await listContacts(db, query({ q: "%" }))).total).toBe(0);
  });

  it("pages through many contacts with a stable order and the total", async () => {
    const db = await getDb();
    for (let i = 0; i < 30; i++) await createContact(db, actor, contact({ lastName: `Seite${run}-${String(i).padStart(2, "0")}` }));
    const first = await listContacts(db, query({ q: `Seite${run}`, pageSize: "25" }));
    const second = await listContacts(db, query({ q: `Seite${run}`, pageSize: "25", page: "2" }));
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(second.items.map((c) => c.lastName)).toEqual([25, 26, 27, 28, 29].map((i) => `Seite${run}-${i}`));
  });

  it("lists thousands of contacts page by page with search and the follow-up filter", async () => {
    const db = await getDb();
    await db.execute(sql`INSERT INTO crm_contacts (first_name, last_name, follow_up_at, tags)
      SELECT 'Massen', ${`Kontakt${run}-`} || lpad(n::text, 4, '0'), CASE WHEN n % 10 = 0 THEN DATE '2020-01-01' END, ARRAY[${`masse${run}`}]
      FROM generate_series(1, 3000) AS n`);
    const started = performance.now();
    const last = await listContacts(db, query({ q: `Kontakt${run}-`, page: "120", pageSize: "25" }));
    const elapsed = performance.now() - started;
    expect(last.total).toBe(3000);
    expect(last.items.map((c) => c.lastName).at(-1)).toBe(`Kontakt${run}-3000`);
    expect((await listContacts(db, query({ tag: `masse${run}`, followUp: "due", pageSize: "100" }), "2025-01-01")).total).toBe(300);
    console.info(`last page of 3000 matching contacts: ${elapsed.toFixed(1)} ms`);
  });

  it("refuses an update based on an old version with 409 and keeps the newer data", async () => {
    const db = await getDb();
    const created = await createContact(db, actor, contact({ lastName: `Konflikt${run}` }));
    const first = await updateContact(db, actor, created.id, crmContactUpdateSchema.parse({ lastName: `Konflikt${run}`, phone: "030 1", version: 1 }));
    expect(first.version).toBe(2);
    await expect(
      updateContact(db, actor, created.id, crmContactUpdateSchema.parse({ lastName: `Konflikt${run}`, phone: "030 2", version: 1 })),
    ).rejects.toMatchObject({
      status: 409,
      code: "version_conflict",
    });
    expect((await getContact(db, created.id)).phone).toBe("030 1");
  });

  it("answers 400 for an unknown organisation and 404 for an unknown contact", async () => {
    const db = await getDb();
    const missing = "9b2f4c1e-0000-4000-8000-000000000000";
    await expect(createContact(db, actor, contact({ lastName: "X", organizationId: missing }))).rejects.toMatchObject({ status: 400 });
    await expect(updateContact(db, actor, missing, crmContactUpdateSchema.parse({ lastName: "X", version: 1 }))).rejects.toMatchObject({ status: 404 });
  });

  it("deletes a contact only with the current version", async () => {
    const db = await getDb();
    const created = await createContact(db, actor, contact({ lastName: `Weg${run}` }));
    await expect(deleteContact(db, actor, created.id, 7)).rejects.toMatchObject({ status: 409 });
    await deleteContact(db, actor, created.id, 1);
    await expect(getContact(db, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it("rejects bad input with German messages", () => {
    const result = crmContactInputSchema.safeParse({ lastName: " ", email: "kein-mail", followUpAt: "31.12.2025", unknown: 1 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).join(" | ");
    expect(messages).toContain("Bitte geben Sie einen Nachnamen an.");
    expect(messages).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    expect(messages).toContain("Bitte geben Sie ein gültiges Datum an");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { organizations } from "./organization-table.ts";
import { ensureProfile } from "#platform/auth/profiles.ts";
import { crmOrganizationInputSchema, crmOrganizationUpdateSchema } from "../schema/organization.ts";
import { crmContactInputSchema } from "../schema/contact.ts";
import { crmInteractionInputSchema } from "../schema/interaction.ts";
import { crmOrganizationListQuerySchema } from "../schema/list-query.ts";
import { createOrganization, updateOrganization } from "./organization-commands.ts";
import { listOrganizations } from "./organization-queries.ts";
import { createContact } from "./contact-commands.ts";
import { createInteraction } from "./interaction-commands.ts";
import { listInteractions } from "./interaction-queries.ts";
import { listTags } from "./tag-queries.ts";

const run = Date.now().toString(36);
const actor = `user_org_${run}`;
const colleague = `user_col_${run}`;

beforeAll(async () => {
  const db = await getDb();
  await ensureProfile({ id: actor, email: `${actor}@example.org`, firstName: "Ada", lastName: "Admin" }, db);
  await ensureProfile({ id: colleague, email: `${colleague}@example.org`, firstName: "Vera", lastName: "Vorstand" }, db);
}, 120_000);
afterAll(() => closeDatabase());

describe("CRM organisations", () => {
  it("lists member companies and CRM organisations as the same rows, filterable by kind and tag", async () => {
    const db = await getDb();
    await db.insert(organizations).values({ name: `Kreisbahn ${run}`, kind: "member_company", tags: [`netz${run}`] });
    await createOrganization(db, actor, crmOrganizationInputSchema.parse({ name: `Tagesspiegel ${run}`, kind: "press", tags: `netz${run}` }));
    const all = await listOrganizations(db, crmOrganizationListQuerySchema.parse({ q: run }));
    expect(all.items.map((o) => o.name)).toEqual([`Kreisbahn ${run}`, `Tagesspiegel ${run}`]);
    const press = await listOrganizations(db, crmOrganizationListQuerySchema.parse({ q: run, kind: "press" }));
    expect(press.items.map((o) => o.kind)).toEqual(["press"]);
    expect((await listOrganizations(db, crmOrganizationListQuerySchema.parse({ tag: `netz${run}` }))).total).toBe(2);
    expect(await listTags(db)).toContainEqual({ tag: `netz${run}`, count: 2 });
  });

  it("cannot create a member company, nor make or unmake one", async () => {
    const db = await getDb();
    expect(crmOrganizationInputSchema.safeParse({ name: "X", kind: "member_company" }).success).toBe(false);
    const [member] = await db
      .insert(organizations)
      .values({ name: `Werkbahn ${run}`, kind: "member_company" })
      .returning();
    await expect(
      updateOrganization(db, actor, member!.id, crmOrganizationUpdateSchema.parse({ name: `Werkbahn ${run}`, kind: "company", version: 1 })),
    ).rejects.toMatchObject({ status: 400 });
    const renamed = await updateOrganization(
      db,
      actor,
      member!.id,
      crmOrganizationUpdateSchema.parse({ name: `Werkbahn ${run} AG`, kind: "member_company", city: "Halle", version: 1 }),
    );
    expect(renamed).toMatchObject({ name: `Werkbahn ${run} AG`, kind: "member_company", city: "Halle", version: 2 });
  });

  it("refuses a stale organisation update with 409", async () => {
    const db = await getDb();
    const created = await createOrganization(db, actor, crmOrganizationInputSchema.parse({ name: `Ministerium ${run}`, kind: "ministry" }));
    await updateOrganization(
      db,
      actor,
      created.id,
      crmOrganizationUpdateSchema.parse({ name: `Ministerium ${run}`, kind: "ministry", phone: "1", version: 1 }),
    );
    await expect(
      updateOrganization(
        db,
        colleague,
        created.id,
        crmOrganizationUpdateSchema.parse({ name: `Ministerium ${run}`, kind: "ministry", phone: "2", version: 1 }),
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("CRM interaction history", () => {
  it("records who talked to whom, and files a contact's interaction under its organisation too", async () => {
    const db = await getDb();
    const org = await createOrganization(db, actor, crmOrganizationInputSchema.parse({ name: `Fraktion ${run}`, kind: "politics" }));
    const person = await createContact(db, actor, crmContactInputSchema.parse({ lastName: `Abgeordnete${run}`, organizationId: org.id }));
    const listed = await listOrganizations(db, crmOrganizationListQuerySchema.parse({ q: `Fraktion ${run}` }));
    expect(listed.items[0]).toMatchObject({ id: org.id, contactCount: 1 });
    await createInteraction(
      db,
      actor,
      crmInteractionInputSchema.parse({ kind: "call", occurredOn: "2025-05-02", summary: "Telefonat zu § 23 AEG", contactId: person.id }),
    );
    const meeting = await createInteraction(
      db,
      actor,
      crmInteractionInputSchema.parse({ kind: "meeting", occurredOn: "2025-06-10", summary: "Treffen im Bundestag", contactId: person.id, userId: colleague }),
    );
    expect(meeting).toMatchObject({ organizationId: org.id, organizationName: `Fraktion ${run}`, userName: "Vera Vorstand", contactName: `Abgeordnete${run}` });
    const history = await listInteractions(db, { organizationId: org.id, page: 1, pageSize: 10 });
    expect(history.items.map((i) => i.kind)).toEqual(["meeting", "call"]);
    expect(history.items[1]!.userName).toBe("Ada Admin");
  });

  it("needs a contact or an organisation and refuses unknown people", async () => {
    const db = await getDb();
    expect(crmInteractionInputSchema.safeParse({ kind: "call", occurredOn: "2025-01-01", summary: "x" }).success).toBe(false);
    const org = await createOrganization(db, actor, crmOrganizationInputSchema.parse({ name: `Verband ${run}`, kind: "partner_association" }));
    await expect(
      createInteraction(
        db,
        actor,
        crmInteractionInputSchema.parse({ kind: "letter", occurredOn: "2025-01-01", summary: "Brief", organizationId: org.id, userId: "user_nobody" }),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

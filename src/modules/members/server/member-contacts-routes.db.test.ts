/**
 * Contact people of a member through the endpoints: who may change them, German errors for bad
 * input, 409 on a stale version (also after an edit in the CRM: it is the same record), the one
 * representative per organisation, audit and activity log entries; and the activity log entries
 * of member edits, resignations and exclusions; the linked user accounts in the detail.
 * Simultaneous representative changes: back-office-member-contacts-races.pg.test.ts (real Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { profiles, userActivityLog } from "#platform/auth/tables.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { crmInteractions } from "#modules/crm/index.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { VERSION_CONFLICT_MESSAGE } from "#platform/http/errors.ts";
import members from "../../../../netlify/functions/members.mts";
import member from "../../../../netlify/functions/members.mts";
import resignation from "../../../../netlify/functions/members.mts";
import exclusion from "../../../../netlify/functions/members.mts";
import memberContacts from "../../../../netlify/functions/members.mts";
import memberContact from "../../../../netlify/functions/members.mts";
import crmContact from "../../../../netlify/functions/crm.mts";
import crmContacts from "../../../../netlify/functions/crm.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();

const call = roleCaller(tokens);

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

let counter = 0;
async function newMember(extra: Record<string, unknown> = {}) {
  const name = `Kontaktbahn ${Date.now()}-${++counter}`;
  const result = await call(members, "POST", "/api/members", {
    as: "admin",
    body: { name, state: "Brandenburg", membershipClass: "ordinary", entryDate: "2025-01-01", ...extra },
  });
  expect(result.status).toBe(201);
  return { ...(result.body as { id: string; organizationId: string; version: number }), name };
}
const detailOf = async (id: string) => (await call(member, "GET", `/api/members/${id}`, { as: "admin", params: { id } })).body;
const add = (id: string, body: unknown, as = "vorstand") => call(memberContacts, "POST", `/api/members/${id}/contacts`, { as, params: { id }, body });
const edit = (id: string, contactId: string, body: unknown, as = "vorstand") =>
  call(memberContact, "PUT", `/api/members/${id}/contacts/${contactId}`, { as, params: { id, contactId }, body });
const remove = (id: string, contactId: string, version: number, as = "vorstand") =>
  call(memberContact, "DELETE", `/api/members/${id}/contacts/${contactId}?version=${version}`, { as, params: { id, contactId } });
const activities = async (who: string, type: "member_updated" | "membership_status_changed") =>
  (await getDb())
    .select()
    .from(userActivityLog)
    .where(and(eq(userActivityLog.userId, userIds.get(who)!), eq(userActivityLog.activityType, type)));

describe("who may change a member's contact people (board roles, as for every member edit)", () => {
  for (const who of ["none", "mitglied", "vorstand", "geschaeftsfuehrung", "admin"]) {
    const allowed = who !== "none" && who !== "mitglied";
    it(`${who}: ${allowed ? "adds, edits and removes" : who === "none" ? "401" : "403"}`, async () => {
      const m = await newMember();
      const as = who === "none" ? undefined : who;
      const added = await call(memberContacts, "POST", `/api/members/${m.id}/contacts`, { as, params: { id: m.id }, body: { lastName: "Probe" } });
      if (!allowed) {
        expect(added.status).toBe(who === "none" ? 401 : 403);
        expect(added.body).toMatchObject({ success: false, error: who === "none" ? "unauthenticated" : "forbidden" });
        // The other two methods are refused before they look at the (here made-up) contact.
        const someone = (await add(m.id, { lastName: "Vorhanden" })).body.id as string;
        const put = await call(memberContact, "PUT", `/api/members/${m.id}/contacts/${someone}`, {
          as,
          params: { id: m.id, contactId: someone },
          body: { lastName: "X", version: 1 },
        });
        const del = await call(memberContact, "DELETE", `/api/members/${m.id}/contacts/${someone}?version=1`, { as, params: { id: m.id, contactId: someone } });
        expect([put.status, del.status]).toEqual(who === "none" ? [401, 401] : [403, 403]);
        expect((await detailOf(m.id)).contacts.map((c: { lastName: string }) => c.lastName)).toEqual(["Vorhanden"]);
        return;
      }
      expect(added.status).toBe(201);
      const changed = await call(memberContact, "PUT", `/api/members/${m.id}/contacts/${added.body.id}`, {
        as,
        params: { id: m.id, contactId: added.body.id },
        body: { lastName: "Geändert", version: 1 },
      });
      expect(changed.status).toBe(200);
      const removed = await call(memberContact, "DELETE", `/api/members/${m.id}/contacts/${added.body.id}?version=2`, {
        as,
        params: { id: m.id, contactId: added.body.id },
      });
      expect(removed.status).toBe(204);
    });
  }
});

describe("member contact people", () => {
  it("are the organisation's CRM contacts: added here, seen in the CRM, edited there, 409 here", async () => {
    const m = await newMember();
    const added = await add(m.id, {
      title: "Dr.",
      firstName: "Erika",
      lastName: "Muster",
      jobFunction: "Geschäftsführerin",
      email: "erika@example.org",
      phone: "+49 30 123",
      isRepresentative: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: "Dr.",
      firstName: "Erika",
      lastName: "Muster",
      jobFunction: "Geschäftsführerin",
      isRepresentative: true,
      version: 1,
    });

    const detail = await detailOf(m.id);
    expect(detail.contacts).toEqual([expect.objectContaining({ id: added.body.id, lastName: "Muster", isRepresentative: true })]);
    const inCrm = await call(crmContacts, "GET", `/api/crm/contacts?organizationId=${m.organizationId}`, { as: "admin" });
    expect(inCrm.body.items.map((c: { id: string }) => c.id)).toEqual([added.body.id]);

    // Someone edits the same person in the CRM; the register's stale edit is refused.
    const crmEdit = await call(crmContact, "PUT", `/api/crm/contacts/${added.body.id}`, {
      as: "admin",
      params: { id: added.body.id },
      body: { lastName: "Muster-Bahn", organizationId: m.organizationId, version: 1 },
    });
    expect(crmEdit.status).toBe(200);
    const stale = await edit(m.id, added.body.id, { lastName: "Muster", jobFunction: "Vorständin", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "version_conflict", message: VERSION_CONFLICT_MESSAGE });
    const fresh = await edit(m.id, added.body.id, { lastName: "Muster", jobFunction: "Vorständin", isRepresentative: true, version: 2 });
    expect(fresh.body).toMatchObject({ lastName: "Muster", jobFunction: "Vorständin", version: 3 });
  });

  it("answers bad input with German details", async () => {
    const m = await newMember();
    const bad = await add(m.id, { lastName: " ", email: "keine-adresse", phone: "1".repeat(51), isRepresentative: "ja", nickname: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        "lastName: Bitte geben Sie einen Nachnamen an.",
        "email: Bitte geben Sie eine gültige E-Mail-Adresse an.",
        "phone: Die Telefonnummer darf höchstens 50 Zeichen lang sein.",
        "isRepresentative: Bitte geben Sie an, ob die Person vertretungsberechtigt ist.",
        "Unbekannte Felder: nickname",
      ]),
    );
    const noVersion = await edit(m.id, (await add(m.id, { lastName: "Ok" })).body.id, { lastName: "Ok" });
    expect(noVersion.body.details).toContain("version: Version fehlt.");
    const removeWithout = await call(memberContact, "DELETE", `/api/members/${m.id}/contacts/${"0f8fad5b-d9cb-469f-a165-70867728950e"}`, {
      as: "admin",
      params: { id: m.id, contactId: "0f8fad5b-d9cb-469f-a165-70867728950e" },
    });
    expect(removeWithout.body.details).toContain("version: Version fehlt.");
  });

  it("keeps one representative: naming another one moves the mark", async () => {
    const m = await newMember({ contacts: [{ firstName: "Alt", lastName: "Vertreter", isRepresentative: true }] });
    const [old] = (await detailOf(m.id)).contacts;
    expect(old).toMatchObject({ lastName: "Vertreter", isRepresentative: true, version: 1 });
    const next = await add(m.id, { firstName: "Neu", lastName: "Vertreterin", isRepresentative: true });
    expect(next.status).toBe(201);
    const contacts = (await detailOf(m.id)).contacts;
    expect(contacts.map((c: { lastName: string; isRepresentative: boolean }) => [c.lastName, c.isRepresentative])).toEqual([
      ["Vertreterin", true],
      ["Vertreter", false],
    ]);
    // The previous representative's record changed, so an edit based on the old version is stale.
    expect(contacts[1].version).toBe(2);
    expect((await edit(m.id, old.id, { lastName: "Vertreter", isRepresentative: true, version: 1 })).status).toBe(409);
  });

  it("refuses a person of another member (404) and a stale or CRM-history-bearing removal (409)", async () => {
    const a = await newMember();
    const b = await newMember();
    const ofB = (await add(b.id, { lastName: "Fremd" })).body;
    expect((await edit(a.id, ofB.id, { lastName: "Gekapert", version: 1 })).status).toBe(404);
    const gone = await remove(a.id, ofB.id, 1);
    expect(gone).toMatchObject({ status: 404, body: { message: "Die Ansprechperson wurde nicht gefunden." } });

    await edit(b.id, ofB.id, { lastName: "Fremd", jobFunction: "Einkauf", version: 1 });
    expect((await remove(b.id, ofB.id, 1)).status).toBe(409);
    await (await getDb()).insert(crmInteractions).values({ kind: "call", occurredOn: "2025-03-01", summary: "Telefonat", contactId: ofB.id });
    const withHistory = await remove(b.id, ofB.id, 2);
    expect(withHistory).toMatchObject({ status: 409, body: { error: "contact_has_interactions" } });
    expect(withHistory.body.message).toContain("nur im CRM gelöscht");
  });

  it("writes audit entries and the actor's activity log (member_updated)", async () => {
    const m = await newMember();
    const person = (await add(m.id, { firstName: "Lea", lastName: "Logbuch" }, "geschaeftsfuehrung")).body;
    await edit(m.id, person.id, { firstName: "Lea", lastName: "Logbuch", phone: "+49 1", version: 1 }, "geschaeftsfuehrung");
    expect((await remove(m.id, person.id, 2, "geschaeftsfuehrung")).status).toBe(204);
    expect((await detailOf(m.id)).contacts).toEqual([]);

    const audits = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(audits.map((a) => [a.action, a.entityType, a.actorUserId]).sort()).toEqual(
      [
        ["create", "crm_contact", userIds.get("geschaeftsfuehrung")],
        ["delete", "crm_contact", userIds.get("geschaeftsfuehrung")],
        ["update", "crm_contact", userIds.get("geschaeftsfuehrung")],
      ].sort(),
    );
    const logged = (await activities("geschaeftsfuehrung", "member_updated")).filter((r) => (r.metadata as { contactId?: string }).contactId === person.id);
    expect(logged.map((r) => r.description).sort()).toEqual([
      `Ansprechperson entfernt bei ${m.name}: Lea Logbuch`,
      `Ansprechperson geändert bei ${m.name}: Lea Logbuch`,
      `Ansprechperson hinzugefügt bei ${m.name}: Lea Logbuch`,
    ]);
  });
});

describe("linked user accounts in the member detail", () => {
  it("lists the organisation's accounts with whether the invitation is still open", async () => {
    const m = await newMember();
    const signedUp = await createUser({ firstName: "Konto", lastName: "Aktiv" });
    const invited = await createUser({ confirmed: false, firstName: "Konto", lastName: "Eingeladen" });
    const db = await getDb();
    for (const id of [signedUp.id, invited.id]) await db.update(profiles).set({ organizationId: m.organizationId }).where(eq(profiles.id, id));
    const accounts = (await detailOf(m.id)).accounts as { id: string; firstName: string; invitationPending: boolean }[];
    expect(accounts.map((a) => [a.id, a.invitationPending]).sort()).toEqual(
      [
        [signedUp.id, false],
        [invited.id, true],
      ].sort(),
    );
  });
});

describe("activity log of member changes", () => {
  it("logs an edit as member_updated", async () => {
    const m = await newMember();
    const detail = await detailOf(m.id);
    const body = {
      name: `${m.name} neu`,
      state: "Brandenburg",
      membershipClass: "supporting",
      entryDate: "2025-01-01",
      version: detail.membership.version,
      organizationVersion: detail.organization.version,
    };
    expect((await call(member, "PUT", `/api/members/${m.id}`, { as: "vorstand", params: { id: m.id }, body })).status).toBe(200);
    const logged = (await activities("vorstand", "member_updated")).filter((r) => (r.metadata as { membershipId?: string }).membershipId === m.id);
    expect(logged).toEqual([
      expect.objectContaining({
        description: `Mitglied bearbeitet: ${m.name} neu`,
        metadata: expect.objectContaining({ change: "member_edited", version: 2 }),
      }),
    ]);
  });

  it("logs a resignation and an exclusion as membership_status_changed, and a refused one not at all", async () => {
    const quitting = await newMember();
    expect(
      (
        await call(resignation, "POST", `/api/members/${quitting.id}/resignation`, {
          as: "admin",
          params: { id: quitting.id },
          body: { receivedAt: "2030-06-01", version: 1 },
        })
      ).status,
    ).toBe(200);
    const excluded = await newMember();
    expect(
      (
        await call(exclusion, "POST", `/api/members/${excluded.id}/exclusion`, {
          as: "admin",
          params: { id: excluded.id },
          body: { decidedAt: "2030-04-01", reason: "Beitragsrückstand", version: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(exclusion, "POST", `/api/members/${excluded.id}/exclusion`, {
          as: "admin",
          params: { id: excluded.id },
          body: { decidedAt: "2030-04-02", reason: "nochmal", version: 2 },
        })
      ).status,
    ).toBe(409);

    const logged = await activities("admin", "membership_status_changed");
    const of = (id: string) => logged.filter((r) => (r.metadata as { membershipId?: string }).membershipId === id);
    expect(of(quitting.id)).toEqual([
      expect.objectContaining({
        description: `Austritt erfasst: ${quitting.name} (Mitgliedschaft endet am 31.12.2030)`,
        metadata: expect.objectContaining({ from: "active", to: "resigned", exitDate: "2030-12-31" }),
      }),
    ]);
    expect(of(excluded.id)).toEqual([
      expect.objectContaining({
        description: `Ausschluss erfasst: ${excluded.name} (Beschluss vom 01.04.2030)`,
        metadata: expect.objectContaining({ from: "active", to: "excluded", exitDate: "2030-04-01" }),
      }),
    ]);
  });
});

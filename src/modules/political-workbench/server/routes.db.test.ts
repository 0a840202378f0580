/**
 * The political workbench through its function (ADR 170): members read procedures, published
 * positions, campaigns and analytics; they never reach a draft position or a CRM person by id, by
 * search, through a procedure or campaign, or by a download link; the board edits with version
 * checks and German errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import political from "../../../../netlify/functions/political-workbench.mts";
import { sendDateReminders } from "./jobs.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { and, eq } from "drizzle-orm";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const BASE = "/api/political-workbench";
const stamp = Date.now().toString(36);
let contactId = "";
let otherContactId = "";
let procedure: { id: string; version: number };
let draft: { id: string; version: number };
let published: { id: string; version: number };
let campaign: { id: string; version: number };

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-political-"));
  const db = await getDb();
  await createRoleUsers(userIds, tokens);
  const [org] = await db
    .insert(organizations)
    .values({ name: `Testtag ${stamp}`, kind: "politics" })
    .returning({ id: organizations.id });
  const [contact] = await db
    .insert(crmContacts)
    .values({ firstName: "Greta", lastName: `Geheim${stamp}`, organizationId: org!.id, email: `greta-${stamp}@example.org` })
    .returning({ id: crmContacts.id });
  contactId = contact!.id;
  const [other] = await db
    .insert(crmContacts)
    .values({ firstName: "Otto", lastName: `Offen${stamp}`, organizationId: org!.id })
    .returning({ id: crmContacts.id });
  otherContactId = other!.id;
}, 120_000);
afterAll(() => closeDatabase());

describe("editing as the board", () => {
  it("creates a procedure, links a position and a contact, and refuses a stale version in German", async () => {
    const bad = await call(political, "POST", `${BASE}/procedures`, {
      as: "vorstand",
      body: { title: "Landesgesetz", level: "land", stage: "kabinett", stageSince: "2030-01-10" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("Bitte wählen Sie das Bundesland des Verfahrens.");

    const made = await call(political, "POST", `${BASE}/procedures`, {
      as: "vorstand",
      body: { title: `Testgesetz ${stamp}`, level: "bund", stage: "referentenentwurf", stageSince: "2030-01-10", printedPapers: "BT-Drs. 21/1, BR-Drs. 2/30" },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ printedPapers: ["BT-Drs. 21/1", "BR-Drs. 2/30"], canEdit: true, stageChanges: [{ toStage: "referentenentwurf" }] });
    procedure = made.body;

    const d = await call(political, "POST", `${BASE}/positions`, {
      as: "geschaeftsfuehrung",
      body: { topic: "Test", title: `Entwurf ${stamp}`, body: "Vertraulich", status: "entwurf" },
    });
    const p = await call(political, "POST", `${BASE}/positions`, {
      as: "geschaeftsfuehrung",
      body: {
        topic: "Test",
        title: `Beschlossen ${stamp}`,
        body: "Öffentlich",
        status: "beschlossen",
        adoptedOn: "2030-01-05",
        adoptionReference: "Vorstand, TOP 2",
      },
    });
    expect([d.status, p.status]).toEqual([201, 201]);
    draft = d.body;
    published = p.body;
    for (const positionId of [draft.id, published.id])
      expect((await call(political, "POST", `${BASE}/procedures/${procedure.id}/positions`, { as: "admin", body: { positionId } })).status).toBe(201);
    const stance = await call(political, "PUT", `${BASE}/procedures/${procedure.id}/stakeholders/${contactId}`, {
      as: "vorstand",
      body: { stance: "offen", note: null, version: null },
    });
    expect(stance.status).toBe(204);

    const stale = await call(political, "PUT", `${BASE}/procedures/${procedure.id}`, {
      as: "admin",
      body: { title: "Neu", level: "bund", version: procedure.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("von einer anderen Person geändert");
  });

  it("keeps position versions and refuses an adopted status without the decision", async () => {
    const missing = await call(political, "PUT", `${BASE}/positions/${draft.id}`, {
      as: "vorstand",
      body: { topic: "Test", title: `Entwurf ${stamp}`, body: "Vertraulich", status: "beschlossen", version: draft.version },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.join(" ")).toContain("wann der Vorstand die Position beschlossen hat");
    const changed = await call(political, "PUT", `${BASE}/positions/${published.id}`, {
      as: "vorstand",
      body: {
        topic: "Test",
        title: `Beschlossen ${stamp}`,
        body: "Öffentlich, ergänzt",
        status: "veroeffentlicht",
        adoptedOn: "2030-01-05",
        adoptionReference: "Vorstand, TOP 2",
        changeNote: "Ergänzt",
        version: published.version,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.versions.map((v: { number: number; changeNote: string }) => [v.number, v.changeNote])).toEqual([
      [2, "Ergänzt"],
      [1, "Erste Fassung"],
    ]);
    published = changed.body;
    const old = await call(political, "GET", `${BASE}/positions/${published.id}/versions/1`, { as: "mitglied" });
    expect(old.body).toMatchObject({ number: 1, body: "Öffentlich", status: "beschlossen" });
  });

  it("plans a campaign, logs an action and shows it in the analytics", async () => {
    const wrong = await call(political, "POST", `${BASE}/campaigns`, {
      as: "vorstand",
      body: { title: "Falsch", goal: "x", startsOn: "2030-02-01", endsOn: "2030-01-01", topic: "Test" },
    });
    expect(wrong.body.details.join(" ")).toContain("Das Ende darf nicht vor dem Beginn liegen.");
    const made = await call(political, "POST", `${BASE}/campaigns`, {
      as: "vorstand",
      body: { title: `Kampagne ${stamp}`, goal: "Überzeugen", startsOn: "2030-01-01", endsOn: "2030-03-31", procedureId: procedure.id },
    });
    expect(made.status).toBe(201);
    campaign = made.body;
    expect((await call(political, "POST", `${BASE}/campaigns/${campaign.id}/targets`, { as: "vorstand", body: { contactId } })).status).toBe(204);
    const action = await call(political, "POST", `${BASE}/campaigns/${campaign.id}/actions`, {
      as: "vorstand",
      body: { kind: "meeting", occurredOn: "2030-01-15", title: "Gespräch", outcome: "gespraech", contactIds: [contactId] },
    });
    expect(action.status).toBe(201);
    const analytics = await call(political, "GET", `${BASE}/analytics?from=2030-01-01&to=2030-01-31&campaignId=${campaign.id}`, { as: "mitglied" });
    expect(analytics.body.reach).toEqual({ targeted: 1, reached: 1, reachedBeyondTargets: 0 });
    expect(analytics.body.byInstitution).toEqual([{ key: expect.any(String), label: `Testtag ${stamp}`, count: 1 }]);
    expect(analytics.body.funnel.map((f: { count: number }) => f.count)).toEqual([1, 1, 1, 1, 0]);

    expect((await call(political, "POST", `${BASE}/campaigns/${campaign.id}/targets`, { as: "vorstand", body: { contactId: otherContactId } })).status).toBe(
      204,
    );
    const detail = await call(political, "GET", `${BASE}/campaigns/${campaign.id}`, { as: "vorstand" });
    expect(detail.body).toMatchObject({ targetCount: 2, reachedCount: 1 });
    expect(detail.body.targets.map((t: { id: string; reached: boolean }) => [t.id, t.reached])).toEqual([
      [contactId, true],
      [otherContactId, false],
    ]);
    const map = await call(political, "GET", `${BASE}/stakeholders?q=${stamp}`, { as: "vorstand" });
    expect(map.body.items.map((s: { contactId: string; lastInteractionOn: string | null }) => [s.contactId, s.lastInteractionOn])).toEqual([
      [contactId, "2030-01-15"],
      [otherContactId, null],
    ]);
  });
});

describe("what a member reads", () => {
  it("never reaches a draft position by id, search, procedure or version text", async () => {
    expect((await call(political, "GET", `${BASE}/positions/${draft.id}`, { as: "mitglied" })).status).toBe(404);
    expect((await call(political, "GET", `${BASE}/positions/${draft.id}/versions/1`, { as: "mitglied" })).status).toBe(404);
    const search = await call(political, "GET", `${BASE}/positions?q=${stamp}`, { as: "mitglied" });
    expect(search.body.items.map((p: { id: string }) => p.id)).toEqual([published.id]);
    expect(search.body.total).toBe(1);
    const detail = await call(political, "GET", `${BASE}/procedures/${procedure.id}`, { as: "mitglied" });
    expect(detail.body.positions.map((p: { id: string }) => p.id)).toEqual([published.id]);
    const board = await call(political, "GET", `${BASE}/positions?q=${stamp}`, { as: "vorstand" });
    expect(board.body.total).toBe(2);
  });

  it("sees counts instead of CRM people in procedures, campaigns and actions", async () => {
    const member = await call(political, "GET", `${BASE}/procedures/${procedure.id}`, { as: "mitglied" });
    expect(member.body.stanceCounts).toMatchObject({ offen: 1 });
    expect(member.body).not.toHaveProperty("stakeholders");
    expect(member.text).not.toContain(`Geheim${stamp}`);
    const editor = await call(political, "GET", `${BASE}/procedures/${procedure.id}`, { as: "vorstand" });
    expect(editor.body.stakeholders[0].contact.name).toBe(`Greta Geheim${stamp}`);

    const memberCampaign = await call(political, "GET", `${BASE}/campaigns/${campaign.id}`, { as: "mitglied" });
    expect(memberCampaign.body).toMatchObject({ targetCount: 2, reachedCount: 1 });
    expect(memberCampaign.body).not.toHaveProperty("targets");
    const actions = await call(political, "GET", `${BASE}/campaigns/${campaign.id}/actions`, { as: "mitglied" });
    expect(actions.body.items[0]).toMatchObject({ contactCount: 1 });
    expect(actions.body.items[0]).not.toHaveProperty("contacts");
    expect(actions.text).not.toContain(`Geheim${stamp}`);
  });

  it("reaches no stakeholder by list, search or id and no lobby report by download link", async () => {
    for (const url of [
      `${BASE}/stakeholders`,
      `${BASE}/stakeholders?q=Geheim${stamp}`,
      `${BASE}/stakeholders?procedureId=${procedure.id}`,
      `${BASE}/stakeholders/facets`,
      `${BASE}/contact-options?q=Greta`,
      `${BASE}/lobby-register/2030`,
      `${BASE}/lobby-register/2030/csv`,
    ]) {
      expect((await call(political, "GET", url, { as: "mitglied" })).status, url).toBe(403);
      expect((await call(political, "GET", url)).status, url).toBe(401);
    }
    const board = await call(political, "GET", `${BASE}/stakeholders?q=Geheim${stamp}`, { as: "geschaeftsfuehrung" });
    const [byProcedure] = (await call(political, "GET", `${BASE}/stakeholders?procedureId=${procedure.id}`, { as: "admin" })).body.items;
    expect(byProcedure).toMatchObject({ contactId, stance: "offen" });
    expect(board.body.items).toMatchObject([{ contactId, stance: null, institution: `Testtag ${stamp}` }]);
    const csv = await call(political, "GET", `${BASE}/lobby-register/2030/csv`, { as: "vorstand" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="lobbyregister-2030.csv"');
    expect(csv.text).toContain("Regelungsvorhaben;Testgesetz");
  });

  it("downloads the analytics as CSV without any person's name", async () => {
    const csv = await call(political, "GET", `${BASE}/analytics/csv?from=2030-01-01&to=2030-01-31&campaignId=${campaign.id}`, { as: "mitglied" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.text).toContain(`Kontakte nach Institution;Testtag ${stamp};;1`);
    expect(csv.text).not.toContain("Geheim");
  });

  it("cannot change anything", async () => {
    const attempts: [string, string, unknown][] = [
      ["POST", `${BASE}/procedures`, { title: "x", level: "bund", stage: "kabinett", stageSince: "2030-01-01" }],
      ["PUT", `${BASE}/positions/${published.id}`, { topic: "x", title: "x", status: "entwurf", version: 1 }],
      ["POST", `${BASE}/campaigns/${campaign.id}/actions`, { kind: "letter", occurredOn: "2030-01-02", title: "x", outcome: "geplant" }],
      ["PUT", `${BASE}/procedures/${procedure.id}/stakeholders/${contactId}`, { stance: "kritisch", version: 1 }],
    ];
    for (const [method, url, body] of attempts) expect((await call(political, method, url, { as: "mitglied", body })).status, url).toBe(403);
    const watch = await call(political, "PUT", `${BASE}/procedures/${procedure.id}/watch`, { as: "mitglied", body: { watching: true } });
    expect(watch.body).toEqual({ watching: true });
  });
});

describe("archiving and deleting procedures", () => {
  it("archives a procedure out of the lists and its reminders, and takes it back", async () => {
    const made = await call(political, "POST", `${BASE}/procedures`, {
      as: "vorstand",
      body: { title: `Zurückgezogenes Gesetz ${stamp}`, level: "bund", stage: "kabinett", stageSince: "2033-01-10" },
    });
    expect(made.status).toBe(201);
    const date = await call(political, "POST", `${BASE}/procedures/${made.body.id}/dates`, {
      as: "vorstand",
      body: { kind: "consultation_deadline", title: `Frist ${stamp}`, dueOn: "2033-02-17" },
    });
    expect(date.status).toBe(201);
    const dueDay = new Date("2033-02-17T06:00:00Z");
    const listed = async (state?: string) => {
      const list = await call(political, "GET", `${BASE}/procedures?q=${stamp}${state ? `&state=${state}` : ""}`, { as: "mitglied" });
      return (list.body.items as { id: string }[]).some((i) => i.id === made.body.id);
    };
    expect(await listed()).toBe(true);

    for (const as of ["mitglied", "anonymous"])
      expect(
        (await call(political, "PUT", `${BASE}/procedures/${made.body.id}/archive`, { as, body: { archived: true, version: made.body.version } })).status,
      ).toBe(as === "mitglied" ? 403 : 401);
    const stale = await call(political, "PUT", `${BASE}/procedures/${made.body.id}/archive`, {
      as: "vorstand",
      body: { archived: true, version: made.body.version + 3 },
    });
    expect(stale.status).toBe(409);
    const archived = await call(political, "PUT", `${BASE}/procedures/${made.body.id}/archive`, {
      as: "vorstand",
      body: { archived: true, version: made.body.version },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    expect(await listed()).toBe(false);
    expect(await listed("laufend")).toBe(false);
    expect(await listed("archiviert")).toBe(true);
    expect((await call(political, "GET", `${BASE}/procedures/${made.body.id}`, { as: "mitglied" })).body.archivedAt).toEqual(expect.any(String));

    const db = await getDb();
    expect(await sendDateReminders(db, dueDay)).toEqual({ dates: 0, notifications: 0 });

    const back = await call(political, "PUT", `${BASE}/procedures/${made.body.id}/archive`, {
      as: "geschaeftsfuehrung",
      body: { archived: false, version: archived.body.version },
    });
    expect(back.status).toBe(200);
    expect(back.body.archivedAt).toBeNull();
    expect(await listed()).toBe(true);
    expect((await sendDateReminders(db, dueDay)).dates).toBe(1);
    const entries = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "political_procedure"), eq(auditLog.entityId, made.body.id)));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(["archive", "unarchive"]));
  });

  it("deletes a procedure entered by mistake, but not one that campaigns belong to", async () => {
    const mistake = await call(political, "POST", `${BASE}/procedures`, {
      as: "vorstand",
      body: { title: `Doppelt erfasst ${stamp}`, level: "eu", stage: "referentenentwurf", stageSince: "2033-01-10" },
    });
    expect((await call(political, "DELETE", `${BASE}/procedures/${mistake.body.id}?version=${mistake.body.version}`, { as: "mitglied" })).status).toBe(403);
    expect((await call(political, "DELETE", `${BASE}/procedures/${mistake.body.id}?version=${mistake.body.version + 1}`, { as: "vorstand" })).status).toBe(409);
    expect((await call(political, "DELETE", `${BASE}/procedures/${mistake.body.id}?version=${mistake.body.version}`, { as: "vorstand" })).status).toBe(204);
    expect((await call(political, "GET", `${BASE}/procedures/${mistake.body.id}`, { as: "vorstand" })).status).toBe(404);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, mistake.body.id)));
    expect(entry?.before).toMatchObject({ title: `Doppelt erfasst ${stamp}` });

    const withCampaign = await call(political, "POST", `${BASE}/procedures`, {
      as: "vorstand",
      body: { title: `Mit Kampagne ${stamp}`, level: "bund", stage: "kabinett", stageSince: "2033-01-10" },
    });
    const made = await call(political, "POST", `${BASE}/campaigns`, {
      as: "vorstand",
      body: { title: `Kampagne ${stamp}`, goal: "Ziel", startsOn: "2033-01-01", endsOn: "2033-06-30", procedureId: withCampaign.body.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const refused = await call(political, "DELETE", `${BASE}/procedures/${withCampaign.body.id}?version=${withCampaign.body.version}`, { as: "vorstand" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Zu diesem Verfahren gehört eine Kampagne. Archivieren Sie das Verfahren, statt es zu löschen.");
  });
});

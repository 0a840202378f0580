/**
 * The security center through its handlers and the real local sign-in: ending a session signs
 * that session out at its next request, the cap on concurrent sessions, the new-device mail,
 * failed sign-ins in the overview, the rate-limit monitor with an audited unblock, incidents with
 * version check, workflow and timeline, and no other role reaching any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { authSessions, userRoles } from "#platform/auth/tables.ts";
import { incidentDeadlineJob } from "./jobs.ts";
import { CONTACT_RATE_LIMIT } from "#platform/rate-limit/rate-limit.ts";
import { rateLimitCounters } from "#platform/rate-limit/tables.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import { cookieFrom, getSession, getToken, signIn } from "../../../../tests/helpers/local-auth-flow.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import security from "../../../../netlify/functions/security.mts";
import account from "../../../../netlify/functions/account.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-security-"));
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

async function signedIn(email: string, password: string, userAgent: string, ip = "198.51.100.20") {
  const response = await signIn(email, password, { ip, headers: { "user-agent": userAgent } });
  expect(response.response.status).toBe(200);
  await response.settle();
  const cookie = cookieFrom(response.response);
  const token = (await getToken(cookie)).body.token as string;
  return { cookie, token };
}

const myActivity = (token: string) => callFunction(account, "/api/my-activity", { method: "GET", headers: { authorization: `Bearer ${token}` } });

describe("session manager", () => {
  it("lists active sessions with device and address; ending one signs exactly that browser out", async () => {
    const person = await createUser({ roles: ["mitglied"], firstName: "Sina", lastName: "Sitzung" });
    const laptop = await signedIn(person.email, person.password, FIREFOX, "198.51.100.21");
    const office = await signedIn(person.email, person.password, CHROME_WINDOWS, "198.51.100.22");

    const list = await call(security, "GET", `/api/security/sessions?user=${person.id}`, { as: "admin" });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    const firefox = list.body.items.find((s: { browser: string }) => s.browser === "Firefox");
    expect(firefox).toMatchObject({ userName: "Sina Sitzung", os: "Linux", device: "desktop", clientIp: "198.51.100.21" });

    const ended = await call(security, "POST", `/api/security/sessions/${firefox.id}/end`, { as: "admin", body: { reason: "Gerät verloren" } });
    expect(ended.status).toBe(204);
    // The ended session's very next request is refused; the other browser goes on.
    expect((await myActivity(laptop.token)).response.status).toBe(401);
    expect((await getSession(laptop.cookie)).body).toEqual({ user: null, session: null });
    expect((await myActivity(office.token)).response.status).toBe(200);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "session.ended"), eq(auditLog.entityId, firefox.id)));
    expect(entry).toMatchObject({ actorUserId: userIds.get("admin"), reason: "Gerät verloren", module: "security" });
    expect((await call(security, "POST", `/api/security/sessions/${firefox.id}/end`, { as: "admin", body: {} })).status).toBe(404);

    const all = await call(security, "POST", `/api/security/users/${person.id}/end-sessions`, { as: "admin", body: {} });
    expect(all.body).toEqual({ ended: 1 });
    expect((await myActivity(office.token)).response.status).toBe(401);
    expect((await call(security, "POST", `/api/security/users/${person.id}/end-sessions`, { as: "admin", body: {} })).status).toBe(409);
  });

  it("mails the person on a sign-in from a new device, not on the first or a known one", async () => {
    const person = await createUser({ roles: ["mitglied"] });
    const mailsTo = async () => (await readOutbox()).filter((m) => [m.to].flat().includes(person.email) && m.subject.includes("neuen Gerät"));
    await signedIn(person.email, person.password, FIREFOX);
    await signedIn(person.email, person.password, FIREFOX.replace("133.0", "134.0"));
    expect(await mailsTo()).toHaveLength(0);
    await signedIn(person.email, person.password, CHROME_WINDOWS, "198.51.100.99");
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Chrome auf Windows (Computer)");
    expect(mails[0]!.text).toContain("198.51.100.99");
  });

  it("caps concurrent sessions: a sign-in beyond the cap ends the one used longest ago", async () => {
    const policy = await call(security, "GET", "/api/security/session-policy", { as: "admin" });
    expect(policy.body.constants.map((c: { label: string }) => c.label)).toContain("Abmeldung nach Inaktivität");
    const saved = await call(security, "PUT", "/api/security/session-policy", {
      as: "admin",
      body: { maxSessionsPerUser: 2, newDeviceMail: true, version: policy.body.version },
    });
    expect(saved.body).toMatchObject({ maxSessionsPerUser: 2, version: policy.body.version + 1 });
    const stale = await call(security, "PUT", "/api/security/session-policy", {
      as: "admin",
      body: { maxSessionsPerUser: 3, newDeviceMail: true, version: policy.body.version },
    });
    expect(stale.status).toBe(409);
    const invalid = await call(security, "PUT", "/api/security/session-policy", {
      as: "admin",
      body: { maxSessionsPerUser: 0, newDeviceMail: true, version: saved.body.version },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.join(" ")).toContain("Mindestens eine Sitzung");
    try {
      const person = await createUser({ roles: ["mitglied"] });
      const first = await signedIn(person.email, person.password, FIREFOX);
      await signedIn(person.email, person.password, FIREFOX);
      // A session in use right now is never cut; one idle for ten minutes is.
      await signedIn(person.email, person.password, FIREFOX);
      expect((await myActivity(first.token)).response.status).toBe(200);
      const db = await getDb();
      await db
        .update(authSessions)
        .set({ lastActiveAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(authSessions.userId, person.id));
      const newest = await signedIn(person.email, person.password, FIREFOX);
      expect((await myActivity(first.token)).response.status).toBe(401);
      expect((await myActivity(newest.token)).response.status).toBe(200);
      expect((await call(security, "GET", `/api/security/sessions?user=${person.id}`, { as: "admin" })).body.items).toHaveLength(2);
    } finally {
      await call(security, "PUT", "/api/security/session-policy", {
        as: "admin",
        body: { maxSessionsPerUser: 10, newDeviceMail: true, version: saved.body.version },
      });
    }
  });
});

describe("sign-in protection", () => {
  it("shows failed sign-ins and a braked account, and unblocks it with a reason (audited)", async () => {
    const person = await createUser({ roles: ["mitglied"] });
    const ip = "198.51.100.77";
    for (let i = 0; i < 5; i++) expect((await signIn(person.email, "falsch-falsch", { ip })).response.status).toBe(422);
    expect((await signIn(person.email, person.password, { ip })).response.status).toBe(429);

    const overview = await call(security, "GET", "/api/security/overview?days=1", { as: "admin" });
    expect(overview.body.failedSignIns).toBeGreaterThanOrEqual(6);
    expect(overview.body.recentFailures[0]).toMatchObject({ email: person.email, outcome: "throttled", clientIp: ip });
    expect(overview.body.lockedAccounts).toContainEqual(expect.objectContaining({ id: person.id, reason: "throttled" }));

    const limits = await call(security, "GET", "/api/security/rate-limits", { as: "admin" });
    const counter = limits.body.counters.find((c: { account: string; scope: string }) => c.scope === "sign_in_pair" && c.account === person.email);
    expect(counter).toMatchObject({ blocked: true, count: 5, limit: 5, subject: `${person.email} von ${ip}` });
    const client = limits.body.counters.find((c: { subject: string; scope: string }) => c.scope === "sign_in_client" && c.subject === ip);
    expect(client).toMatchObject({ count: 5 });

    const noReason = await call(security, "POST", "/api/security/rate-limits/unblock", {
      as: "admin",
      body: { scope: "sign_in_pair", key: counter.key, reason: "" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.join(" ")).toContain("Bitte begründen Sie die Freigabe");
    const unblocked = await call(security, "POST", "/api/security/rate-limits/unblock", {
      as: "admin",
      body: { scope: "sign_in_pair", key: counter.key, reason: "Person hat sich telefonisch gemeldet" },
    });
    expect(unblocked.body).toEqual({ cleared: 5 });
    expect((await signIn(person.email, person.password, { ip })).response.status).toBe(200);
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "rate_limit.unblocked")).orderBy(desc(auditLog.seq)).limit(1);
    expect(entry).toMatchObject({ reason: "Person hat sich telefonisch gemeldet", actorUserId: userIds.get("admin") });
  });
});

describe("rate-limit monitor at scale", () => {
  it("answers a page of 50 counters, blocked ones first, with the totals (a flood of clients is thousands)", async () => {
    const db = await getDb();
    const windowStart = new Date(Math.floor(Date.now() / CONTACT_RATE_LIMIT.windowMs) * CONTACT_RATE_LIMIT.windowMs);
    await db.insert(rateLimitCounters).values(
      Array.from({ length: 120 }, (_, i) => ({
        key: `contact:flood-${Date.now().toString(36)}-${i}`,
        windowStart,
        count: i === 77 ? CONTACT_RATE_LIMIT.limit : 1,
      })),
    );
    const first = await call(security, "GET", "/api/security/rate-limits", { as: "admin" });
    expect(first.status).toBe(200);
    expect(first.body.counters).toHaveLength(50);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.body.total).toBeGreaterThanOrEqual(120);
    expect(first.body.blocked).toBeGreaterThanOrEqual(1);
    expect(first.body.counters[0].blocked).toBe(true);
    const pages = [first.body.counters];
    for (let page = 2; page <= Math.ceil(first.body.total / 50); page++)
      pages.push((await call(security, "GET", `/api/security/rate-limits?page=${page}`, { as: "admin" })).body.counters);
    const all = pages.flat() as { scope: string; key: string; blocked: boolean }[];
    expect(pages.every((p) => p.length <= 50)).toBe(true);
    expect(new Set(all.map((c) => `${c.scope}:${c.key}`)).size).toBe(first.body.total);
    expect(all.filter((c) => c.blocked)).toHaveLength(first.body.blocked);
    expect((await call(security, "GET", "/api/security/rate-limits?page=0", { as: "admin" })).status).toBe(400);
  });
});

describe("incidents", () => {
  it("records, notifies the administrators, follows the workflow with version check and keeps a timeline", async () => {
    const secondAdmin = await createUser({ roles: ["admin"], firstName: "Zweite", lastName: "Admin" });
    const discoveredAt = new Date(Date.now() - 70 * 3_600_000).toISOString();
    const missing = await call(security, "POST", "/api/security/incidents", {
      as: "admin",
      body: { title: "Laptop", severity: "high", personalDataAffected: true, affectedData: "", discoveredAt },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.join(" ")).toContain("personenbezogenen Daten");

    const created = await call(security, "POST", "/api/security/incidents", {
      as: "admin",
      body: {
        title: "Laptop der Geschäftsstelle gestohlen",
        severity: "high",
        personalDataAffected: true,
        affectedData: "Mitgliederliste (Namen, E-Mail-Adressen)",
        affectedPeople: 120,
        discoveredAt,
        responsibleUserId: secondAdmin.id,
      },
    });
    expect(created.status).toBe(201);
    const incident = created.body;
    expect(incident).toMatchObject({ status: "reported", version: 1, responsibleName: "Zweite Admin" });
    expect(incident.events.map((e: { kind: string }) => e.kind)).toEqual(["created"]);
    const db = await getDb();
    const notices = await db.select().from(notifications).where(eq(notifications.kind, "security.incident_reported"));
    expect(notices.map((n) => n.userId)).toContain(secondAdmin.id);

    const skip = await call(security, "PUT", `/api/security/incidents/${incident.id}`, {
      as: "admin",
      body: { ...editable(incident), status: "closed", version: 1 },
    });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toContain("„Gemeldet“");

    const notifiedAt = new Date().toISOString();
    const updated = await call(security, "PUT", `/api/security/incidents/${incident.id}`, {
      as: "admin",
      body: { ...editable(incident), status: "investigating", authorityNotifiedAt: notifiedAt, authorityReference: "BlnBDI 2026-118", version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "status", "authority_notified", "updated"]);
    const stale = await call(security, "PUT", `/api/security/incidents/${incident.id}`, {
      as: "admin",
      body: { ...editable(incident), status: "investigating", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("version_conflict");

    const note = await call(security, "POST", `/api/security/incidents/${incident.id}/notes`, {
      as: "admin",
      body: { text: "<script>alert(1)</script> Passwörter zurückgesetzt" },
    });
    expect(note.body.events.at(-1)).toMatchObject({ kind: "note", text: "<script>alert(1)</script> Passwörter zurückgesetzt", actorName: "admin Test" });
    const linked = await call(security, "POST", `/api/security/incidents/${incident.id}/links`, {
      as: "admin",
      body: { module: "todos", targetId: "task-42", label: "Passwörter aller Konten zurücksetzen" },
    });
    expect(linked.body.links).toEqual([expect.objectContaining({ module: "todos", targetId: "task-42" })]);
    expect(
      (
        await call(security, "POST", `/api/security/incidents/${incident.id}/links`, {
          as: "admin",
          body: { module: "todos", targetId: "task-42", label: "doppelt" },
        })
      ).status,
    ).toBe(409);
    const unlinked = await call(security, "DELETE", `/api/security/incidents/${incident.id}/links/${linked.body.links[0].id}`, { as: "admin" });
    expect(unlinked.body.links).toEqual([]);

    const open = await call(security, "GET", "/api/security/incidents?status=open", { as: "admin" });
    expect(open.body.items.map((i: { id: string }) => i.id)).toContain(incident.id);
    const audit = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, incident.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["incident.created", "incident.linked", "incident.note_added", "incident.unlinked", "incident.updated"]);
  });

  it("names responsible only who may open the incident, so the notice, its mail and the 72-hour reminders lead somewhere that works (issue 23)", async () => {
    const responsible = await createUser({ roles: ["admin"], firstName: "Rita", lastName: "Verantwortlich" });
    const staff = (await call(security, "GET", "/api/security/staff", { as: "admin" })).body.items as { id: string }[];
    expect(staff.map((s) => s.id)).toContain(responsible.id);
    for (const role of ["vorstand", "geschaeftsfuehrung", "mitglied"]) expect(staff.map((s) => s.id)).not.toContain(userIds.get(role));

    const body = {
      title: "USB-Stick mit Beitragsliste verloren",
      severity: "high",
      personalDataAffected: true,
      affectedData: "Beitragsliste",
      affectedPeople: 40,
      discoveredAt: new Date(Date.now() - 60 * 3_600_000).toISOString(),
    };
    for (const role of ["vorstand", "geschaeftsfuehrung"]) {
      const refused = await call(security, "POST", "/api/security/incidents", { as: "admin", body: { ...body, responsibleUserId: userIds.get(role) } });
      expect(refused.status, role).toBe(400);
      expect(refused.body.details, role).toEqual(["Verantwortlich kann nur sein, wer Sicherheitsvorfälle öffnen darf (Administration)."]);
    }
    const created = await call(security, "POST", "/api/security/incidents", { as: "admin", body: { ...body, responsibleUserId: responsible.id } });
    expect(created.status).toBe(201);
    const incidentId = created.body.id as string;
    const admin = await getDb();
    await incidentDeadlineJob.run({ db: admin, now: new Date() } as Parameters<typeof incidentDeadlineJob.run>[0]);

    // Every notice about this incident, and the mail it was sent as, opens for its recipient.
    const notices = (await admin.select().from(notifications)).filter((n) => n.link?.includes(incidentId));
    expect(notices.map((n) => [n.userId, n.kind])).toEqual(
      expect.arrayContaining([
        [responsible.id, "security.incident_assigned"],
        [responsible.id, "security.incident_deadline"],
      ]),
    );
    for (const notice of notices) {
      const opened = await callFunction(security, `/api/security/incidents/${incidentId}`, {
        method: "GET",
        headers: { authorization: `Bearer ${await tokenFor(notice.userId)}` },
      });
      expect(opened.response.status, `${notice.kind} to ${notice.userId}`).toBe(200);
    }
    const mails = (await readOutbox()).filter((m) => m.subject.includes("USB-Stick"));
    expect(mails.length).toBeGreaterThan(0);

    // Who loses the role is no longer told: the overdue reminder goes to those who may open it.
    await admin.delete(userRoles).where(and(eq(userRoles.userId, responsible.id), eq(userRoles.role, "admin")));
    await admin.execute(sql`UPDATE security_incidents SET discovered_at = now() - interval '80 hours' WHERE id = ${incidentId}`);
    await incidentDeadlineJob.run({ db: admin, now: new Date() } as Parameters<typeof incidentDeadlineJob.run>[0]);
    const overdue = (await admin.select().from(notifications)).filter((n) => n.link?.includes(incidentId) && n.title.startsWith("Meldefrist überschritten"));
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.map((n) => n.userId)).not.toContain(responsible.id);
  });

  it("refuses every other role: by id, by search and the lists", async () => {
    const created = await call(security, "POST", "/api/security/incidents", {
      as: "admin",
      body: { title: "Phishing-Welle", severity: "medium", personalDataAffected: false, discoveredAt: new Date().toISOString() },
    });
    for (const as of ["vorstand", "geschaeftsfuehrung", "mitglied"]) {
      expect((await call(security, "GET", `/api/security/incidents/${created.body.id}`, { as })).status).toBe(403);
      expect((await call(security, "GET", "/api/security/incidents?status=reported", { as })).status).toBe(403);
      expect((await call(security, "GET", `/api/security/sessions?user=${userIds.get("admin")}`, { as })).status).toBe(403);
      expect((await call(security, "GET", "/api/security/overview", { as })).status).toBe(403);
    }
    expect((await call(security, "GET", `/api/security/incidents/${created.body.id}`)).status).toBe(401);
  });
});

function editable(incident: Record<string, unknown>) {
  const { title, description, severity, personalDataAffected, affectedData, affectedPeople, discoveredAt, responsibleUserId } = incident;
  return { title, description, severity, personalDataAffected, affectedData, affectedPeople, discoveredAt, responsibleUserId };
}

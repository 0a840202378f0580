/**
 * Audit endpoints through their handlers: a tampered audit row is found by "Prüfen", the CSV
 * export is logged as data_export, and no other role reaches any of it (by id, by search or by
 * download link).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { fakeContext } from "../../../../tests/helpers/function-call.ts";
import { moduleLabel } from "../schema.ts";
import { ENTITY_NAME_QUERIES, entityNames } from "./entity-names.ts";
import audit from "../../../../netlify/functions/audit.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-operations-"));
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

async function withGuardOff(statement: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw("ALTER TABLE audit_log DISABLE TRIGGER USER"));
    await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw("ALTER TABLE audit_log ENABLE TRIGGER USER"));
  });
}

describe("audit trail", () => {
  it("lists entries newest first with filters and pages by chain position", async () => {
    const db = await getDb();
    const entityId = `list-${Date.now()}`;
    for (let i = 0; i < 3; i++) await recordAudit(db, { actorUserId: userIds.get("admin")!, action: "list_test", entityType: "thing", entityId, after: { i } });
    const first = await call(audit, "GET", `/api/audit/entries?action=list_test&pageSize=10&user=${userIds.get("admin")}`, { as: "admin" });
    expect(first.status).toBe(200);
    expect(first.body.items.filter((e: { entityId: string }) => e.entityId === entityId).map((e: { after: { i: number } }) => e.after.i)).toEqual([2, 1, 0]);
    expect(first.body.items[0]).toMatchObject({ actorName: "admin Test", module: "thing", clientIp: null });
    const paged = await call(audit, "GET", `/api/audit/entries?action=list_test&pageSize=10&before=${first.body.items[0].seq}`, { as: "admin" });
    expect(paged.body.items[0].seq).toBeLessThan(first.body.items[0].seq);
    const bad = await call(audit, "GET", "/api/audit/entries?from=2026-05-01&to=2026-04-01", { as: "admin" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("Enddatum liegt vor dem Anfangsdatum");
  });

  it("names the first tampered entry when 'Prüfen' runs, and is whole again once repaired", async () => {
    const db = await getDb();
    const entityId = `tamper-${Date.now()}`;
    await recordAudit(db, { actorUserId: null, action: "status_change", entityType: "thing", entityId, before: { status: "a" }, after: { status: "b" } });
    await recordAudit(db, { actorUserId: null, action: "status_change", entityType: "thing", entityId, before: { status: "b" }, after: { status: "c" } });
    const [target, later] = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.seq);
    expect((await call(audit, "POST", "/api/audit/verify", { as: "admin" })).body).toMatchObject({ ok: true, broken: null });

    // Two entries changed: the check names the earlier one, where the chain first breaks.
    await withGuardOff(`UPDATE audit_log SET after = '{"status": "y"}' WHERE id = ${later!.id}`);
    await withGuardOff(`UPDATE audit_log SET after = '{"status": "x"}' WHERE id = ${target!.id}`);
    const check = await call(audit, "POST", "/api/audit/verify", { as: "admin" });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: false, broken: { id: target!.id, seq: target!.seq, reason: "content" } });
    expect(check.body.broken.message).toContain("nachträglich verändert");
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, "audit.chain_checked")).orderBy(desc(auditLog.seq)).limit(1);
    expect(logged).toMatchObject({ actorUserId: userIds.get("admin"), entityId: String(target!.id) });

    await withGuardOff(`UPDATE audit_log SET after = '{"status": "b"}' WHERE id = ${target!.id}`);
    const next = await call(audit, "POST", "/api/audit/verify", { as: "admin" });
    expect(next.body).toMatchObject({ ok: false, broken: { id: later!.id, seq: later!.seq, reason: "content" } });
    await withGuardOff(`UPDATE audit_log SET after = '{"status": "c"}' WHERE id = ${later!.id}`);
    expect((await call(audit, "POST", "/api/audit/verify", { as: "admin" })).body).toMatchObject({ ok: true });
  });

  it("exports CSV and logs the export as data_export", async () => {
    const response = await call(audit, "GET", "/api/audit/export?action=status_change", { as: "admin" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="audit-protokoll-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.text.startsWith("\uFEFFNr.;Zeitpunkt;Person")).toBe(true);
    expect(response.text).toContain("status_change");
    const db = await getDb();
    const [activity] = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, userIds.get("admin")!), eq(userActivityLog.activityType, "permission_granted")))
      .orderBy(desc(userActivityLog.createdAt))
      .limit(1);
    expect(activity?.metadata).toMatchObject({ action: "data_export", export: "audit" });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "data_export")).orderBy(desc(auditLog.seq)).limit(1);
    expect(entry).toMatchObject({ actorUserId: userIds.get("admin"), module: "audit", clientIp: "203.0.113.10" });
  });

  it("offers as filter values exactly the trail's people and actions, kept by its inserts (issue 27)", async () => {
    const db = await getDb();
    const action = `facet_test_${Date.now()}`;
    await recordAudit(db, { actorUserId: userIds.get("mitglied")!, action, entityType: "thing", entityId: action });
    const facets = await call(audit, "GET", "/api/audit/facets", { as: "admin" });
    expect(facets.status).toBe(200);
    expect(facets.body.actions).toContain(action);
    const distinctActions = rowsOf<{ action: string }>(await db.execute(sql`SELECT DISTINCT action FROM audit_log ORDER BY action`)).map((r) => r.action);
    expect(facets.body.actions).toEqual(distinctActions);
    const actors = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT DISTINCT p.id FROM audit_log a JOIN profiles p ON p.id = a.actor_user_id ORDER BY p.id`),
    ).map((r) => r.id);
    expect(facets.body.actors.map((a: { id: string }) => a.id).sort()).toEqual(actors);
    expect(actors).toContain(userIds.get("mitglied"));
  });

  it("offers each area once by its German name and filters an area across the keys it was written with (issue 23)", async () => {
    const db = await getDb();
    const entityId = `areas-${Date.now()}`;
    for (const module of ["document", "documents", "bank", "fee", "session"]) {
      await recordAudit(db, { actorUserId: null, action: "update", entityType: "thing", entityId, after: { module }, module });
    }
    const facets = await call(audit, "GET", "/api/audit/facets", { as: "admin" });
    expect(facets.status).toBe(200);
    const modules = facets.body.modules as string[];
    expect(modules).toEqual(expect.arrayContaining(["documents", "finances", "security"]));
    expect(modules).not.toEqual(expect.arrayContaining(["document"]));
    for (const raw of ["document", "bank", "fee", "session"]) expect(modules).not.toContain(raw);
    const labels = modules.map(moduleLabel);
    expect(labels.length).toBe(new Set(labels).size);
    const documents = await call(audit, "GET", `/api/audit/entries?module=documents&action=update&pageSize=100`, { as: "admin" });
    expect(
      documents.body.items
        .filter((e: { entityId: string }) => e.entityId === entityId)
        .map((e: { module: string }) => e.module)
        .sort(),
    ).toEqual(["document", "documents"]);
    const finances = await call(audit, "GET", `/api/audit/entries?module=finances&action=update&pageSize=100`, { as: "admin" });
    expect(
      finances.body.items
        .filter((e: { entityId: string }) => e.entityId === entityId)
        .map((e: { module: string }) => e.module)
        .sort(),
    ).toEqual(["bank", "fee"]);
  });

  it("files a job's entry under its area and stores an IPv4-mapped client address as the IPv4 address (issue 23)", async () => {
    const db = await getDb();
    const entityId = `job-${Date.now()}`;
    await recordAudit(db, { actorUserId: null, action: "bank_statement_imported", entityType: "bank_statement", entityId });
    const [job] = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    expect(job?.module).toBe("finances");

    const token = tokens.get("admin")!;
    const request = new Request("http://localhost/api/audit/export", { headers: { authorization: `Bearer ${token}` } });
    const response = await audit(request, fakeContext("::ffff:127.0.0.1"));
    expect(response.status).toBe(200);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "data_export")).orderBy(desc(auditLog.seq)).limit(1);
    expect(entry?.clientIp).toBe("127.0.0.1");
  });

  it("names each entry's object by its German kind and its own name, today's or as recorded; the CSV says it in German too (issue 25)", async () => {
    const db = await getDb();
    const admin = userIds.get("admin")!;
    const gone = `gone-${Date.now()}`;
    await recordAudit(db, {
      actorUserId: admin,
      action: "role_change",
      entityType: "user",
      entityId: admin,
      before: { roles: ["mitglied"] },
      after: { roles: ["admin"] },
    });
    await recordAudit(db, {
      actorUserId: admin,
      action: "document.trashed",
      entityType: "document",
      entityId: gone,
      before: { name: "Haushaltsplan 2027.pdf" },
    });
    await recordAudit(db, { actorUserId: admin, action: "invite", entityType: "invitation", entityId: "inv_0123456789abcdef" });
    const list = await call(audit, "GET", `/api/audit/entries?user=${admin}&pageSize=10`, { as: "admin" });
    expect(list.status).toBe(200);
    const [invite, trashed, roles] = list.body.items;
    expect(roles).toMatchObject({ action: "role_change", entityLabel: "Benutzerkonto", entityName: "admin Test" });
    expect(trashed).toMatchObject({ entityLabel: "Dokument", entityName: "Haushaltsplan 2027.pdf" });
    expect(invite).toMatchObject({ entityLabel: "Einladung", entityName: null, entityId: "inv_0123456789abcdef" });

    const csv = await call(audit, "GET", `/api/audit/export?user=${admin}&action=role_change`, { as: "admin" });
    expect(csv.text.split("\n")[0]).toContain("Aktion;Aktionsschlüssel;Objekttyp;Objekt;Objekt-ID");
    expect(csv.text).toContain(`Rollen geändert;role_change;Benutzerkonto;admin Test;${admin}`);
  });

  it("can ask every object table it names objects from (the queries fit the migrated schema)", async () => {
    const db = await getDb();
    const names = await entityNames(
      db,
      Object.keys(ENTITY_NAME_QUERIES).map((entityType) => ({ entityType, entityId: "00000000-0000-4000-8000-000000000000" })),
    );
    expect([...names.keys()].sort()).toEqual(Object.keys(ENTITY_NAME_QUERIES).sort());
  });

  it("refuses every other role: list, search by person, the download link and the check", async () => {
    for (const as of ["vorstand", "geschaeftsfuehrung", "mitglied"]) {
      expect((await call(audit, "GET", "/api/audit/entries", { as })).status).toBe(403);
      expect((await call(audit, "GET", `/api/audit/entries?user=${userIds.get("admin")}`, { as })).status).toBe(403);
      expect((await call(audit, "GET", "/api/audit/export", { as })).status).toBe(403);
      expect((await call(audit, "POST", "/api/audit/verify", { as })).status).toBe(403);
    }
    expect((await call(audit, "GET", "/api/audit/export")).status).toBe(401);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { authEmailVerifications, authSessions, userActivityLog } from "#platform/auth/tables.ts";
import { createUser, sessionTokenFor, TEST_ORIGIN } from "#platform/auth/test-users.ts";
import { requireUser, type AuthUser } from "#platform/auth/require-user.ts";
import { acceptInvitation } from "#platform/auth/accept-invitation.ts";
import { userListQuerySchema, inviteUserSchema } from "../schema.ts";
import type { Role } from "#shared/roles.ts";
import { listUsers, getManagedUser } from "./user-queries.ts";
import { setUserRoles } from "./user-role-commands.ts";
import { setUserStatus } from "./user-status-commands.ts";
import { inviteByAdministrator } from "./invitation-commands.ts";
import { resendInvitation, revokeInvitation } from "./invitation-commands.ts";
import { listPendingInvitations } from "./invitation-queries.ts";

const run = Date.now().toString(36);
const asActor = async (roles: Role[], name = "admin"): Promise<AuthUser> => {
  const user = await createUser({ roles, email: `${name}-${run}-${Math.random().toString(36).slice(2, 8)}@example.org` });
  return { id: user.id, email: user.email, roles: [...roles, "mitglied"], organizationId: null };
};
const version = async (userId: string) => (await getManagedUser(await getDb(), userId)).version;

/** Leaves no active administrator from other tests, so each last-administrator test counts only its own. */
async function onlyTheseAdministratorsAreActive() {
  const db = await getDb();
  await db.execute(
    sql`UPDATE profiles SET deactivated_at = now() WHERE deactivated_at IS NULL AND id IN (SELECT user_id FROM user_roles WHERE role = 'admin')`,
  );
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-f2-outbox-"));
  await getDb();
}, 120_000);
afterAll(() => closeDatabase());

describe("user list", () => {
  it("shows roles, status and last sign-in, and filters by search, role and status", async () => {
    const db = await getDb();
    const board = await createUser({ roles: ["vorstand"], email: `vorstand-${run}@example.org`, firstName: "Vera", lastName: `Liste${run}` });
    await createUser({ roles: [], email: `offen-${run}@example.org`, confirmed: false, lastName: `Liste${run}` });
    const all = await listUsers(db, userListQuerySchema.parse({ q: `liste${run}` }));
    expect(all.total).toBe(2);
    expect(all.items.find((u) => u.id === board.id)).toMatchObject({ roles: ["vorstand", "mitglied"], status: "active", lastSignInAt: null, version: 1 });
    expect((await listUsers(db, userListQuerySchema.parse({ q: `liste${run}`, role: "vorstand" }))).items.map((u) => u.id)).toEqual([board.id]);
    expect((await listUsers(db, userListQuerySchema.parse({ q: `liste${run}`, status: "unconfirmed" }))).items.map((u) => u.email)).toEqual([
      `offen-${run}@example.org`,
    ]);
  });
});

describe("roles", () => {
  it("grants and revokes roles with a version bump, an audit entry and a logged role_change", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const target = await createUser({ roles: [] });
    const updated = await setUserRoles(db, admin, target.id, { roles: ["vorstand", "mitglied"], version: 1 });
    expect(updated).toMatchObject({ roles: ["vorstand", "mitglied"], version: 2 });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, "role_change")));
    // The target signed up by itself and waited for approval: no role before.
    expect(audit).toMatchObject({ actorUserId: admin.id, before: { roles: [] }, after: { roles: ["vorstand", "mitglied"] } });
    const logged = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, admin.id), eq(userActivityLog.activityType, "permission_granted")));
    expect(logged[0]?.metadata).toMatchObject({ action: "role_change", targetUserId: target.id, granted: ["vorstand", "mitglied"], revoked: [] });
  });

  it("refuses a change based on an old version (409) and keeps the other administrator's change", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const target = await createUser({ roles: [] });
    await setUserRoles(db, admin, target.id, { roles: ["vorstand", "mitglied"], version: 1 });
    await expect(setUserRoles(db, admin, target.id, { roles: ["geschaeftsfuehrung", "mitglied"], version: 1 })).rejects.toMatchObject({
      status: 409,
      code: "version_conflict",
    });
    expect((await getManagedUser(db, target.id)).roles).toEqual(["vorstand", "mitglied"]);
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await asActor(["admin"]);
    await expect(setUserRoles(await getDb(), admin, "user_missing", { roles: [], version: 1 })).rejects.toMatchObject({ status: 404 });
  });
});

describe("the last administrator", () => {
  beforeEach(onlyTheseAdministratorsAreActive);

  it("cannot demote or deactivate the only active administrator, but can once there is a second", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const helper = await asActor(["admin"], "helper");
    await setUserStatus(db, admin, helper.id, { active: false, version: 1 });
    await expect(setUserRoles(db, admin, admin.id, { roles: ["mitglied"], version: await version(admin.id) })).rejects.toMatchObject({
      status: 409,
      code: "last_admin",
    });
    await expect(setUserStatus(db, helper, admin.id, { active: false, version: await version(admin.id) })).rejects.toMatchObject({
      status: 409,
      code: "last_admin",
    });
    await setUserStatus(db, admin, helper.id, { active: true, version: await version(helper.id) });
    const demoted = await setUserRoles(db, admin, admin.id, { roles: ["mitglied"], version: await version(admin.id) });
    expect(demoted.roles).toEqual(["mitglied"]);
  });
});

describe("deactivation", () => {
  it("ends the user's sessions at once: the existing token is refused on the next call", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const member = await createUser({ roles: ["mitglied"] });
    const { token, sessionId } = await sessionTokenFor(member.id);
    const call = () => requireUser(new Request(`${TEST_ORIGIN}/api/anything`, { headers: { authorization: `Bearer ${token}` } }));
    expect((await call()).id).toBe(member.id);
    const deactivated = await setUserStatus(db, admin, member.id, { active: false, version: 1 });
    expect(deactivated.status).toBe("deactivated");
    await expect(call()).rejects.toMatchObject({ status: 401 });
    const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(session!.revokedAt).not.toBeNull();
    const reactivated = await setUserStatus(db, admin, member.id, { active: true, version: 2 });
    expect(reactivated.status).toBe("active");
    await expect(call()).rejects.toMatchObject({ status: 401 }); // the old session stays ended
  });

  it("refuses to deactivate oneself", async () => {
    const admin = await asActor(["admin"]);
    await expect(setUserStatus(await getDb(), admin, admin.id, { active: false, version: 1 })).rejects.toMatchObject({ status: 400 });
  });
});

describe("invitations", () => {
  it("creates an unconfirmed account with the chosen roles and mails a German link that sets the password", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const email = `eingeladen-${run}@example.org`;
    const invited = await inviteByAdministrator(
      db,
      admin,
      inviteUserSchema.parse({ email, firstName: "Ina", lastName: "Neu", roles: ["vorstand"] }),
      TEST_ORIGIN,
    );
    expect(invited).toMatchObject({ email, firstName: "Ina", roles: ["vorstand", "mitglied"], expired: false, organizationName: null });
    expect((await getManagedUser(db, invited.id)).status).toBe("unconfirmed");
    const mail = await findMail(email);
    expect(mail.subject).toBe("VNSI: Einladung in den internen Bereich");
    expect(mail.text).toContain("Guten Tag Ina,");
    const token = new URL(/http\S+einladung\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    await acceptInvitation(token, "ein-sicheres-Passwort");
    expect((await getManagedUser(db, invited.id)).status).toBe("active");
    await expect(acceptInvitation(token, "noch-ein-Passwort")).rejects.toMatchObject({ status: 410 });
    await expect(
      inviteByAdministrator(db, admin, inviteUserSchema.parse({ email: email.toUpperCase(), roles: ["mitglied"] }), TEST_ORIGIN),
    ).rejects.toMatchObject({
      status: 409,
      message: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
    });
  });

  it("lists open invitations, sends an expired one again (only the newest link works) and withdraws one", async () => {
    const db = await getDb();
    const admin = await asActor(["admin"]);
    const email = `einladung-offen-${run}@example.org`;
    const invited = await inviteByAdministrator(db, admin, inviteUserSchema.parse({ email, firstName: "Olaf", roles: ["geschaeftsfuehrung"] }), TEST_ORIGIN);
    const firstToken = tokenOf(await findMail(email));
    await db.update(authEmailVerifications).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(authEmailVerifications.userId, invited.id));
    expect((await listPendingInvitations(db)).find((i) => i.id === invited.id)).toMatchObject({
      email,
      roles: ["geschaeftsfuehrung", "mitglied"],
      expired: true,
    });
    await expect(acceptInvitation(firstToken, "ein-sicheres-Passwort")).rejects.toMatchObject({ status: 410 });

    const renewed = await resendInvitation(db, admin, invited.id, TEST_ORIGIN);
    expect(renewed).toMatchObject({ id: invited.id, expired: false });
    const mails = await findMails(email);
    expect(mails).toHaveLength(2);
    const secondToken = tokenOf(mails.find((m) => tokenOf(m) !== firstToken)!);
    await acceptInvitation(secondToken, "ein-sicheres-Passwort");
    expect((await getManagedUser(db, invited.id)).status).toBe("active");
    expect((await listPendingInvitations(db)).map((i) => i.id)).not.toContain(invited.id);
    await expect(resendInvitation(db, admin, invited.id, TEST_ORIGIN)).rejects.toMatchObject({ status: 404 });

    const withdrawnEmail = `zurueck-${run}@example.org`;
    const withdrawn = await inviteByAdministrator(db, admin, inviteUserSchema.parse({ email: withdrawnEmail, roles: ["admin"] }), TEST_ORIGIN);
    await revokeInvitation(db, admin, withdrawn.id);
    await expect(acceptInvitation(tokenOf(await findMail(withdrawnEmail)), "ein-sicheres-Passwort")).rejects.toMatchObject({ status: 410 });
    await expect(getManagedUser(db, withdrawn.id)).rejects.toMatchObject({ status: 404 });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "revoke_invitation"), eq(auditLog.entityId, withdrawn.id)));
    expect(entry).toMatchObject({ actorUserId: admin.id, before: expect.objectContaining({ email: withdrawnEmail, roles: ["admin", "mitglied"] }) });
    // The address is free again: a new invitation works.
    await expect(inviteByAdministrator(db, admin, inviteUserSchema.parse({ email: withdrawnEmail, roles: ["mitglied"] }), TEST_ORIGIN)).resolves.toMatchObject({
      email: withdrawnEmail,
    });
  });

  it("does not accept a sign-up confirmation token as an invitation", async () => {
    await expect(acceptInvitation("a-token-that-was-never-issued", "passwort")).rejects.toMatchObject({ status: 410 });
  });
});

type Mail = { subject: string; text: string };

async function findMails(to: string): Promise<Mail[]> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const mails: Mail[] = [];
  for (const file of await readdir(dir)) {
    const mail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
    if (mail.to === to || (Array.isArray(mail.to) && mail.to.includes(to))) mails.push(mail);
  }
  return mails;
}

async function findMail(to: string): Promise<Mail> {
  const [mail] = await findMails(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

function tokenOf(mail: Mail): string {
  return new URL(/http\S+einladung\S+/.exec(mail.text)![0]).searchParams.get("token")!;
}

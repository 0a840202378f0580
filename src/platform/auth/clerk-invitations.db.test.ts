/**
 * Invitations with Clerk as the identity provider, against a local stand-in for Clerk's Backend API
 * (CLERK_API_URL): the open invitation commits with its outbox row, the dispatcher asks Clerk to
 * mail it, and the invited person's first verified request takes the roles and organisation.
 * Expired, revoked and already-taken invitations grant nothing.
 */
import { generateKeyPairSync } from "node:crypto";
import { todayInBerlin } from "#shared/schemas/dates.ts";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { startRecorder, type HttpRecorder, type RecordedRequest } from "../../../tests/helpers/http-recorder.ts";
import { closeDatabase, getDb, type Db } from "../db/client.ts";
import { auditLog } from "../audit/tables.ts";
import { profiles, userRoles } from "./tables.ts";
import { outbox } from "../outbox/tables.ts";
import { clerkInvitations } from "./invitation-tables.ts";
import { dispatchOutbox } from "../outbox/dispatch.ts";
import { changeApplicationStatus, decideApplication } from "#modules/membership-applications/server/application-commands.ts";
import { submittedApplication } from "#modules/membership-applications/server/testing/application-fixture.ts";
import { getMember } from "#modules/members/server/member-detail-queries.ts";
import { inviteByAdministrator } from "#modules/user-management/server/invitation-commands.ts";
import { resendInvitation, revokeInvitation } from "#modules/user-management/server/invitation-commands.ts";
import { listPendingInvitations } from "#modules/user-management/server/invitation-queries.ts";
import { inviteUserSchema } from "#modules/user-management/schema.ts";
import { requireUser, type AuthUser } from "./require-user.ts";
import { createUser, TEST_ORIGIN } from "./test-users.ts";

const clerkKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const clerkPem = clerkKeys.publicKey.export({ type: "spki", format: "pem" }).toString();
const run = Date.now().toString(36);
let counter = 0;
const unique = (name: string) => `${name}-${run}-${++counter}@example.org`;

/** What Clerk's Backend API answers: invitations it created, listed and revoked. */
const clerkState = new Map<string, { id: string; email_address: string; public_metadata: Record<string, unknown>; status: string }>();
function clerkAnswer(req: RecordedRequest): unknown {
  const url = new URL(req.path, "http://clerk");
  const stamp = Date.now();
  if (req.method === "POST" && url.pathname === "/v1/invitations") {
    const body = JSON.parse(req.body);
    const invitation = { id: `inv_${clerkState.size + 1}`, email_address: body.email_address, public_metadata: body.public_metadata ?? {}, status: "pending" };
    clerkState.set(invitation.id, invitation);
    return { object: "invitation", ...invitation, created_at: stamp, updated_at: stamp };
  }
  const revoke = /^\/v1\/invitations\/([^/]+)\/revoke$/.exec(url.pathname);
  if (req.method === "POST" && revoke) {
    const invitation = clerkState.get(revoke[1]!)!;
    invitation.status = "revoked";
    return { object: "invitation", ...invitation, revoked: true, created_at: stamp, updated_at: stamp };
  }
  if (req.method === "GET" && url.pathname === "/v1/invitations") {
    const query = url.searchParams.get("query");
    const data = [...clerkState.values()].filter((i) => i.status === "pending" && (!query || i.email_address === query));
    return { data: data.map((i) => ({ object: "invitation", ...i, created_at: stamp, updated_at: stamp })), total_count: data.length };
  }
  return {};
}

let clerkApi: HttpRecorder;
let db: Db;
let admin: AuthUser;

async function clerkSignIn(userId: string, email: string): Promise<AuthUser> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    azp: "http://localhost",
    iss: "https://clerk.vnsi-verband.de",
    sid: `sess_${userId}`,
    iat: now,
    nbf: now,
    exp: now + 60,
    sub: userId,
    email,
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "ins_test" })
    .sign(clerkKeys.privateKey);
  return requireUser(new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }));
}

const invite = (email: string, roles: string[] = ["vorstand"]) =>
  inviteByAdministrator(db, admin, inviteUserSchema.parse({ email, firstName: "Clara", lastName: "Clerk", roles }), TEST_ORIGIN);
const clerkCalls = (method: string, pathname: string) =>
  clerkApi.requests.filter((r) => r.method === method && new URL(r.path, "http://clerk").pathname === pathname);
/** Clerk's create-invitation calls for one address. */
const createCalls = (email: string) => clerkCalls("POST", "/v1/invitations").filter((r) => JSON.parse(r.body).email_address === email);

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-clerk-invitations-"));
  clerkApi = await startRecorder(clerkAnswer);
  db = await getDb();
  const user = await createUser({ roles: ["admin"] });
  admin = { id: user.id, email: user.email, roles: ["admin", "mitglied"], organizationId: null };
}, 120_000);
beforeEach(() => {
  process.env.CLERK_SECRET_KEY = "sk_test_offline";
  process.env.CLERK_JWT_KEY = clerkPem;
  process.env.CLERK_API_URL = clerkApi.url;
  clerkApi.mode = "ok";
});
afterEach(() => {
  delete process.env.CLERK_SECRET_KEY;
  delete process.env.CLERK_JWT_KEY;
  delete process.env.CLERK_API_URL;
});
afterAll(async () => {
  await clerkApi.close();
  await closeDatabase();
});

describe("invitations with Clerk", () => {
  it("waits for the person, has Clerk mail it, and the first verified sign-in takes the roles", async () => {
    const email = unique("clerk-vorstand");
    const invitation = await invite(email.toUpperCase());
    expect(invitation).toMatchObject({ email, firstName: "Clara", roles: ["vorstand", "mitglied"], expired: false, organizationName: null });

    const [call] = createCalls(email);
    expect(call?.headers.authorization).toBe("Bearer sk_test_offline");
    expect(JSON.parse(call!.body)).toMatchObject({
      email_address: email,
      redirect_url: `${TEST_ORIGIN}/backend/einladung`,
      public_metadata: { invitationId: invitation.id },
      expires_in_days: 14,
      notify: true,
    });
    expect((await listPendingInvitations(db)).map((i) => i.id)).toContain(invitation.id);
    // No second open invitation for the same address.
    await expect(invite(email)).rejects.toMatchObject({ status: 409, code: "invitation_exists" });

    const clerkId = `user_clerk_${run}_a`;
    const user = await clerkSignIn(clerkId, email);
    expect(user.roles).toEqual(["vorstand", "mitglied"]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, clerkId));
    expect(profile).toMatchObject({ firstName: "Clara", lastName: "Clerk" });
    expect((await listPendingInvitations(db)).map((i) => i.id)).not.toContain(invitation.id);
    const [accepted] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "accept_invitation"), eq(auditLog.entityId, clerkId)));
    expect(accepted?.after).toMatchObject({ invitationId: invitation.id, roles: ["vorstand", "mitglied"] });
    // The address now has an account: inviting it again is refused like with the local provider.
    await expect(invite(email)).rejects.toMatchObject({ status: 409, code: "form_identifier_exists" });
  });

  it("grants nothing for an expired or a revoked invitation; a revoked one is revoked at Clerk too", async () => {
    const expiredEmail = unique("clerk-expired");
    const expired = await invite(expiredEmail, ["admin"]);
    await db.update(clerkInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(clerkInvitations.id, expired.id));
    expect((await listPendingInvitations(db)).find((i) => i.id === expired.id)?.expired).toBe(true);
    // Nothing granted: the account waits for approval (issue 10).
    expect((await clerkSignIn(`user_clerk_${run}_b`, expiredEmail)).roles).toEqual([]);

    const revokedEmail = unique("clerk-revoked");
    const revoked = await invite(revokedEmail, ["admin"]);
    await revokeInvitation(db, admin, revoked.id);
    const clerkInvitation = [...clerkState.values()].find((i) => i.public_metadata.invitationId === revoked.id);
    expect(clerkInvitation?.status).toBe("revoked");
    expect(clerkCalls("POST", `/v1/invitations/${clerkInvitation!.id}/revoke`)).toHaveLength(1);
    expect((await clerkSignIn(`user_clerk_${run}_c`, revokedEmail)).roles).toEqual([]);
    await expect(revokeInvitation(db, admin, revoked.id)).rejects.toMatchObject({ status: 404 });
  });

  it("sends an expired invitation again with a fresh 14-day period", async () => {
    const email = unique("clerk-resend");
    const invitation = await invite(email, ["geschaeftsfuehrung"]);
    await db.update(clerkInvitations).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(clerkInvitations.id, invitation.id));
    const before = createCalls(email).length;
    const renewed = await resendInvitation(db, admin, invitation.id, TEST_ORIGIN);
    expect(renewed.expired).toBe(false);
    expect(new Date(renewed.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    expect(createCalls(email).length).toBe(before + 1);
    expect((await clerkSignIn(`user_clerk_${run}_d`, email)).roles).toEqual(["geschaeftsfuehrung", "mitglied"]);
  });

  it("keeps the invitation when Clerk is down and delivers it on a later dispatch", async () => {
    clerkApi.mode = "fail";
    const email = unique("clerk-down");
    const invitation = await invite(email, ["mitglied"]);
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `invitation:${invitation.id}`));
    expect(row).toMatchObject({ kind: "clerk_invitation", status: "failed" });
    clerkApi.mode = "ok";
    await dispatchOutbox({ ids: [row!.id], now: new Date(Date.now() + 24 * 3600_000) });
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after?.status).toBe("sent");
    expect(createCalls(email).map((r) => r.answeredWith)).toContain("ok");
  });

  it("links an admitted member's representative to the organisation on the first Clerk sign-in", async () => {
    const id = await submittedApplication();
    await changeApplicationStatus(db, id, { status: "in_review", version: 1 }, admin);
    const decided = await decideApplication(
      db,
      id,
      { decision: "approved", reason: "Satzungsgemäß", decisionDate: todayInBerlin(), membershipClass: "ordinary", version: 2 },
      admin,
      TEST_ORIGIN,
    );
    expect(decided.access?.kind).toBe("invitation");
    await dispatchOutbox({ ids: decided.invitationDeliveryIds });
    const email = decided.application.representativeEmail.toLowerCase();
    expect(createCalls(email)).toHaveLength(1);
    const pending = (await listPendingInvitations(db)).find((i) => i.email === email);
    expect(pending).toMatchObject({ roles: ["mitglied"], organizationName: decided.application.companyName });
    // The member's detail lists the invited representative until the sign-up, then the account.
    expect((await getMember(db, decided.membershipId!)).accounts).toEqual([expect.objectContaining({ email, invitationPending: true })]);

    const clerkId = `user_clerk_${run}_rep`;
    expect((await clerkSignIn(clerkId, email)).roles).toEqual(["mitglied"]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, clerkId));
    expect(profile?.organizationId).toBe(decided.organizationId);
    const roles = await db.select({ role: userRoles.role, grantedBy: userRoles.grantedBy }).from(userRoles).where(eq(userRoles.userId, clerkId));
    expect(roles).toEqual([{ role: "mitglied", grantedBy: admin.id }]);
    expect((await getMember(db, decided.membershipId!)).accounts).toEqual([expect.objectContaining({ id: clerkId, email, invitationPending: false })]);
  });
});

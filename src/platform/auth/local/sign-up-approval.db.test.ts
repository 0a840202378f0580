/**
 * The door to member content (issue 10): self sign-up is closed until an administrator opens it;
 * a self-registered account waits for approval and passes no member check; an invitation wins
 * over an unconfirmed self sign-up of the same address; common passwords are refused.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client.ts";
import { createUser, tokenFor } from "../test-users.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import { confirmationLink, openLink, signIn, signUp, uniqueEmail, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";
import accountFn from "../../../../netlify/functions/account.mts";
import userManagementFn from "../../../../netlify/functions/user-management.mts";
import crmFn from "../../../../netlify/functions/crm.mts";
import notificationsFn from "../../../../netlify/functions/notifications.mts";
import { acceptInvitation } from "../accept-invitation.ts";
import { readOutbox } from "../../mail/file-outbox.ts";
import { platformSettings } from "../../settings/settings.ts";

const codeOf = (body: Record<string, unknown>) => (body.errors as { code: string }[] | undefined)?.[0]?.code;
let adminToken: string;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-door-"));
  await getDb();
  adminToken = await tokenFor((await createUser({ roles: ["admin"] })).id);
}, 120_000);
afterEach(async () => {
  delete process.env.LOCAL_AUTH_SIGN_UP;
  // An administrator's decision overrides the environment: forget it between tests (and files).
  await (await getDb()).delete(platformSettings);
});

const asAdmin = (method: string, url: string, body?: unknown) =>
  callFunction(userManagementFn, url, { method, body, headers: { authorization: `Bearer ${adminToken}` } });

describe("self sign-up", () => {
  it("is closed by default, and an administrator opens and closes it (audited)", async () => {
    const closed = await callFunction(accountFn, "/api/auth/sign-up", { body: { email: uniqueEmail(), password: "Gleisbett-7" } });
    expect(closed.response.status).toBe(403);
    expect(codeOf(closed.body)).toBe("sign_up_mode_restricted");
    expect(closed.body.message).toBe("Registrierung ist derzeit deaktiviert.");
    expect((await callFunction(accountFn, "/api/auth/config", { method: "GET" })).body).toMatchObject({ provider: "local", signUpOpen: false });

    expect((await asAdmin("PUT", "/api/user-management/settings/sign-up", { open: true })).body).toMatchObject({ open: true });
    expect((await callFunction(accountFn, "/api/auth/config", { method: "GET" })).body).toMatchObject({ signUpOpen: true });
    const opened = await callFunction(accountFn, "/api/auth/sign-up", { body: { email: uniqueEmail(), password: "Gleisbett-7" }, ip: uniqueIp() });
    expect(opened.response.status).toBe(200);
    expect((await asAdmin("PUT", "/api/user-management/settings/sign-up", { open: false })).body).toMatchObject({ open: false });
  });

  it("gives an account that waits for approval: no member content until an administrator grants a role", async () => {
    process.env.LOCAL_AUTH_SIGN_UP = "open";
    const email = uniqueEmail();
    await signUp({ email, password: "Gleisbett-7" });
    await openLink(await confirmationLink(email));
    const signedIn = await signIn(email, "Gleisbett-7");
    expect(signedIn.response.status).toBe(200);
    const userId = (signedIn.body.user as { id: string }).id;
    const token = await tokenFor(userId);
    const headers = { authorization: `Bearer ${token}` };

    // Signed in, but waiting: its own data yes, member content no.
    expect((await callFunction(accountFn, "/api/get-user-data", { body: { userId }, headers })).body).toMatchObject({ roles: [] });
    expect((await callFunction(notificationsFn, "/api/notifications/summary", { method: "GET", headers })).response.status).toBe(403);
    expect((await callFunction(crmFn, "/api/crm/contacts", { method: "GET", headers })).response.status).toBe(403);
    const listed = await asAdmin("GET", `/api/user-management/users?status=pending&q=${encodeURIComponent(email)}`);
    expect(listed.body.items).toEqual([expect.objectContaining({ email, status: "pending", roles: [] })]);

    // The administrator approves by granting the member role.
    const user = (listed.body.items as { version: number }[])[0]!;
    expect((await asAdmin("PUT", `/api/user-management/users/${userId}/roles`, { roles: ["mitglied"], version: user.version })).response.status).toBe(200);
    expect((await callFunction(notificationsFn, "/api/notifications/summary", { method: "GET", headers })).response.status).toBe(200);
  });

  it("refuses the most common passwords with a German message", async () => {
    process.env.LOCAL_AUTH_SIGN_UP = "open";
    for (const password of ["123456", "aaaaaa", "passwort"]) {
      const call = await signUp({ email: uniqueEmail(), password });
      expect(call.response.status, password).toBe(422);
      expect(codeOf(call.body)).toBe("form_password_pwned");
      expect(call.body.message).toBe("Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.");
    }
    const short = await signUp({ email: uniqueEmail(), password: "12345" });
    expect(short.body.message).toBe("Das Passwort muss mindestens 6 Zeichen lang sein.");
  });
});

describe("an invitation wins over an unconfirmed self sign-up", () => {
  it("takes the address over: the squatter's password and confirmation link stop working", async () => {
    process.env.LOCAL_AUTH_SIGN_UP = "open";
    const email = uniqueEmail();
    await signUp({ email, password: "Angreifer-Passwort-9" });
    const squatterLink = await confirmationLink(email);

    const invited = await asAdmin("POST", "/api/user-management/invitations", { email, firstName: "Vera", lastName: "Echt", roles: ["vorstand"] });
    expect(invited.response.status).toBe(201);
    expect(invited.body).toMatchObject({ email, roles: ["vorstand", "mitglied"] });

    // The confirmation mail the attacker triggered no longer confirms anything.
    const clicked = await openLink(squatterLink);
    expect(clicked.headers.get("location")).toBe("/backend/login?verified=0");
    expect((await signIn(email, "Angreifer-Passwort-9")).response.status).not.toBe(200);

    // The real person accepts the invitation and owns the account with the invited roles.
    const mails = await readOutbox();
    const invitationMail = mails.filter((m) => [m.to].flat().includes(email)).at(-1)!;
    const token = /token=([\w-]+)/.exec(invitationMail.text)![1]!;
    await acceptInvitation(token, "Echtes-Passwort-4");
    const owner = await signIn(email, "Echtes-Passwort-4");
    expect(owner.response.status).toBe(200);
    const data = await callFunction(accountFn, "/api/get-user-data", {
      body: { userId: (owner.body.user as { id: string }).id },
      headers: { authorization: `Bearer ${await tokenFor((owner.body.user as { id: string }).id)}` },
    });
    expect(data.body.roles).toEqual(["vorstand", "mitglied"]);
  });

  it("still refuses an address with a confirmed account or an open invitation", async () => {
    const existing = await createUser({ roles: ["mitglied"] });
    expect((await asAdmin("POST", "/api/user-management/invitations", { email: existing.email, roles: ["mitglied"] })).response.status).toBe(409);
  });
});

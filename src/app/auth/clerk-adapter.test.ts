import { describe, expect, it, vi } from "vitest";
import { createClerkAdapter } from "./clerk-adapter.ts";
import { authErrorMessage, passwordChangeErrorMessage } from "./auth-error-message.ts";

type FakeClerk = Parameters<typeof createClerkAdapter>[0];

function fakeClerk(signInResult: unknown) {
  const state: { user: unknown; session: unknown } = { user: null, session: null };
  const signedInSession = { id: "sess_1", expireAt: new Date("2030-01-01T00:00:00Z"), getToken: vi.fn(async () => "jwt"), reload: vi.fn(async () => {}) };
  const clerk = {
    get user() {
      return state.user;
    },
    get session() {
      return state.session;
    },
    client: {
      signIn: {
        create: vi.fn(async () => {
          if (signInResult instanceof Error || (signInResult as { errors?: unknown }).errors) throw signInResult;
          return signInResult;
        }),
        // Clerk's reset: "123456" is the mailed code, "222222" a code whose sign-in needs a second factor.
        attemptFirstFactor: vi.fn(async (params: { strategy: string; code: string; password: string }) => {
          if (params.code === "123456") return { status: "complete", createdSessionId: "sess_1" };
          if (params.code === "222222") return { status: "needs_second_factor", createdSessionId: null };
          throw { errors: [{ code: "form_code_incorrect", message: "Incorrect code" }] };
        }),
      },
      signUp: {
        create: vi.fn(async (params: { strategy?: string; ticket?: string }) => {
          if (params.strategy !== "ticket") return { prepareEmailAddressVerification: vi.fn(async () => ({})) };
          if (params.ticket === "used") throw { errors: [{ code: "form_identifier_exists", message: "That email address is taken." }] };
          return params.ticket === "partial" ? { status: "missing_requirements", createdSessionId: null } : { status: "complete", createdSessionId: "sess_1" };
        }),
      },
    },
    setActive: vi.fn(async () => {
      state.user = { id: "user_1", primaryEmailAddress: { emailAddress: "a@example.org" }, updatePassword: clerk.signedInUser.updatePassword };
      state.session = signedInSession;
    }),
    signOut: vi.fn(async () => {}),
    signedInUser: {
      updatePassword: vi.fn(async (params: { currentPassword: string }) => {
        if (params.currentPassword !== "old-secret") throw { errors: [{ code: "form_password_validation_failed", message: "Password is incorrect." }] };
        return {};
      }),
    },
    addListener: vi.fn(() => () => {}),
  };
  return { clerk, asClerk: clerk as unknown as FakeClerk };
}

describe("Clerk adapter", () => {
  it("signs in with e-mail and password and activates the new session", async () => {
    const { clerk, asClerk } = fakeClerk({ status: "complete", createdSessionId: "sess_1" });
    const adapter = createClerkAdapter(asClerk);
    await expect(adapter.signIn("a@example.org", "pw")).resolves.toEqual({
      user: { id: "user_1", email: "a@example.org" },
      session: { id: "sess_1", expiresAt: "2030-01-01T00:00:00.000Z" },
    });
    expect(clerk.client.signIn.create).toHaveBeenCalledWith({ identifier: "a@example.org", password: "pw" });
    expect(clerk.setActive).toHaveBeenCalledWith({ session: "sess_1" });
    await expect(adapter.getToken()).resolves.toBe("jwt");
  });

  it("passes Clerk's errors through for translation", async () => {
    const { asClerk } = fakeClerk({ errors: [{ code: "form_password_incorrect", message: "Password is incorrect." }] });
    const error = await createClerkAdapter(asClerk)
      .signIn("a@example.org", "x")
      .catch((e) => e);
    expect(authErrorMessage(error)).toBe("Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.");
  });

  it("treats an unfinished sign-in (e.g. unverified e-mail) as missing requirements", async () => {
    const { clerk, asClerk } = fakeClerk({ status: "needs_first_factor", createdSessionId: null });
    const error = await createClerkAdapter(asClerk)
      .signIn("a@example.org", "x")
      .catch((e) => e);
    expect(authErrorMessage(error)).toBe("E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails.");
    expect(clerk.setActive).not.toHaveBeenCalled();
  });

  it("has no session and no token while signed out", async () => {
    const { asClerk } = fakeClerk({});
    const adapter = createClerkAdapter(asClerk);
    await expect(adapter.getSession()).resolves.toBeNull();
    await expect(adapter.getToken()).resolves.toBeNull();
  });

  it("signs up with an e-mail link back to the given address", async () => {
    const { clerk, asClerk } = fakeClerk({});
    await createClerkAdapter(asClerk).signUp({ email: "n@example.org", password: "secret1", firstName: "N", redirectUrl: "https://example.org/backend" });
    expect(clerk.client.signUp.create).toHaveBeenCalledWith({ emailAddress: "n@example.org", password: "secret1", firstName: "N", lastName: undefined });
    const signUp = await clerk.client.signUp.create.mock.results[0]!.value;
    expect(signUp.prepareEmailAddressVerification).toHaveBeenCalledWith({ strategy: "email_link", redirectUrl: "https://example.org/backend" });
  });

  it("accepts an invitation ticket with the chosen password and is signed in at once", async () => {
    const { clerk, asClerk } = fakeClerk({});
    const adapter = createClerkAdapter(asClerk);
    await expect(adapter.acceptInvitation("ticket_abc", "secret1")).resolves.toEqual({
      user: { id: "user_1", email: "a@example.org" },
      session: { id: "sess_1", expiresAt: "2030-01-01T00:00:00.000Z" },
    });
    expect(clerk.client.signUp.create).toHaveBeenCalledWith({ strategy: "ticket", ticket: "ticket_abc", password: "secret1" });
    expect(clerk.setActive).toHaveBeenCalledWith({ session: "sess_1" });
  });

  it("reports a used ticket or an unfinished ticket sign-up in German and opens no session", async () => {
    const { clerk, asClerk } = fakeClerk({});
    const adapter = createClerkAdapter(asClerk);
    expect(authErrorMessage(await adapter.acceptInvitation("used", "secret1").catch((e) => e))).toBe(
      "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
    );
    expect(authErrorMessage(await adapter.acceptInvitation("partial", "secret1").catch((e) => e))).toBe(
      "E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails.",
    );
    expect(clerk.setActive).not.toHaveBeenCalled();
  });

  it("resets a forgotten password by Clerk's mailed code and is signed in afterwards", async () => {
    const { clerk, asClerk } = fakeClerk({});
    const adapter = createClerkAdapter(asClerk);
    await adapter.passwords!.startReset("a@example.org");
    expect(clerk.client.signIn.create).toHaveBeenCalledWith({ strategy: "reset_password_email_code", identifier: "a@example.org" });
    await expect(adapter.passwords!.finishReset("123456", "new-secret")).resolves.toEqual({
      user: { id: "user_1", email: "a@example.org" },
      session: { id: "sess_1", expiresAt: "2030-01-01T00:00:00.000Z" },
    });
    expect(clerk.client.signIn.attemptFirstFactor).toHaveBeenCalledWith({ strategy: "reset_password_email_code", code: "123456", password: "new-secret" });
    expect(clerk.setActive).toHaveBeenCalledWith({ session: "sess_1" });
  });

  it("opens no session when the code is wrong or Clerk wants another step", async () => {
    const { clerk, asClerk } = fakeClerk({});
    const adapter = createClerkAdapter(asClerk);
    expect(authErrorMessage(await adapter.passwords!.finishReset("999999", "new-secret").catch((e) => e))).toBe(
      "Der Code ist nicht richtig. Bitte prüfen Sie ihn oder fordern Sie einen neuen an.",
    );
    await expect(adapter.passwords!.finishReset("222222", "new-secret")).resolves.toBeNull();
    expect(clerk.setActive).not.toHaveBeenCalled();
  });

  it("changes the signed-in person's password with the current one and ends the other sessions", async () => {
    const { clerk, asClerk } = fakeClerk({ status: "complete", createdSessionId: "sess_1" });
    const adapter = createClerkAdapter(asClerk);
    await adapter.signIn("a@example.org", "old-secret");
    await adapter.passwords!.change("old-secret", "new-secret");
    expect(clerk.signedInUser.updatePassword).toHaveBeenCalledWith({ currentPassword: "old-secret", newPassword: "new-secret", signOutOfOtherSessions: true });
    const refused = await adapter.passwords!.change("wrong", "new-secret").catch((e) => e);
    expect(passwordChangeErrorMessage(refused)).toBe("Das bisherige Passwort ist nicht richtig.");
  });
});

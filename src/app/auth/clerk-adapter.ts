/**
 * The production identity provider: Clerk, driven through the loaded Clerk instance. Clerk's errors
 * already carry the codes authErrorMessage translates. Loaded only when /api/auth/config says
 * "clerk", so the local setup never ships this SDK.
 */
import type { useClerk } from "@clerk/react";
import type { AuthAdapter, AuthSnapshot } from "#ui/session/auth-types.ts";

type LoadedClerk = ReturnType<typeof useClerk>;

function snapshotOf(clerk: LoadedClerk): AuthSnapshot | null {
  const { user, session } = clerk;
  if (!user || !session) return null;
  return {
    user: { id: user.id, email: user.primaryEmailAddress?.emailAddress ?? "" },
    session: { id: session.id, expiresAt: session.expireAt.toISOString() },
  };
}

export function createClerkAdapter(clerk: LoadedClerk): AuthAdapter {
  return {
    provider: "clerk",
    getSession: async () => {
      await clerk.session?.reload();
      return snapshotOf(clerk);
    },
    async signIn(email, password) {
      const client = clerk.client;
      if (!client) throw new Error("");
      const attempt = await client.signIn.create({ identifier: email, password });
      if (attempt.status !== "complete" || !attempt.createdSessionId) {
        throw { errors: [{ code: "missing_requirements", message: "" }] };
      }
      await clerk.setActive({ session: attempt.createdSessionId });
      const snapshot = snapshotOf(clerk);
      if (!snapshot) throw new Error("");
      return snapshot;
    },
    async signUp({ email, password, firstName, lastName, redirectUrl }) {
      const client = clerk.client;
      if (!client) throw new Error("");
      const signUp = await client.signUp.create({ emailAddress: email, password, firstName, lastName });
      await signUp.prepareEmailAddressVerification({ strategy: "email_link", redirectUrl });
    },
    // Clerk's invitation mail links to /backend/einladung?__clerk_ticket=…; a ticket sign-up needs
    // no further e-mail verification (the ticket proves the address) and opens a session at once.
    async acceptInvitation(ticket, password) {
      const client = clerk.client;
      if (!client) throw new Error("");
      const signUp = await client.signUp.create({ strategy: "ticket", ticket, password });
      if (signUp.status !== "complete" || !signUp.createdSessionId) {
        throw { errors: [{ code: "missing_requirements", message: "" }] };
      }
      await clerk.setActive({ session: signUp.createdSessionId });
      return snapshotOf(clerk);
    },
    // Clerk's reset flow (issue 25): a code to the address, then the code with the new password.
    passwords: {
      async startReset(email) {
        const client = clerk.client;
        if (!client) throw new Error("");
        await client.signIn.create({ strategy: "reset_password_email_code", identifier: email });
      },
      async finishReset(code, password) {
        const client = clerk.client;
        if (!client) throw new Error("");
        const attempt = await client.signIn.attemptFirstFactor({ strategy: "reset_password_email_code", code, password });
        if (attempt.status !== "complete" || !attempt.createdSessionId) return null;
        await clerk.setActive({ session: attempt.createdSessionId });
        return snapshotOf(clerk);
      },
      async change(currentPassword, newPassword) {
        if (!clerk.user) throw new Error("");
        await clerk.user.updatePassword({ currentPassword, newPassword, signOutOfOtherSessions: true });
      },
    },
    signOut: () => clerk.signOut(),
    getToken: async () => (await clerk.session?.getToken()) ?? null,
    subscribe: (listener) => clerk.addListener(() => listener(snapshotOf(clerk))),
  };
}

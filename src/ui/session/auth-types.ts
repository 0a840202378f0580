/**
 * The contract between the auth state and an identity provider. Two providers implement it: the
 * project's local provider (/api/auth/*) and Clerk (production); the UI never knows which.
 */
import type { ProfileRow } from "#shared/schemas/user-data.ts";
import type { Role } from "#shared/roles.ts";
import type { UnsavedWork } from "./local-user-data.ts";

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthSession {
  id: string;
  /** ISO 8601 timestamp. */
  expiresAt: string;
}

export interface AuthSnapshot {
  user: AuthUser;
  session: AuthSession;
}

export interface SignUpData {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Absolute URL the confirmation link leads back to. */
  redirectUrl: string;
}

export interface AuthAdapter {
  provider: "local" | "clerk";
  /** The current session, or null when signed out. */
  getSession: () => Promise<AuthSnapshot | null>;
  /** Throws the provider's Clerk-shaped error on failure. */
  signIn: (email: string, password: string) => Promise<AuthSnapshot>;
  /** Resolves once the confirmation e-mail is on its way. */
  signUp: (data: SignUpData) => Promise<void>;
  /**
   * Accepts an invitation with the password the person chose: the local provider's link token, or
   * Clerk's invitation ticket. Resolves with the new session when the provider signs the person in
   * at once (Clerk), or null when they sign in afterwards (local).
   */
  acceptInvitation: (token: string, password: string) => Promise<AuthSnapshot | null>;
  signOut: () => Promise<void>;
  /** A bearer token for /api calls, or null when signed out. */
  getToken: () => Promise<string | null>;
  /** Sign-in or sign-out that happened elsewhere (another tab, Clerk's own UI). */
  subscribe: (listener: (snapshot: AuthSnapshot | null) => void) => () => void;
  /**
   * Clerk's own password flows (issue 25); absent for the local provider, whose screens call the
   * account endpoints (src/modules/account/contract.ts). Each throws Clerk's error on failure.
   */
  passwords?: ProviderPasswords;
}

/** Password reset and change as the identity provider runs them (Clerk: a code by mail). */
export interface ProviderPasswords {
  /** Sends the reset code to the address (Clerk answers alike whether or not it knows it). */
  startReset: (email: string) => Promise<void>;
  /** The code from the mail and the new password; Clerk signs the person in when done. */
  finishReset: (code: string, password: string) => Promise<AuthSnapshot | null>;
  /** The signed-in person's change; Clerk ends their other sessions. */
  change: (currentPassword: string, newPassword: string) => Promise<void>;
}

/** What a screen gets from the auth state for the provider's password flows: German results. */
export interface PasswordFlows {
  startReset: (email: string) => Promise<AuthResult>;
  /** `signedIn` false: the password is set, but Clerk wants another step (e.g. a second factor) first. */
  finishReset: (code: string, password: string) => Promise<{ ok: true; signedIn: boolean } | { ok: false; message: string }>;
  change: (currentPassword: string, newPassword: string) => Promise<AuthResult>;
}

/** SPEC section 3: user, session, profile, roles, loading flags, authError. */
export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: ProfileRow | null;
  roles: Role[];
  /** True until the first session check has ended. */
  loading: boolean;
  /** True while the signed-in user's profile and roles are not yet known. */
  profileLoading: boolean;
  authError: string | null;
}

/** What a sign-in, sign-up or sign-out returns to the form that started it. */
export type AuthResult = { ok: true } | { ok: false; message: string };

/**
 * What a sign-out returns. `unsaved`: the person is still signed in, because some work exists only
 * in this browser and could not be saved (they decide: stay, or sign out with discardUnsaved).
 * `discarded`: signed out, and this unsaved work was deleted with the browser's copies.
 */
export type SignOutResult =
  | { ok: true; discarded: UnsavedWork[] }
  | { ok: false; message: string; discarded: UnsavedWork[] }
  | { ok: false; message: string; unsaved: UnsavedWork[] };

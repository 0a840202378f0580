import { createContext, useContext } from "react";
import type { AuthResult, AuthState, PasswordFlows, SignOutResult, SignUpData } from "./auth-types.ts";

export interface AuthContextValue extends AuthState {
  provider: "local" | "clerk" | null;
  /** Whether strangers may create an account themselves (an administrator decides; off by default). */
  signUpOpen: boolean;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (data: Omit<SignUpData, "redirectUrl">) => Promise<AuthResult>;
  /** ok with signedIn true when the provider opened a session (Clerk), false when the person signs in next (local). */
  acceptInvitation: (token: string, password: string) => Promise<{ ok: true; signedIn: boolean } | { ok: false; message: string }>;
  /**
   * reason "inactivity" is the automatic sign-out; it is logged like any other. Work only this
   * browser holds is saved first; if that fails, a sign-out by the user stops and answers
   * `unsaved` unless `discardUnsaved` is set, the automatic one goes ahead and answers `discarded`.
   */
  signOut: (reason?: "user" | "inactivity", options?: { discardUnsaved?: boolean }) => Promise<SignOutResult>;
  /** Reloads profile and roles, bypassing the 30-second cache. */
  refreshRoles: () => Promise<void>;
  /**
   * The identity provider's own reset and change flows (Clerk), or null with the local provider,
   * whose screens call the account endpoints (a mailed link, src/modules/account).
   */
  providerPasswords: PasswordFlows | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

import { createContext, useContext } from "react";
import type { AuthResult, AuthState, SignUpData } from "./auth-types.ts";

export interface AuthContextValue extends AuthState {
  provider: "local" | "clerk" | null;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (data: Omit<SignUpData, "redirectUrl">) => Promise<AuthResult>;
  /** ok with signedIn true when the provider opened a session (Clerk), false when the person signs in next (local). */
  acceptInvitation: (token: string, password: string) => Promise<({ ok: true; signedIn: boolean }) | { ok: false; message: string }>;
  /** reason "inactivity" is the automatic sign-out; it is logged like any other. */
  signOut: (reason?: "user" | "inactivity") => Promise<AuthResult>;
  /** Reloads profile and roles, bypassing the 30-second cache. */
  refreshRoles: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

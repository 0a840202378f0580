/**
 * The sign-in endpoints' paths without the contract: the app shell's first chunk asks them before
 * anything else and must not load zod (src/app/lib/initial-imports.test.ts, the 150 KB initial
 * JavaScript budget). contract.ts declares these endpoints with these same constants.
 */
export const AUTH_PATHS = {
  getAuthConfig: "/api/auth/config",
  signUp: "/api/auth/sign-up",
  signIn: "/api/auth/sign-in",
  signOut: "/api/auth/sign-out",
  getSession: "/api/auth/session",
  getToken: "/api/auth/token",
  acceptInvitation: "/api/invitations/accept",
} as const;

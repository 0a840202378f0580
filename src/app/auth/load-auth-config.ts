import { AUTH_PATHS } from "#modules/account/auth-paths.ts";
import type { AuthConfigResponse } from "#shared/schemas/auth.ts";

/** Which identity provider the server trusts; without an answer the local provider is assumed. */
export async function loadAuthConfig(): Promise<AuthConfigResponse> {
  try {
    // A plain fetch: it runs before the session machinery, and any failure means "local".
    const response = await fetch(AUTH_PATHS.getAuthConfig, { headers: { accept: "application/json" } });
    if (!response.ok) return { provider: "local", signUpOpen: false };
    const body = (await response.json()) as Partial<AuthConfigResponse>;
    const signUpOpen = body.signUpOpen === true;
    return body.provider === "clerk" && body.publishableKey
      ? { provider: "clerk", publishableKey: body.publishableKey, signUpOpen }
      : { provider: "local", signUpOpen };
  } catch {
    return { provider: "local", signUpOpen: false };
  }
}

import type { Config } from "@netlify/functions";
import { authConfig } from "../../src/server/auth/auth-config.ts";
import { handler, json } from "../../src/server/http.ts";
import type { AuthConfigResponse } from "../../src/shared/schemas/auth.ts";

/** Tells the browser which identity provider to use: {provider:"local"|"clerk", publishableKey?}. */
export default handler(["GET"], async () => {
  const config = authConfig();
  const body: AuthConfigResponse =
    config.provider === "clerk" ? { provider: "clerk", publishableKey: config.clerk.publishableKey } : { provider: "local" };
  return json(body);
});

export const config: Config = { path: "/api/auth/config", method: ["GET"] };

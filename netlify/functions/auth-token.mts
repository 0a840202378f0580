import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleToken } from "../../src/server/auth/local/session-endpoints.ts";

/** Local identity provider: a 60 s Clerk-shaped bearer token for the session cookie. */
export default authHandler(["POST"], handleToken);

export const config: Config = { path: "/api/auth/token", method: ["POST"] };

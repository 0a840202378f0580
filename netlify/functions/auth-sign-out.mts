import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleSignOut } from "../../src/server/auth/local/session-endpoints.ts";

/** Local identity provider: revoke the session and clear its cookie. */
export default authHandler(["POST"], handleSignOut);

export const config: Config = { path: "/api/auth/sign-out", method: ["POST"] };

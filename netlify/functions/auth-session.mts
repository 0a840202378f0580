import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleSession } from "../../src/server/auth/local/session-endpoints.ts";

/** Local identity provider: the session of the cookie, or 401. */
export default authHandler(["GET"], handleSession);

export const config: Config = { path: "/api/auth/session", method: ["GET"] };

import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleSignUp } from "../../src/server/auth/local/sign-up.ts";

/** Local identity provider: register and mail a confirmation link (404 when Clerk runs). */
export default authHandler(["POST"], handleSignUp);

export const config: Config = { path: "/api/auth/sign-up", method: ["POST"] };

import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleSignIn } from "../../src/server/auth/local/sign-in.ts";

/** Local identity provider: e-mail + password -> session cookie. */
export default authHandler(["POST"], handleSignIn);

export const config: Config = { path: "/api/auth/sign-in", method: ["POST"] };

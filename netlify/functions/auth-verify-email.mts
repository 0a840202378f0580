import type { Config } from "@netlify/functions";
import { authHandler } from "../../src/server/auth/auth-errors.ts";
import { handleVerifyEmail } from "../../src/server/auth/local/verify-email.ts";

/** Local identity provider: the confirmation link of the sign-up mail. */
export default authHandler(["GET"], handleVerifyEmail);

export const config: Config = { path: "/api/auth/verify-email", method: ["GET"] };

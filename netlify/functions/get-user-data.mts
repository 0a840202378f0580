import type { Config } from "@netlify/functions";
import { handler } from "../../src/server/http.ts";
import { handleGetUserData } from "../../src/server/auth/user-data.ts";

/** {userId} -> {profile, roles}; own data, or any user's for administrators. */
export default handler(["POST"], handleGetUserData);

export const config: Config = { path: "/api/get-user-data", method: ["POST"] };

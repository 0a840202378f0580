import type { Config } from "@netlify/functions";
import { handler } from "../../src/server/http.ts";
import { handleCheckUserPermission } from "../../src/server/auth/user-data.ts";

/** {userId, requiredRoles, action?} -> {hasPermission}; own checks, or any user's for administrators. */
export default handler(["POST"], handleCheckUserPermission);

export const config: Config = { path: "/api/check-user-permission", method: ["POST"] };

import type { Config } from "@netlify/functions";
import { handler } from "../../src/server/http.ts";
import { handleLogUserActivity } from "../../src/server/auth/user-data.ts";

/** {_user_id, _activity_type, _description, _metadata?} -> {success}; only for oneself. */
export default handler(["POST"], handleLogUserActivity);

export const config: Config = { path: "/api/log-user-activity", method: ["POST"] };

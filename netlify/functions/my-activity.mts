import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { requireUser } from "../../src/server/auth/require-user.ts";
import { recentActivity } from "../../src/server/auth/activity-log.ts";
import { MY_ACTIVITY_LIMIT, type MyActivityResponse } from "../../src/shared/schemas/my-activity.ts";

/** GET -> the signed-in user's own latest activity log entries, for the /backend dashboard. */
export default handler(["GET"], async (req) => {
  const user = await requireUser(req);
  const rows = await recentActivity(user.id, MY_ACTIVITY_LIMIT);
  const body: MyActivityResponse = {
    activity: rows.map((row) => ({ id: row.id, activityType: row.activityType, description: row.description, createdAt: new Date(row.createdAt).toISOString() })),
  };
  return json(body);
});

export const config: Config = { path: "/api/my-activity", method: ["GET"] };

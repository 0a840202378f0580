/** GET /api/my-activity: the signed-in user's own latest activity log entries (newest first). */
import { ACTIVITY_TYPES, type ActivityType } from "../activity-types.ts";

export const MY_ACTIVITY_LIMIT = 10;

export interface ActivityEntry {
  id: string;
  activityType: string;
  description: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface MyActivityResponse {
  activity: ActivityEntry[];
}

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

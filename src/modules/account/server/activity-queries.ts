/**
 * The caller's own activity log, newest first, by keyset on (created_at, id): the index
 * user_activity_log_user_time_idx answers every page as one range. The cursor carries created_at
 * as Postgres prints it, so rows of the same millisecond are neither skipped nor repeated.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { HttpError } from "#platform/http/errors.ts";
import { ACTIVITY_LABELS, type ActivityType } from "#shared/activity-types.ts";
import { recentActivity } from "#platform/auth/activity-log.ts";
import { MY_ACTIVITY_LIMIT, type MyActivityResponse, type OwnActivityPage, type OwnActivityQuery } from "../schema.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** created_at as Postgres prints it: "2026-11-27 17:44:55.123456+00". */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const invalidCursor = () => new HttpError(400, "invalid_input", "Ungültige Eingaben", ["cursor: Seitenmarke ist ungültig"]);

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(text: string): { createdAt: string; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      TIMESTAMP.test(parsed[0]) &&
      typeof parsed[1] === "string" &&
      UUID.test(parsed[1])
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through
  }
  throw invalidCursor();
}

export async function listOwnActivity(db: Db, userId: string, query: OwnActivityQuery): Promise<OwnActivityPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select({
      id: userActivityLog.id,
      activityType: userActivityLog.activityType,
      description: userActivityLog.description,
      createdAt: userActivityLog.createdAt,
      key: sql<string>`${userActivityLog.createdAt}::text`,
    })
    .from(userActivityLog)
    .where(
      and(
        eq(userActivityLog.userId, userId),
        after ? sql`(${userActivityLog.createdAt}, ${userActivityLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(userActivityLog.createdAt), desc(userActivityLog.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = rows.length > query.pageSize ? page.at(-1) : undefined;
  return {
    items: page.map((row) => ({
      id: row.id,
      activityType: row.activityType,
      label: ACTIVITY_LABELS[row.activityType as ActivityType] ?? row.activityType,
      description: row.description,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    nextCursor: last ? encodeCursor(last.key, last.id) : null,
  };
}

/** GET /api/my-activity: the latest MY_ACTIVITY_LIMIT entries of the caller's own activity log. */
export async function myActivity(userId: string): Promise<MyActivityResponse> {
  const rows = await recentActivity(userId, MY_ACTIVITY_LIMIT);
  return {
    activity: rows.map((row) => ({
      id: row.id,
      activityType: row.activityType,
      description: row.description,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/** "Who is in it now" for a page of documents: active sessions seen within the presence TTL. */
import { and, eq, gt, inArray } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db } from "#platform/db/client.ts";
import { colorForUser } from "../domain/user-color.ts";
import { nameOf } from "./people.ts";
import { PRESENCE_TTL_MS } from "./sync/sync-service.ts";
import { collabSessions } from "./tables.ts";

export interface PresentPerson {
  name: string;
  color: string;
}

export async function presentIn(db: Db, documentIds: readonly string[], now = Date.now()): Promise<Map<string, PresentPerson[]>> {
  const result = new Map<string, PresentPerson[]>(documentIds.map((id) => [id, []]));
  if (documentIds.length === 0) return result;
  const rows = await db
    .selectDistinct({
      documentId: collabSessions.documentId,
      userId: collabSessions.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
    })
    .from(collabSessions)
    .innerJoin(profiles, eq(profiles.id, collabSessions.userId))
    .where(
      and(inArray(collabSessions.documentId, [...documentIds]), eq(collabSessions.active, true), gt(collabSessions.seenAt, new Date(now - PRESENCE_TTL_MS))),
    );
  for (const row of rows) result.get(row.documentId)?.push({ name: nameOf(row), color: colorForUser(row.userId) });
  for (const people of result.values()) people.sort((a, b) => a.name.localeCompare(b.name, "de"));
  return result;
}

/**
 * "Zur Veröffentlichung vorlegen": a board member's draft goes to the people who may publish it
 * (management; the administrators when nobody holds that role), as a notification with a link to
 * the editor. The draft must be saved as it is (version), so they see what was submitted.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { CONTENT_COLLECTIONS, type CollectionKey } from "#shared/content-schemas.ts";
import { routePath } from "#shared/routes.ts";
import { notify } from "#modules/notifications/index.ts";
import { draftConflict, loadDraft } from "./drafts.ts";

async function holdersOf(tx: Pick<Db, "select">, role: "geschaeftsfuehrung" | "admin"): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(inArray(userRoles.role, [role]), isNull(profiles.deactivatedAt)));
  return rows.map((r) => r.id);
}

export async function submitForReview(db: Db, user: AuthUser, id: string, version: number): Promise<{ notified: number; deliveryIds: string[] }> {
  return db.transaction(async (tx) => {
    const draft = await loadDraft(tx, id, true);
    if (draft.version !== version) throw await draftConflict(tx, draft);
    const collection = draft.collection as CollectionKey;
    const spec = CONTENT_COLLECTIONS[collection];
    const management = await holdersOf(tx, "geschaeftsfuehrung");
    const recipients = management.length > 0 ? management : await holdersOf(tx, "admin");
    const title = String(draft.data[spec.titleField] ?? draft.entryId);
    const result = await notify(tx, {
      recipients,
      kind: "content.review_requested",
      title: `Zur Veröffentlichung vorgelegt: ${title}`,
      body: `${spec.label}: ein Entwurf wartet auf die Veröffentlichung (${spec.pageOf(draft.entryId)}).`,
      link: routePath("contentEntry", { collection, entryId: draft.entryId }),
      actorId: user.id,
      dedupeKey: `content-review:${draft.id}:${draft.version}`,
    });
    return { notified: result.notificationIds.length, deliveryIds: result.deliveryIds };
  });
}

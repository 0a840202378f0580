/**
 * Finance events for the people who handle them: everyone whose role reaches the finances
 * (admin, vorstand, and geschaeftsfuehrung by the hierarchy), through the notification service.
 */
import { inArray } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { userRoles } from "#platform/auth/tables.ts";
import { notify } from "#modules/notifications/index.ts";
import type { NotificationKind } from "#shared/notification-kinds.ts";

export async function notifyFinanceTeam(tx: Tx, input: { kind: NotificationKind; title: string; body?: string; actorId: string | null }): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.role, ["admin", "vorstand", "geschaeftsfuehrung"]));
  if (rows.length === 0) return [];
  const result = await notify(tx, {
    recipients: rows.map((row) => row.userId),
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: "/backend/finances",
    actorId: input.actorId ?? undefined,
  });
  return result.deliveryIds;
}

/** "Freigeben": an administrator clears a rate-limit counter before its window ends, with a reason (audited). */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authAttempts } from "#platform/auth/tables.ts";
import { rateLimitCounters } from "#platform/rate-limit/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { UnblockInput } from "../schema.ts";

/** Clears a key's counter (the client or account may try again at once), with the reason in the trail. */
export async function unblock(db: Db, actor: AuthUser, input: UnblockInput): Promise<{ cleared: number }> {
  return db.transaction(async (tx) => {
    let cleared: number;
    if (input.scope === "contact" || input.scope === "application") {
      if (!input.key.startsWith(`${input.scope}:`))
        throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Der Schlüssel gehört nicht zu dieser Begrenzung."]);
      cleared = (await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, input.key)).returning({ key: rateLimitCounters.key })).length;
    } else {
      cleared = (
        await tx
          .delete(authAttempts)
          .where(and(eq(authAttempts.scope, input.scope), eq(authAttempts.keyHash, input.key)))
          .returning({ id: authAttempts.id })
      ).length;
    }
    if (cleared === 0)
      throw new HttpError(404, "not_found", "Für diesen Schlüssel gibt es keinen Zähler mehr; vermutlich ist das Zeitfenster bereits abgelaufen.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "rate_limit.unblocked",
      entityType: "rate_limit",
      entityId: `${input.scope}:${input.key}`.slice(0, 200),
      after: { scope: input.scope, cleared },
      reason: input.reason,
      module: "security",
    });
    return { cleared };
  });
}

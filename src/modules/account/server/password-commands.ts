/**
 * The password change of the profile page (local identity provider; with Clerk the browser changes
 * it in Clerk's flow). The current password is required and checked under the sign-in's
 * per-(address, client) brake (reservePairAttempt), so a stolen session cannot guess it faster
 * than the sign-in form could. The new password follows the sign-up rule (schema.ts). The
 * change, the end of the person's other sessions, audit, activity and a notice mail are one
 * transaction.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { authSessions, authUsers, profiles } from "#platform/auth/tables.ts";
import { clearAttempts, reservePairAttempt } from "#platform/auth/local/attempts.ts";
import { assertLocalProvider } from "#platform/auth/local/local-request.ts";
import { hashPassword, verifyPassword } from "#platform/auth/local/password.ts";
import { keyedHash } from "#platform/auth/secrets.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { HttpError } from "#platform/http/errors.ts";
import { countOf } from "#shared/plural.ts";
import { passwordChangedMail } from "./password-mails.ts";
import { TOO_MANY_REQUESTS } from "./password-reset-commands.ts";

export const WRONG_CURRENT_PASSWORD = "Das bisherige Passwort ist nicht richtig.";
export const SAME_PASSWORD = "Das neue Passwort muss sich vom bisherigen unterscheiden.";

export async function changePassword(
  db: Db,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
  requester: { ip: string; origin: string },
): Promise<{ endedSessions: number; deliveryIds: string[] }> {
  assertLocalProvider();
  const config = authConfig().local;
  const [identity] = await db.select({ email: authUsers.email, passwordHash: authUsers.passwordHash }).from(authUsers).where(eq(authUsers.id, user.id));
  if (!identity) throw new HttpError(404, "not_found", "Für dieses Konto ist kein Passwort hinterlegt.");
  const pairKey = keyedHash(config.hashSalt, `${identity.email}|${requester.ip}`);
  const pair = await reservePairAttempt(pairKey, config.maxFailuresPerAccount);
  if (!pair.allowed) throw new HttpError(429, "too_many_requests", TOO_MANY_REQUESTS, undefined, { "retry-after": String(pair.retryAfterSeconds) });
  if (!(await verifyPassword(input.currentPassword, identity.passwordHash))) {
    throw new HttpError(422, "wrong_password", WRONG_CURRENT_PASSWORD, [`currentPassword: ${WRONG_CURRENT_PASSWORD}`]);
  }
  await clearAttempts("sign_in_pair", pairKey);
  if (input.newPassword.normalize("NFKC") === input.currentPassword.normalize("NFKC")) {
    throw new HttpError(422, "same_password", SAME_PASSWORD, [`newPassword: ${SAME_PASSWORD}`]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const at = now();
  return db.transaction(async (tx) => {
    await tx.update(authUsers).set({ passwordHash }).where(eq(authUsers.id, user.id));
    // The person's other browsers sign in again with the new password; this one stays.
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: at })
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt), user.sessionId ? ne(authSessions.id, user.sessionId) : undefined))
      .returning({ id: authSessions.id });
    const [profile] = await tx.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, user.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "password.changed",
      entityType: "user",
      entityId: user.id,
      after: { endedSessions: ended.length },
      module: "account",
    });
    await recordActivity(tx, {
      userId: user.id,
      type: "password_changed",
      description: ended.length > 0 ? `Passwort geändert; ${countOf(ended.length, "weitere Sitzung", "weitere Sitzungen")} beendet` : "Passwort geändert",
      metadata: { endedSessions: ended.length },
    });
    const deliveryIds = await enqueue(tx, [
      mailDelivery(
        passwordChangedMail({ email: identity.email, firstName: profile?.firstName ?? null, how: "change", origin: requester.origin }),
        `password-changed:${user.id}`,
      ),
    ]);
    return { endedSessions: ended.length, deliveryIds };
  });
}

/**
 * "Passwort vergessen?" with the local identity provider (issue 25).
 *
 * Request: the answer is the same whether or not the address has an account (no enumeration),
 * and both kinds of request are counted by the sign-in brake (auth_attempts, attempts.ts) under
 * scopes of their own: per client the sign-in's LOCAL_AUTH_MAX_FAILURES_PER_CLIENT, per address
 * LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT, both in the sign-in's 15-minute window. A known address
 * gets a mail (through the outbox, in the transaction that stores the token's hash).
 *
 * Completion: the token is used up in the same statement that checks it (a second use finds no
 * row), the new password is set, every other open link of the account is spent, every session of
 * the account ends, the sign-in brake forgets the address (owning the mailbox proves it is no
 * guesser), and audit, activity and a notice mail are written in one transaction. Wrong or spent
 * tokens count against the client like failed sign-ins.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import { ATTEMPT_WINDOW_MS, authConfig } from "#platform/auth/auth-config.ts";
import { authSessions, authUsers, profiles } from "#platform/auth/tables.ts";
import { clearAttempts, releaseAttempts, reserveAttempt, type Reservation } from "#platform/auth/local/attempts.ts";
import { assertLocalProvider } from "#platform/auth/local/local-request.ts";
import { hashPassword } from "#platform/auth/local/password.ts";
import { keyedHash, newSecret, sha256 } from "#platform/auth/secrets.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { HttpError } from "#platform/http/errors.ts";
import { PASSWORD_RESET_TTL_MINUTES } from "../schema.ts";
import { passwordChangedMail, passwordResetMail } from "./password-mails.ts";
import { authPasswordResets } from "./tables.ts";

export const TOO_MANY_REQUESTS = "Zu viele Anfragen. Bitte versuchen Sie es später erneut.";
export const RESET_LINK_INVALID = "Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.";

const tooManyRequests = () => new HttpError(429, "too_many_requests", TOO_MANY_REQUESTS, undefined, { "retry-after": String(ATTEMPT_WINDOW_MS / 1000) });

/** Reserves all or nothing: a refused one gives back the others (a refusal is no request). */
async function reserveAll(requests: [scope: "password_reset_client" | "password_reset_account", key: string, limit: number][]): Promise<Reservation[]> {
  const reservations: Reservation[] = [];
  for (const [scope, key, limit] of requests) reservations.push(await reserveAttempt(scope, key, limit, ATTEMPT_WINDOW_MS));
  if (reservations.some((r) => !r.allowed)) {
    await releaseAttempts(reservations.map((r) => r.id));
    throw tooManyRequests();
  }
  return reservations;
}

export interface ResetRequester {
  ip: string;
  origin: string;
}

/** Returns the outbox deliveries to try after the answer (none for an unknown address). */
export async function requestPasswordReset(db: Db, email: string, requester: ResetRequester): Promise<{ deliveryIds: string[] }> {
  assertLocalProvider();
  const config = authConfig().local;
  await reserveAll([
    ["password_reset_client", keyedHash(config.hashSalt, requester.ip), config.maxFailuresPerClient],
    ["password_reset_account", keyedHash(config.hashSalt, email), config.maxFailuresPerAccount],
  ]);
  const [account] = await db
    .select({ id: authUsers.id, email: authUsers.email, firstName: profiles.firstName, deactivatedAt: profiles.deactivatedAt })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.email, email));
  // A deactivated account gets no link either: it could not sign in with the new password.
  if (!account || account.deactivatedAt) return { deliveryIds: [] };
  const token = newSecret();
  const at = now();
  return db.transaction(async (tx) => {
    await tx.insert(authPasswordResets).values({
      tokenHash: sha256(token),
      userId: account.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await recordAudit(tx, {
      actorUserId: null,
      action: "password.reset_requested",
      entityType: "user",
      entityId: account.id,
      after: { expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
      module: "account",
    });
    const deliveryIds = await enqueue(tx, [
      mailDelivery(passwordResetMail({ email: account.email, firstName: account.firstName, token, origin: requester.origin }), `password-reset:${account.id}`),
    ]);
    return { deliveryIds };
  });
}

export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string },
  requester: ResetRequester,
): Promise<{ endedSessions: number; deliveryIds: string[] }> {
  assertLocalProvider();
  const config = authConfig().local;
  const clientKey = keyedHash(config.hashSalt, requester.ip);
  const [client] = await reserveAll([["password_reset_client", clientKey, config.maxFailuresPerClient]]);
  const at = now();
  const tokenHash = sha256(input.token);
  const open = and(eq(authPasswordResets.tokenHash, tokenHash), isNull(authPasswordResets.usedAt), gt(authPasswordResets.expiresAt, at));
  // A wrong token costs no scrypt work; a right one is hashed before the transaction, which then
  // uses the token up only if nobody did in between.
  const [valid] = await db.select({ userId: authPasswordResets.userId }).from(authPasswordResets).where(open);
  const passwordHash = valid ? await hashPassword(input.password) : undefined;
  const result = !passwordHash
    ? undefined
    : await db.transaction(async (tx) => {
        const [used] = await tx.update(authPasswordResets).set({ usedAt: at }).where(open).returning({ userId: authPasswordResets.userId });
        if (!used) return undefined;
        const userId = used.userId;
        const [account] = await tx
          .update(authUsers)
          // The link reached the mailbox, which confirms an address not yet confirmed.
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${authUsers.emailVerifiedAt}, ${at})` })
          .where(eq(authUsers.id, userId))
          .returning({ email: authUsers.email });
        // Every other link of the account is spent with this one.
        await tx
          .update(authPasswordResets)
          .set({ usedAt: at })
          .where(and(eq(authPasswordResets.userId, userId), isNull(authPasswordResets.usedAt)));
        const ended = await tx
          .update(authSessions)
          .set({ revokedAt: at })
          .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        const [profile] = await tx.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, userId));
        await recordAudit(tx, {
          actorUserId: userId,
          action: "password.reset",
          entityType: "user",
          entityId: userId,
          after: { endedSessions: ended.length },
          module: "account",
        });
        if (profile) {
          await recordActivity(tx, {
            userId,
            type: "password_reset",
            description: "Passwort über den Link per E-Mail neu festgelegt; alle Sitzungen beendet",
            metadata: { endedSessions: ended.length },
          });
        }
        const deliveryIds = await enqueue(tx, [
          mailDelivery(
            passwordChangedMail({ email: account!.email, firstName: profile?.firstName ?? null, how: "reset", origin: requester.origin }),
            `password-changed:${userId}`,
          ),
        ]);
        return { endedSessions: ended.length, deliveryIds, email: account!.email };
      });
  if (!result) throw new HttpError(410, "reset_link_invalid", RESET_LINK_INVALID);
  // A right token is no guessing: the client's reservation goes back, and the address's sign-in
  // brake is lifted (its owner proved the mailbox).
  await releaseAttempts([client!.id]);
  await clearAttempts("sign_in_account", keyedHash(config.hashSalt, result.email));
  await clearAttempts("sign_in_pair", keyedHash(config.hashSalt, `${result.email}|${requester.ip}`));
  await clearAttempts("password_reset_account", keyedHash(config.hashSalt, result.email));
  return { endedSessions: result.endedSessions, deliveryIds: result.deliveryIds };
}

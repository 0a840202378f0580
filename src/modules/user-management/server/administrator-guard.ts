/**
 * The rule "the last active administrator cannot be removed, demoted or deactivated", enforced
 * inside the transaction that makes the change. Every change that could reduce the number of
 * active administrators first takes one transaction-scoped advisory lock, so two concurrent
 * demotions run one after the other and the second counts what the first committed (READ
 * COMMITTED gives each statement a fresh snapshot after the lock is granted).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import { LAST_ADMIN_MESSAGE } from "../schema.ts";

const ADMINISTRATORS_LOCK = 7_415_201;

export async function lockAdministrators(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`));
}

/** Active administrators other than `userId`: admin role, not deactivated, e-mail confirmed. */
export async function countOtherActiveAdministrators(tx: Db, userId: string): Promise<number> {
  const result = await tx.execute(sql`
    SELECT count(*)::int AS n
    FROM user_roles r
    JOIN profiles p ON p.id = r.user_id
    LEFT JOIN auth_users a ON a.id = p.id
    WHERE r.role = 'admin' AND r.user_id <> ${userId} AND p.deactivated_at IS NULL
      AND (a.id IS NULL OR a.email_verified_at IS NOT NULL)`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export function lastAdministrator(): HttpError {
  return new HttpError(409, "last_admin", LAST_ADMIN_MESSAGE);
}

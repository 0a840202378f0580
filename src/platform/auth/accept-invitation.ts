/**
 * Accepting an invitation: the single-use link token (stored as a hash, marked with the invitation
 * path so a sign-up confirmation link cannot be used to set a password) sets the password chosen
 * by the invited person and confirms the address in one step.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { authEmailVerifications } from "./tables.ts";
import { HttpError } from "../http/errors.ts";
import { markEmailVerified, setPassword } from "./local/identities.ts";
import { sha256 } from "./secrets.ts";
import { INVITATION_PATH } from "./invite-user.ts";

export async function acceptInvitation(token: string, password: string): Promise<{ userId: string }> {
  const db = await getDb();
  const [used] = await db
    .update(authEmailVerifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authEmailVerifications.tokenHash, sha256(token)),
        eq(authEmailVerifications.redirectPath, INVITATION_PATH),
        isNull(authEmailVerifications.usedAt),
        gt(authEmailVerifications.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authEmailVerifications.userId });
  if (!used) {
    throw new HttpError(
      410,
      "invitation_invalid",
      "Dieser Einladungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Bitten Sie die Geschäftsstelle um eine neue Einladung.",
    );
  }
  await setPassword(used.userId, password);
  await markEmailVerified(used.userId);
  return { userId: used.userId };
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authSessionPolicy } from "#platform/auth/security-tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { versionConflict } from "#platform/http/errors.ts";
import type { SessionPolicyInput, SessionSecurityView } from "../schema.ts";
import { sessionSecurity } from "./session-policy-queries.ts";

export async function updateSessionPolicy(db: Db, actor: AuthUser, input: SessionPolicyInput): Promise<SessionSecurityView> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(authSessionPolicy).where(eq(authSessionPolicy.id, 1)).for("update");
    if (!current || current.version !== input.version) throw versionConflict(current?.version ?? 1);
    await tx
      .update(authSessionPolicy)
      .set({
        maxSessionsPerUser: input.maxSessionsPerUser,
        newDeviceMail: input.newDeviceMail,
        version: sql`${authSessionPolicy.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(authSessionPolicy.id, 1));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "session_policy.updated",
      entityType: "session_policy",
      entityId: "1",
      before: { maxSessionsPerUser: current.maxSessionsPerUser, newDeviceMail: current.newDeviceMail },
      after: { maxSessionsPerUser: input.maxSessionsPerUser, newDeviceMail: input.newDeviceMail },
      module: "security",
    });
  });
  return sessionSecurity(db);
}

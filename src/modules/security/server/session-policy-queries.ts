/**
 * Session security: the policy (cap on concurrent sessions, new-device mails; editable, with a
 * version check) and the limits that apply to every session, shown as they are configured.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { authConfig, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, TOKEN_LIFETIME_SECONDS } from "#platform/auth/auth-config.ts";
import { readSessionPolicy } from "#platform/auth/session-policy.ts";
import { profiles } from "#platform/auth/tables.ts";
import type { SessionSecurityView } from "../schema.ts";
import { displayName } from "#shared/people.ts";

/**
 * The browser's inactivity rules of SPEC section 9 (src/app/session/inactivity-monitor.ts
 * enforces them; session-security.test.ts keeps the two in step).
 */
export const BROWSER_SESSION_RULES = { warnBeforeMs: 5 * 60_000, checkEveryMs: 60_000, refreshEveryMs: 15 * 60_000 } as const;

const hours = (ms: number) => countOf(ms / 3_600_000, "Stunde", "Stunden");

export async function sessionSecurity(db: Db): Promise<SessionSecurityView> {
  const policy = await readSessionPolicy(db);
  const [editor] = policy.updatedBy ? await db.select().from(profiles).where(eq(profiles.id, policy.updatedBy)) : [];
  const clerk = authConfig().provider === "clerk";
  return {
    provider: clerk ? "clerk" : "local",
    maxSessionsPerUser: policy.maxSessionsPerUser,
    newDeviceMail: policy.newDeviceMail,
    version: policy.version,
    updatedAt: policy.updatedAt.toISOString(),
    updatedByName: editor ? displayName(editor) : null,
    constants: [
      { label: "Abmeldung nach Inaktivität", value: hours(SESSION_IDLE_MS) },
      {
        label: "Warnung „Sitzung läuft ab“",
        value: `${countOf(BROWSER_SESSION_RULES.warnBeforeMs / 60_000, "Minute", "Minuten")} vor Ablauf, mit „Verlängern“`,
      },
      { label: "Prüfung der Inaktivität", value: `alle ${BROWSER_SESSION_RULES.checkEveryMs / 1000} Sekunden im Browser` },
      {
        label: "Sitzung auffrischen",
        value: pluralOf(
          BROWSER_SESSION_RULES.refreshEveryMs / 60_000,
          "jede Minute",
          `alle ${countOf(BROWSER_SESSION_RULES.refreshEveryMs / 60_000, "Minute", "Minuten")}`,
        ),
      },
      ...(clerk
        ? [{ label: "Sitzungsdauer", value: "wie in Clerk eingestellt" }]
        : [{ label: "Höchstdauer einer Sitzung", value: `${countOf(SESSION_MAX_AGE_MS / 86_400_000, "Tag", "Tage")} nach der Anmeldung` }]),
      { label: "Gültigkeit eines Sitzungstokens", value: `${TOKEN_LIFETIME_SECONDS} Sekunden` },
    ],
  };
}

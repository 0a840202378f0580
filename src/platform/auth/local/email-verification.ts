/**
 * E-mail confirmation: a single-use link, valid 24 hours, whose token is stored only as a hash.
 * The mail is German plain text plus HTML, sent through sendMail() (the outbox folder locally).
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authEmailVerifications } from "../tables.ts";
import { sendMail } from "../../mail/send-mail.ts";
import { association } from "#shared/association.ts";
import { EMAIL_VERIFICATION_TTL_MS } from "../auth-config.ts";
import { newSecret, sha256 } from "../secrets.ts";
import { escapeHtml } from "../../mail/html.ts";
import { VERIFY_EMAIL_PATH } from "#shared/platform-paths.ts";

export async function sendVerificationMail(input: {
  userId: string;
  email: string;
  firstName?: string | null;
  origin: string;
  redirectPath: string | null;
}): Promise<void> {
  const db = await getDb();
  const token = newSecret();
  await db.insert(authEmailVerifications).values({
    tokenHash: sha256(token),
    userId: input.userId,
    redirectPath: input.redirectPath,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${input.origin}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  const greeting = input.firstName ? `Guten Tag ${input.firstName},` : "Guten Tag,";
  const text = [
    greeting,
    "",
    `Sie haben sich für den internen Bereich des ${association.name} registriert.`,
    "Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (24 Stunden gültig):",
    "",
    link,
    "",
    "Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
    "",
    "Mit freundlichen Grüßen",
    association.name,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p><p>Sie haben sich für den internen Bereich des ${escapeHtml(association.name)} registriert. Bitte bestätigen Sie Ihre E-Mail-Adresse (der Link ist 24 Stunden gültig):</p><p><a href="${escapeHtml(link)}">E-Mail-Adresse bestätigen</a></p><p>Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.</p><p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`;
  await sendMail({ to: input.email, subject: `${association.shortName}: Bitte bestätigen Sie Ihre E-Mail-Adresse`, text, html });
}

/** Uses up a token; returns the user id and the remembered redirect path, or undefined. */
export async function consumeVerificationToken(token: string): Promise<{ userId: string; redirectPath: string | null } | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(authEmailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(authEmailVerifications.tokenHash, sha256(token)), isNull(authEmailVerifications.usedAt), gt(authEmailVerifications.expiresAt, new Date())))
    .returning({ userId: authEmailVerifications.userId, redirectPath: authEmailVerifications.redirectPath });
  return row;
}

/** When the last confirmation mail went out (to avoid mail floods on repeated sign-ins). */
export async function lastVerificationSentAt(userId: string): Promise<Date | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: authEmailVerifications.createdAt })
    .from(authEmailVerifications)
    .where(eq(authEmailVerifications.userId, userId))
    .orderBy(desc(authEmailVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}

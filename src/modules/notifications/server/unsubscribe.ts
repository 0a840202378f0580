/**
 * Unsubscribing without signing in. The mail's link (GET) only shows a German confirmation page
 * with one button; the button's POST turns the mails off. A GET never changes anything, so a mail
 * scanner or link preview that opens every link of a mail cannot unsubscribe anybody. Mail clients
 * that support RFC 8058 POST to the same address ("List-Unsubscribe=One-Click") and get JSON; the
 * page's form posts the same body and gets a page. The signed token (link-token.ts) is the only
 * credential: it names the user and what to turn off (one kind, "daily" for the digest, "*" for all).
 */
import type { Db } from "#platform/db/client.ts";
import { escapeHtml } from "#platform/mail/html.ts";
import { association } from "#shared/association.ts";
import { NOTIFICATION_KINDS, isNotificationKind, type NotificationKind } from "#shared/notification-kinds.ts";
import { setPreference } from "./preference-commands.ts";
import { listPreferences } from "./preference-queries.ts";
import { verifyUnsubscribeToken, type UnsubscribeClaim } from "./link-token.ts";

export type UnsubscribeOutcome = { ok: true; what: string } | { ok: false };

/** What a valid token turns off, in words (undefined for an invalid token). */
export async function readUnsubscribeLink(db: Db, token: string): Promise<{ claim: UnsubscribeClaim; what: string } | undefined> {
  const claim = await verifyUnsubscribeToken(db, token);
  if (!claim) return undefined;
  if (claim.kind === "*") return { claim, what: "alle Benachrichtigungs-E-Mails" };
  if (claim.kind === "daily") return { claim, what: "die tägliche Zusammenfassung" };
  if (isNotificationKind(claim.kind)) return { claim, what: `E-Mails zu „${NOTIFICATION_KINDS[claim.kind].label}“` };
  return undefined;
}

export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  const link = await readUnsubscribeLink(db, token);
  if (!link) return { ok: false };
  const { claim, what } = link;
  let kinds: NotificationKind[];
  if (claim.kind === "*") kinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
  else if (claim.kind === "daily")
    kinds = (await listPreferences(db, claim.userId)).items.filter((i) => i.email === "daily").map((i) => i.kind as NotificationKind);
  else kinds = [claim.kind as NotificationKind];
  await db.transaction(async (tx) => {
    for (const kind of kinds) await setPreference(tx, claim.userId, { kind, email: "off" }, null);
  });
  return { ok: true, what };
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
const SETTINGS_LINK = `<p><a href="/backend/notifications?ansicht=einstellungen">Zu den Benachrichtigungs-Einstellungen</a></p>`;

/**
 * same-origin, not no-referrer: with no-referrer the browser sends "Origin: null" with the form's
 * POST, which the router's origin check refuses. The page links only to this site anyway.
 */
function page(status: number, title: string, content: string): Response {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – ${escapeHtml(association.shortName)}</title>
<style>body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f6f8;color:#1a1a1a;line-height:1.55}main{max-width:34rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}h1{color:#0b3d5c;font-size:1.5rem;margin-top:0}a{color:#0b3d5c;font-weight:600}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b3d5c;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f0a202;outline-offset:2px}</style></head>
<body><main><h1>${title}</h1>${content}<p><a href="/">Zur Website des ${escapeHtml(association.shortName)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": PAGE_CSP,
      "cache-control": "no-store",
      "referrer-policy": "same-origin",
      "x-robots-tag": "noindex",
    },
  });
}

const invalidPage = () =>
  page(
    400,
    "Link ungültig",
    `<p>Dieser Abmeldelink ist ungültig oder unvollständig. Bitte verwenden Sie den vollständigen Link aus der E-Mail oder ändern Sie Ihre Einstellungen im internen Bereich.</p>${SETTINGS_LINK}`,
  );

/** The page the mail's link opens: what would be turned off, and one button that does it (POST). */
export function confirmationPage(link: { what: string } | undefined, token: string): Response {
  if (!link) return invalidPage();
  const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    200,
    "E-Mails abbestellen?",
    `<p>Möchten Sie ${escapeHtml(link.what)} abbestellen? Ihre Benachrichtigungen im internen Bereich bleiben erhalten.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Ja, E-Mails abbestellen</button></form>
<p>Wenn Sie nichts ändern möchten, schließen Sie diese Seite einfach.</p>${SETTINGS_LINK}`,
  );
}

/** The answer after the button (or an RFC 8058 POST from a browser-like client). */
export function unsubscribedPage(outcome: UnsubscribeOutcome): Response {
  if (!outcome.ok) return invalidPage();
  return page(
    200,
    "E-Mails abbestellt",
    `<p>Sie haben ${escapeHtml(outcome.what)} abbestellt. Ihre Benachrichtigungen im internen Bereich bleiben erhalten; dort können Sie die E-Mails jederzeit wieder einschalten.</p>${SETTINGS_LINK}`,
  );
}

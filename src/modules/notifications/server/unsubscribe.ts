/**
 * One-click unsubscribe without signing in. The mail's link (GET) turns the mails off at once and
 * answers with a small German page; mail clients that support RFC 8058 POST to the same address
 * ("List-Unsubscribe=One-Click"). The signed token (link-token.ts) is the only credential: it
 * names the user and what to turn off (one kind, "daily" for the digest, "*" for everything).
 */
import type { Db } from "../../../platform/db/client.ts";
import { escapeHtml } from "../../../platform/mail/html.ts";
import { association } from "../../../shared/association.ts";
import { NOTIFICATION_KINDS, isNotificationKind, type NotificationKind } from "../../../shared/notification-kinds.ts";
import { listPreferences, setPreference } from "./preferences.ts";
import { verifyUnsubscribeToken } from "./link-token.ts";

export type UnsubscribeOutcome = { ok: true; what: string } | { ok: false };

export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  const claim = await verifyUnsubscribeToken(db, token);
  if (!claim) return { ok: false };
  let kinds: NotificationKind[];
  let what: string;
  if (claim.kind === "*") {
    kinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
    what = "alle Benachrichtigungs-E-Mails";
  } else if (claim.kind === "daily") {
    const { items } = await listPreferences(db, claim.userId);
    kinds = items.filter((i) => i.email === "daily").map((i) => i.kind as NotificationKind);
    what = "die tägliche Zusammenfassung";
  } else if (isNotificationKind(claim.kind)) {
    kinds = [claim.kind];
    what = `E-Mails zu „${NOTIFICATION_KINDS[claim.kind].label}“`;
  } else {
    return { ok: false };
  }
  await db.transaction(async (tx) => {
    for (const kind of kinds) await setPreference(tx, claim.userId, { kind, email: "off" }, null);
  });
  return { ok: true, what };
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The answer page of the link in the mail (also readable without CSS and JavaScript). */
export function unsubscribePage(outcome: UnsubscribeOutcome): Response {
  const title = outcome.ok ? "E-Mails abbestellt" : "Link ungültig";
  const text = outcome.ok
    ? `Sie erhalten ab sofort keine ${escapeHtml(outcome.what)} mehr. Ihre Benachrichtigungen im internen Bereich bleiben erhalten; dort können Sie die E-Mails jederzeit wieder einschalten.`
    : "Dieser Abmeldelink ist ungültig oder unvollständig. Bitte verwenden Sie den vollständigen Link aus der E-Mail oder ändern Sie Ihre Einstellungen im internen Bereich.";
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – ${escapeHtml(association.shortName)}</title>
<style>body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f6f8;color:#1a1a1a;line-height:1.55}main{max-width:34rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}h1{color:#0b3d5c;font-size:1.5rem;margin-top:0}a{color:#0b3d5c;font-weight:600}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/backend/notifications?ansicht=einstellungen">Zu den Benachrichtigungs-Einstellungen</a></p><p><a href="/">Zur Website des ${escapeHtml(association.shortName)}</a></p></main></body></html>`;
  return new Response(html, { status: outcome.ok ? 200 : 400, headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": PAGE_CSP, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
}

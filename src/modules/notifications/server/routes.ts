/**
 * The notifications endpoints: the caller's own list, the badge summary (304 when unchanged),
 * marking read, the e-mail choices, and the unsubscribe link of the mails (public: the signed
 * token is the credential; GET only asks, POST turns the mails off).
 */
import { route } from "../../../platform/http/router.ts";
import { json } from "../../../platform/http/respond.ts";
import { idParams } from "../../../platform/http/params.ts";
import { emailPreferenceUpdateSchema, notificationListQuerySchema, unsubscribeQuerySchema } from "../schema.ts";
import { listNotifications, markAllRead, markRead, notificationSummary } from "./inbox.ts";
import { listPreferences, updatePreference } from "./preferences.ts";
import { confirmationPage, readUnsubscribeLink, unsubscribe, unsubscribedPage } from "./unsubscribe.ts";

export const notificationRoutes = [
  route({ method: "GET", path: "/api/notifications", access: "notifications", query: notificationListQuerySchema, handle: ({ db, user, query }) => listNotifications(db, user.id, query) }),
  route({
    method: "GET",
    path: "/api/notifications/summary",
    access: "notifications",
    summary: "Unread count for the header badge; answers 304 while nothing changed (If-None-Match).",
    handle: async ({ db, user, req }) => {
      const summary = await notificationSummary(db, user.id);
      const etag = `"${summary.stamp}"`;
      if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag, "cache-control": "no-cache" } });
      return json(summary, 200, { etag, "cache-control": "no-cache" });
    },
  }),
  route({ method: "POST", path: "/api/notifications/:id/read", access: "notifications", params: idParams, notFound: "Die Benachrichtigung", handle: ({ db, user, params }) => markRead(db, user.id, params.id) }),
  route({ method: "POST", path: "/api/notifications/read-all", access: "notifications", handle: ({ db, user }) => markAllRead(db, user.id) }),
  route({ method: "GET", path: "/api/notifications/preferences", access: "notifications", handle: ({ db, user }) => listPreferences(db, user.id) }),
  route({ method: "PUT", path: "/api/notifications/preferences", access: "notifications", body: emailPreferenceUpdateSchema, handle: ({ db, user, body }) => updatePreference(db, user.id, body) }),
  route({
    method: "GET",
    path: "/api/notifications/unsubscribe",
    access: "public",
    query: unsubscribeQuerySchema,
    summary: "The mail's unsubscribe link: a German confirmation page with one button; changes nothing (mail scanners open links).",
    handle: async ({ db, query }) => confirmationPage(await readUnsubscribeLink(db, query.token), query.token),
  }),
  route({
    method: "POST",
    path: "/api/notifications/unsubscribe",
    access: "public",
    query: unsubscribeQuerySchema,
    rawBody: true,
    summary: "Turns the token's mails off: the confirmation page's button (answers a page) and RFC 8058 one-click of mail clients (body List-Unsubscribe=One-Click, answers JSON).",
    handle: async ({ db, query, req }) => {
      const outcome = await unsubscribe(db, query.token);
      if (req.headers.get("accept")?.includes("text/html")) return unsubscribedPage(outcome);
      return outcome.ok ? json({ success: true }) : json({ success: false, error: "invalid_token", message: "Der Abmeldelink ist ungültig." }, 400);
    },
  }),
];

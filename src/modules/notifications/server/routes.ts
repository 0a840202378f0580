/** The notifications route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { json } from "#platform/http/respond.ts";
import { notModified, reply } from "#platform/http/reply.ts";
import { notificationsContract as notifications } from "../contract.ts";
import { markAllRead, markRead } from "./inbox-commands.ts";
import { listNotifications, notificationSummary } from "./inbox-queries.ts";
import { updatePreference } from "./preference-commands.ts";
import { listPreferences } from "./preference-queries.ts";
import { confirmationPage, readUnsubscribeLink, unsubscribe, unsubscribedPage } from "./unsubscribe.ts";

export const notificationRoutes = [
  route(notifications.list, { handle: ({ db, user, query }) => listNotifications(db, user.id, query) }),
  route(notifications.summary, {
    handle: async ({ db, user, req }) => {
      const summary = await notificationSummary(db, user.id);
      const headers = { etag: `"${summary.stamp}"`, "cache-control": "no-cache" };
      return req.headers.get("if-none-match") === headers.etag ? notModified(headers) : reply(summary, { headers });
    },
  }),
  route(notifications.markRead, { handle: ({ db, user, params }) => markRead(db, user.id, params.id) }),
  route(notifications.markAllRead, { handle: ({ db, user }) => markAllRead(db, user.id) }),
  route(notifications.preferences, { handle: ({ db, user }) => listPreferences(db, user.id) }),
  route(notifications.setPreference, { handle: ({ db, user, body }) => updatePreference(db, user.id, body) }),
  route(notifications.unsubscribePage, { handle: async ({ db, query }) => confirmationPage(await readUnsubscribeLink(db, query.token), query.token) }),
  route(notifications.unsubscribe, {
    handle: async ({ db, query, req }) => {
      const outcome = await unsubscribe(db, query.token);
      if (req.headers.get("accept")?.includes("text/html")) return unsubscribedPage(outcome);
      return outcome.ok ? json({ success: true }) : json({ success: false, error: "invalid_token", message: "Der Abmeldelink ist ungültig." }, 400);
    },
  }),
];

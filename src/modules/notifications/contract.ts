/**
 * The notifications endpoints (ADR 260): the caller's own list, the badge summary (304 when
 * unchanged), marking read, the e-mail choices, and the unsubscribe link of the mails (public: the
 * signed token is the credential; GET only asks, POST turns the mails off).
 */
import { defineContract, endpoint, htmlAnswer, negotiatedAnswer, noContent, rawBody } from "#shared/contract/endpoint.ts";
import { itemsOf } from "#shared/contract/answers.ts";
import { idParams } from "#shared/contract/params.ts";
import {
  emailPreferenceSchema,
  emailPreferenceUpdateSchema,
  markAllReadAnswerSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSummarySchema,
  unsubscribeQuerySchema,
} from "./schema.ts";

export const notificationsContract = defineContract("notifications", {
  list: endpoint({ method: "GET", path: "/api/notifications", access: "notifications", query: notificationListQuerySchema, response: notificationPageSchema }),
  summary: endpoint({
    method: "GET",
    path: "/api/notifications/summary",
    access: "notifications",
    response: notificationSummarySchema,
    summary: "Unread count for the header badge; answers 304 while nothing changed (If-None-Match).",
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/:id/read",
    access: "notifications",
    params: idParams,
    notFound: "Die Benachrichtigung",
    response: noContent,
  }),
  markAllRead: endpoint({ method: "POST", path: "/api/notifications/read-all", access: "notifications", response: markAllReadAnswerSchema }),
  preferences: endpoint({ method: "GET", path: "/api/notifications/preferences", access: "notifications", response: itemsOf(emailPreferenceSchema) }),
  setPreference: endpoint({
    method: "PUT",
    path: "/api/notifications/preferences",
    access: "notifications",
    body: emailPreferenceUpdateSchema,
    response: itemsOf(emailPreferenceSchema),
  }),
  unsubscribePage: endpoint({
    method: "GET",
    path: "/api/notifications/unsubscribe",
    access: "public",
    query: unsubscribeQuerySchema,
    response: htmlAnswer,
    summary: "The mail's unsubscribe link: a German confirmation page with one button; changes nothing (mail scanners open links).",
  }),
  unsubscribe: endpoint({
    method: "POST",
    path: "/api/notifications/unsubscribe",
    access: "public",
    query: unsubscribeQuerySchema,
    body: rawBody("application/x-www-form-urlencoded"),
    response: negotiatedAnswer,
    summary:
      "Turns the token's mails off: the confirmation page's button (answers a page) and RFC 8058 one-click of mail clients (body List-Unsubscribe=One-Click, answers JSON).",
  }),
});

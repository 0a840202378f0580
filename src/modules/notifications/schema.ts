/** Shapes of the notifications API, shared by the screen, the badge and the server. */
import { z } from "zod";
import { timestamp } from "#shared/contract/answers.ts";
import { EMAIL_MODES, isNotificationKind } from "#shared/notification-kinds.ts";

export const notificationListQuerySchema = z.strictObject({
  status: z.enum(["unread", "read"], { error: "status muss unread oder read sein" }).default("unread"),
  cursor: z
    .string()
    .max(200, { error: "Seitenmarke ist ungültig" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
  pageSize: z.coerce.number({ error: "Seitengröße muss eine Zahl sein" }).int().min(1).max(100, { error: "Seitengröße höchstens 100" }).default(30),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationItemSchema = z.strictObject({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
  /** The person who caused it, as a display name (null: the system or a deleted account). */
  actorName: z.string().nullable(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationPageSchema = z.strictObject({
  items: z.array(notificationItemSchema),
  /** The cursor of the next (older) page, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;

export const notificationSummarySchema = z.strictObject({
  unread: z.number().int().min(0),
  /** Changes whenever a notification arrives or is read; the badge polls with If-None-Match. */
  stamp: z.string(),
});
export type NotificationSummary = z.output<typeof notificationSummarySchema>;

export const markAllReadAnswerSchema = z.strictObject({ marked: z.number().int().min(0) });

export const emailModeSchema = z.enum(EMAIL_MODES, { error: "Bitte wählen Sie Sofort, Tägliche Zusammenfassung oder Keine E-Mail." });

/** One kind's e-mail choice ("*": every kind at once). */
export const emailPreferenceUpdateSchema = z.strictObject({
  kind: z
    .string({ error: "Art der Benachrichtigung fehlt." })
    .max(80)
    .refine((k): boolean => k === "*" || isNotificationKind(k), { error: "Unbekannte Art der Benachrichtigung." }),
  email: emailModeSchema,
});
export type EmailPreferenceUpdate = z.output<typeof emailPreferenceUpdateSchema>;

export const emailPreferenceSchema = z.strictObject({
  kind: z.string(),
  module: z.string(),
  label: z.string(),
  email: emailModeSchema,
  /** True while the user has not chosen (the kind's default applies). */
  isDefault: z.boolean(),
});
export type EmailPreference = z.output<typeof emailPreferenceSchema>;

/** The unsubscribe link's query: the signed token only. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: "Der Abmeldelink ist unvollständig." })
    .min(10)
    .max(400)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: "Der Abmeldelink ist ungültig." }),
});

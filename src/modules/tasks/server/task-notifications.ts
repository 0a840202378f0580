/**
 * What the tasks module tells people, through the one notification service. Assignment notices
 * and reminders share one dedupe key per task and Berlin day, so nobody gets more than one of
 * them per task per day; notify() drops whoever may no longer read the project.
 */
import type { Tx } from "#platform/db/client.ts";
import { routePath } from "#shared/routes.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { notify, type NotifyResult } from "#modules/notifications/index.ts";
import { reminderDedupeKey, type ReminderKind } from "../domain/reminders.ts";
import { usersWhoMayRead } from "./project-access.ts";
import type { Role } from "#shared/roles.ts";

export interface TaskRef {
  id: string;
  title: string;
  dueDate: string | null;
  projectName: string;
  readRole: Role;
}

export const taskLink = (taskId: string) => `${routePath("todos")}?aufgabe=${encodeURIComponent(taskId)}`;

const canReadProject = (readRole: Role) => (tx: Tx, ids: string[]) => usersWhoMayRead(tx, readRole, ids);
const dueText = (task: TaskRef) => (task.dueDate ? ` Fällig am ${formatGermanDate(task.dueDate)}.` : "");

export function notifyAssigned(tx: Tx, task: TaskRef, recipients: readonly string[], actorId: string, now = new Date()): Promise<NotifyResult> {
  return notify(tx, {
    recipients,
    kind: "tasks.assigned",
    title: `Neue Aufgabe für Sie: ${task.title}`,
    body: `Projekt „${task.projectName}“.${dueText(task)}`,
    link: taskLink(task.id),
    actorId,
    canRead: canReadProject(task.readRole),
    dedupeKey: reminderDedupeKey(task.id, berlinDate(now)),
  });
}

export function notifyReminder(tx: Tx, task: TaskRef, recipients: readonly string[], kind: ReminderKind, today: string): Promise<NotifyResult> {
  return notify(tx, {
    recipients,
    kind: kind === "due_soon" ? "tasks.due_soon" : "tasks.overdue",
    title: kind === "due_soon" ? `Morgen fällig: ${task.title}` : `Überfällig: ${task.title}`,
    body: `Projekt „${task.projectName}“.${dueText(task)}`,
    link: taskLink(task.id),
    canRead: canReadProject(task.readRole),
    dedupeKey: reminderDedupeKey(task.id, today),
  });
}

export function notifyCommented(tx: Tx, task: TaskRef, recipients: readonly string[], actorId: string, excerpt: string): Promise<NotifyResult> {
  return notify(tx, {
    recipients,
    kind: "tasks.commented",
    title: `Neuer Kommentar: ${task.title}`,
    body: excerpt,
    link: `${taskLink(task.id)}#kommentare`,
    actorId,
    canRead: canReadProject(task.readRole),
  });
}

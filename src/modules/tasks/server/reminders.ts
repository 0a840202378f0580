/**
 * The daily reminder job: assignees of open tasks due tomorrow, and of overdue tasks on the days
 * domain/reminders.ts picks, get a notification (and an e-mail, per their preference) through the
 * notification service. Its dedupe key allows one per task and Berlin day, so a second run on the
 * same day (or a manual run from the system screen) sends nothing twice.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { Job } from "#platform/jobs/job.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import type { Role } from "#shared/roles.ts";
import { overdueReminderDays, reminderFor } from "../domain/reminders.ts";
import { notifyReminder } from "./task-notifications.ts";

const BATCH = 200;

interface DueTask {
  id: string;
  title: string;
  due_date: string;
  project_name: string;
  read_role: Role;
  recipients: string[];
}

export async function sendTaskReminders(db: Db, now: Date): Promise<{ dueSoon: number; overdue: number; notifications: number }> {
  const today = berlinDate(now);
  const dates = [addDays(today, 1), ...overdueReminderDays().map((d) => addDays(today, -d))];
  const due = rowsOf<DueTask>(
    await db.execute(sql`
      SELECT t.id, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, p.name AS project_name, p.read_role,
        coalesce((SELECT array_agg(a.user_id) FROM task_assignees a WHERE a.task_id = t.id), CASE WHEN t.created_by IS NULL THEN ARRAY[]::text[] ELSE ARRAY[t.created_by] END) AS recipients
      FROM tasks t JOIN task_projects p ON p.id = t.project_id
      WHERE t.closed_at IS NULL AND p.archived_at IS NULL
        AND t.due_date = ANY(${`{${dates.join(",")}}`}::date[])
      ORDER BY t.due_date, t.id`),
  );
  const summary = { dueSoon: 0, overdue: 0, notifications: 0 };
  for (let i = 0; i < due.length; i += BATCH) {
    await db.transaction(async (tx) => {
      for (const task of due.slice(i, i + BATCH)) {
        const kind = reminderFor(task.due_date, today);
        if (!kind) continue;
        const recipients = typeof task.recipients === "string" ? parsePgArray(task.recipients) : task.recipients;
        const result = await notifyReminder(
          tx,
          { id: task.id, title: task.title, dueDate: task.due_date, projectName: task.project_name, readRole: task.read_role },
          recipients,
          kind,
          today,
        );
        summary[kind === "due_soon" ? "dueSoon" : "overdue"]++;
        summary.notifications += result.notificationIds.length;
      }
    });
  }
  return summary;
}

/** Some drivers answer text[] as "{a,b}". User ids hold no commas, quotes or braces. */
function parsePgArray(text: string): string[] {
  return text
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}

export const taskRemindersJob: Job = {
  name: "tasks.reminders",
  title: "Erinnerungen an morgen fällige und überfällige Aufgaben",
  schedule: { dailyAt: "07:00" },
  run: async ({ db, now }) => ({ ...(await sendTaskReminders(db, now)) }),
};

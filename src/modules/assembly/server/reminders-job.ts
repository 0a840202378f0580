/**
 * The daily reminder job of the assembly (domain/reminders.ts decides what is due): the office is
 * reminded of the last invitation day and of unpublished minutes, the members' people of the
 * motion deadline and of the assembly in the coming week. Everything goes through notify() with
 * a dedupe key per event and deadline, so each person hears of each event at most once however
 * often the job runs; mails leave through the outbox.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { Job } from "#platform/jobs/job.ts";
import { routePath } from "#shared/routes.ts";
import type { AssemblyStatus } from "../domain/annual-duties.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import { dueReminders } from "../domain/reminders.ts";
import { notify } from "#modules/notifications/index.ts";
import { memberPeople, officePeople } from "./notifications.ts";

interface Candidate {
  id: string;
  title: string;
  status: AssemblyStatus;
  assembly_date: string;
  minutes_published: boolean;
}

export async function sendAssemblyReminders(db: Db, now: Date): Promise<{ reminders: number; notifications: number }> {
  const today = berlinDate(now);
  // Every window lies between 35 days before an assembly (invitation) and 28 days after it (minutes).
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      SELECT id, title, status, to_char(assembly_date, 'YYYY-MM-DD') AS assembly_date, minutes_document_id IS NOT NULL AS minutes_published
      FROM general_assemblies
      WHERE status IN ('draft', 'invited', 'closed', 'inquorate')
        AND assembly_date BETWEEN ${addDays(today, -30)}::date AND ${addDays(today, 40)}::date
      ORDER BY assembly_date, id`),
  );
  const summary = { reminders: 0, notifications: 0 };
  for (const assembly of candidates) {
    const due = dueReminders(
      { status: assembly.status, assemblyDate: assembly.assembly_date, minutesPublished: assembly.minutes_published, title: assembly.title },
      today,
    );
    if (due.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const reminder of due) {
        const office = reminder.audience === "office";
        const recipients = office ? await officePeople(tx) : await memberPeople(tx, today);
        const { notificationIds } = await notify(tx, {
          recipients,
          kind: "assembly.reminder",
          title: reminder.title,
          body: reminder.body,
          link: office ? routePath("votingAssembly", { id: assembly.id }) : routePath("assemblyDetail", { id: assembly.id }),
          dedupeKey: `assembly-reminder:${reminder.reminder}:${assembly.id}:${reminder.deadline}`,
        });
        summary.notifications += notificationIds.length;
        summary.reminders++;
      }
    });
  }
  return summary;
}

export const assemblyRemindersJob: Job = {
  name: "assembly.reminders",
  title: "Erinnerungen an Einladungs-, Antrags- und Protokollfristen der Mitgliederversammlung",
  schedule: { dailyAt: "07:00" },
  run: async ({ db, now }) => ({ ...(await sendAssemblyReminders(db, now)) }),
};

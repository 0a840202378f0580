/**
 * The daily reminder job of the assembly (domain/reminders.ts decides what is due): the office is
 * reminded of the last invitation day and of unpublished minutes, the members' people of the
 * motion deadline and of the assembly in the coming week. Everything goes through notify() with
 * a dedupe key per event and deadline, so each person hears of each event at most once however
 * often the job runs; mails leave through the outbox.
 */
import { and, asc, between, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { Job } from "#platform/jobs/job.ts";
import { routePath } from "#shared/routes.ts";
import { addDays, berlinDate } from "#shared/dates.ts";
import { dueReminders } from "../domain/reminders.ts";
import { notify } from "#modules/notifications/index.ts";
import { memberPeople, officePeople } from "./notifications.ts";
import { generalAssemblies as g } from "./tables.ts";

export async function sendAssemblyReminders(db: Db, now: Date): Promise<{ reminders: number; notifications: number }> {
  const today = berlinDate(now);
  // Every window lies between 35 days before an assembly (invitation) and 28 days after it (minutes).
  const candidates = await db
    .select({ id: g.id, title: g.title, status: g.status, assemblyDate: g.assemblyDate, minutesPublished: isNotNull(g.minutesDocumentId).mapWith(Boolean) })
    .from(g)
    .where(and(inArray(g.status, ["draft", "invited", "closed", "inquorate"]), between(g.assemblyDate, addDays(today, -30), addDays(today, 40))))
    .orderBy(asc(g.assemblyDate), asc(g.id));
  const summary = { reminders: 0, notifications: 0 };
  for (const assembly of candidates) {
    const due = dueReminders(
      { status: assembly.status, assemblyDate: assembly.assemblyDate, minutesPublished: assembly.minutesPublished, title: assembly.title },
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

/**
 * Scheduled work of the security center:
 *   security.incident-deadlines  every 15 minutes: tells the administrators and the responsible
 *                                person when fewer than 24 hours of the 72-hour reporting deadline
 *                                are left, and again when it has passed (one notice each).
 *   security.retention           daily: sign-in history after twelve months (privacy notice,
 *                                "Sicherheitsprotokolle"), devices not seen for twelve months.
 */
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Job } from "#platform/jobs/job.ts";
import { userRoles } from "#platform/auth/tables.ts";
import { authKnownDevices, authSignInEvents } from "#platform/auth/security-tables.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { notify } from "#modules/notifications/index.ts";
import { formatRemaining, gdprDeadline } from "../schema.ts";
import { incidentLink } from "./incident-queries.ts";
import { incidentAudience } from "./incident-readers.ts";
import { securityIncidents } from "./tables.ts";

const WARN_BEFORE_MS = 24 * 3_600_000;

export const incidentDeadlineJob: Job = {
  name: "security.incident-deadlines",
  title: "Sicherheitsvorfälle: an die 72-Stunden-Meldefrist erinnern",
  schedule: { everyMinutes: 15 },
  async run({ db, now }) {
    const open = await db
      .select()
      .from(securityIncidents)
      .where(and(ne(securityIncidents.status, "closed"), eq(securityIncidents.personalDataAffected, true), isNull(securityIncidents.authorityNotifiedAt)));
    let reminded = 0;
    const deliveryIds: string[] = [];
    for (const incident of open) {
      const deadline = gdprDeadline({ personalDataAffected: true, discoveredAt: incident.discoveredAt.toISOString(), authorityNotifiedAt: null }, now);
      if (deadline.remainingMs === null || deadline.remainingMs > WARN_BEFORE_MS) continue;
      const stage = deadline.state === "overdue" ? "overdue" : "24h";
      await db.transaction(async (tx) => {
        const admins = (await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"))).map((r) => r.id);
        const recipients = [...admins, ...(incident.responsibleUserId ? [incident.responsibleUserId] : [])];
        for (const recipient of new Set(recipients)) {
          const result = await notify(tx, {
            recipients: [recipient],
            kind: "security.incident_deadline",
            title: stage === "overdue" ? `Meldefrist überschritten: ${incident.title}` : `Meldefrist läuft ab: ${incident.title}`,
            body: `Meldung an die Aufsichtsbehörde nach Art. 33 DSGVO: ${formatRemaining(deadline.remainingMs!)}.`,
            link: incidentLink(incident.id),
            dedupeKey: `incident-deadline:${incident.id}:${stage}`,
            // Only who may open the incident (a responsible person who lost the role is not told).
            ...incidentAudience(incident.id),
          });
          reminded += result.notificationIds.length;
          deliveryIds.push(...result.deliveryIds);
        }
      });
    }
    if (deliveryIds.length) await dispatchOutbox({ ids: deliveryIds });
    return { checked: open.length, reminded };
  },
};

export const securityRetentionJob: Job = {
  name: "security.retention",
  title: "Anmeldeprotokoll und bekannte Geräte nach zwölf Monaten löschen",
  schedule: { dailyAt: "03:20" },
  async run({ db, now }) {
    const cutoff = sql`${now.toISOString()}::timestamptz - interval '12 months'`;
    const events = await db.delete(authSignInEvents).where(lt(authSignInEvents.occurredAt, cutoff)).returning({ id: authSignInEvents.id });
    const devices = await db.delete(authKnownDevices).where(lt(authKnownDevices.lastSeenAt, cutoff)).returning({ userId: authKnownDevices.userId });
    return { signInEvents: events.length, devices: devices.length };
  },
};

export const SECURITY_JOBS: readonly Job[] = [incidentDeadlineJob, securityRetentionJob];

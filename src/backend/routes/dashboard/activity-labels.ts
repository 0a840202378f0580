import type { ActivityType } from "../../../shared/activity-types.ts";

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: "Anmeldung",
  logout: "Abmeldung",
  discussion_created: "Diskussion erstellt",
  document_uploaded: "Dokument hochgeladen",
  member_created: "Mitglied angelegt",
  task_created: "Aufgabe erstellt",
  project_created: "Projekt erstellt",
  crm_contact_created: "CRM-Kontakt angelegt",
  permission_granted: "Berechtigung erteilt",
  permission_denied: "Berechtigung verweigert",
  application_status_changed: "Antragsstatus geändert",
  member_updated: "Mitglied bearbeitet",
  membership_status_changed: "Mitgliedsstatus geändert",
};

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });

export function formatActivityTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}

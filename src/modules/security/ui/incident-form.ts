/** The incident form's values (strings, as inputs hold them) and their conversion to the shared schema's input. */
import { browserNow } from "#ui/clock.ts";
import type { IncidentDetail, Severity } from "../schema.ts";

export interface IncidentFormValues {
  title: string;
  description: string;
  severity: Severity | "";
  personalDataAffected: boolean;
  affectedData: string;
  affectedPeople: string;
  discoveredAt: string;
  responsibleUserId: string;
  authorityNotifiedAt: string;
  authorityReference: string;
}

/** An ISO moment as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : "");

export function emptyIncidentForm(now = browserNow()): IncidentFormValues {
  return {
    title: "",
    description: "",
    severity: "",
    personalDataAffected: false,
    affectedData: "",
    affectedPeople: "",
    discoveredAt: toLocalInput(now.toISOString()),
    responsibleUserId: "",
    authorityNotifiedAt: "",
    authorityReference: "",
  };
}

export function formOf(incident: IncidentDetail): IncidentFormValues {
  return {
    title: incident.title,
    description: incident.description,
    severity: incident.severity,
    personalDataAffected: incident.personalDataAffected,
    affectedData: incident.affectedData,
    affectedPeople: incident.affectedPeople === null ? "" : String(incident.affectedPeople),
    discoveredAt: toLocalInput(incident.discoveredAt),
    responsibleUserId: incident.responsibleUserId ?? "",
    authorityNotifiedAt: toLocalInput(incident.authorityNotifiedAt),
    authorityReference: incident.authorityReference ?? "",
  };
}

/** The fields both create and update send. */
export function fieldsInput(values: IncidentFormValues) {
  return {
    title: values.title,
    description: values.description,
    severity: values.severity || undefined,
    personalDataAffected: values.personalDataAffected,
    affectedData: values.affectedData,
    affectedPeople: values.affectedPeople === "" ? null : values.affectedPeople,
    discoveredAt: fromLocalInput(values.discoveredAt) || undefined,
    responsibleUserId: values.responsibleUserId || null,
  };
}

export function updateInput(values: IncidentFormValues, incident: Pick<IncidentDetail, "status" | "version">, status = incident.status) {
  return {
    ...fieldsInput(values),
    status,
    authorityNotifiedAt: fromLocalInput(values.authorityNotifiedAt) || null,
    authorityReference: values.authorityReference || null,
    version: incident.version,
  };
}

/** How the review shows statuses and dates. */
import type { BadgeTone } from "../../ui/StatusBadge.tsx";
import type { ApplicationStatus } from "../../../shared/members/application-status.ts";

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: "info",
  in_review: "warning",
  approved: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

export function germanDate(iso: string | null | undefined): string {
  if (!iso) return "–";
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}

export function germanDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}

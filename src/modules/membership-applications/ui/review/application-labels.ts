/** How the review shows statuses and dates. */
import type { BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import type { ApplicationStatus } from "../../domain/application-status.ts";

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: "info",
  in_review: "warning",
  approved: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

/** How users, their status and their last sign-in read on screen. */
import { formatGermanDateTime } from "#shared/dates.ts";
import type { BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import { USER_STATUS_LABELS, type UserStatus } from "../schema.ts";

export const STATUS_TONES: Record<UserStatus, BadgeTone> = { active: "success", pending: "info", deactivated: "danger", unconfirmed: "warning" };
export { USER_STATUS_LABELS };

export function lastSignInLabel(iso: string | null): string {
  return formatGermanDateTime(iso, "Noch nie");
}

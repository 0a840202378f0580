/** How users, their status and their last sign-in read on screen. */
import type { BadgeTone } from "../../../ui/backoffice/StatusBadge.tsx";
import { USER_STATUS_LABELS, type ManagedUser, type UserStatus } from "../schema.ts";

export const STATUS_TONES: Record<UserStatus, BadgeTone> = { active: "success", pending: "info", deactivated: "danger", unconfirmed: "warning" };
export { USER_STATUS_LABELS };

export function displayName(user: Pick<ManagedUser, "firstName" | "lastName" | "email">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });

export function lastSignInLabel(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : "Noch nie";
}

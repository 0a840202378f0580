/** Display helpers of the finance screens. */
import type { BadgeTone } from "../../../ui/backoffice/StatusBadge.tsx";
import { invoiceStatusLabels, type InvoiceSummary } from "../schema.ts";

export const statusTone: Record<InvoiceSummary["status"], BadgeTone> = { open: "warning", paid: "success", cancelled: "neutral", written_off: "danger", cancellation: "info" };
export const statusLabel = (status: InvoiceSummary["status"]) => invoiceStatusLabels[status];

export function formatDate(date: string | null): string {
  if (!date) return "–";
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

export function currentYear(): number {
  return Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }).format(new Date()));
}

export function todayIso(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

const dateTimeFormat = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** "05.01.2026, 07:30" in Berlin time. */
export function formatDateTime(timestamp: string | null): string {
  return timestamp ? dateTimeFormat.format(new Date(timestamp)) : "–";
}

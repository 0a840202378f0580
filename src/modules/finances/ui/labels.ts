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

/** Shapes of the system screen (issue 18): health, configuration, outbox and jobs. */
import { z } from "zod";

export type CheckState = "ok" | "warning" | "error" | "off";

export interface ConfigItem {
  label: string;
  value: string;
}

export interface ServiceStatus {
  id: "database" | "mail" | "webhooks" | "errors" | "identity" | "storage";
  title: string;
  state: CheckState;
  summary: string;
  items: ConfigItem[];
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  dead: number;
  sent: number;
  oldestWaitingSince: string | null;
}

export interface JobView {
  name: string;
  title: string;
  schedule: string;
  running: boolean;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastStatus: "ok" | "failed" | null;
  lastResult: Record<string, unknown> | null;
  lastError: string | null;
  recentRuns: { startedAt: string; finishedAt: string; status: "ok" | "failed"; error: string | null }[];
}

export interface SystemStatus {
  checkedAt: string;
  services: ServiceStatus[];
  migrations: { applied: number; latest: string | null; latestAppliedAt: string | null; pending: string[] };
  outbox: OutboxCounts;
  deliveryKinds: string[];
  jobs: JobView[];
}

export const OUTBOX_LIST_STATUSES = ["failed", "dead", "pending", "sent"] as const;
export type OutboxListStatus = (typeof OUTBOX_LIST_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxListStatus, string> = {
  pending: "Wartet",
  failed: "Fehlgeschlagen, wird wiederholt",
  dead: "Aufgegeben",
  sent: "Zugestellt",
};

export const outboxListQuerySchema = z.strictObject({
  status: z.enum(OUTBOX_LIST_STATUSES, { error: "Unbekannter Status" }).default("failed"),
  /** Keyset: created_at|id of the last shown row (newest first). */
  cursor: z.string().max(200).regex(/^[0-9TZ:.+-]+\|[0-9a-f-]{36}$/, { error: "Seitenmarke ist ungültig" }).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export interface OutboxItem {
  id: string;
  kind: string;
  /** German name of the kind, from its delivery channel. */
  kindLabel: string;
  target: string;
  reference: string | null;
  status: OutboxListStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  items: OutboxItem[];
  nextCursor: string | null;
}

export const jobNameParams = z.object({ name: z.string().regex(/^[a-z][a-z0-9_.-]{0,79}$/) });

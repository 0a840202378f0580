/** Shapes of the system screen (issue 18): health, configuration, outbox and jobs. */
import { z } from "zod";
import { recordId, timestamp } from "#shared/contract/answers.ts";

const count = z.number().int().min(0);

export const CHECK_STATES = ["ok", "warning", "error", "off"] as const;
export type CheckState = (typeof CHECK_STATES)[number];

export const configItemSchema = z.strictObject({ label: z.string(), value: z.string() });
export type ConfigItem = z.output<typeof configItemSchema>;

export const serviceStatusSchema = z.strictObject({
  id: z.enum(["database", "mail", "webhooks", "errors", "identity", "storage"]),
  title: z.string(),
  state: z.enum(CHECK_STATES),
  summary: z.string(),
  items: z.array(configItemSchema),
});
export type ServiceStatus = z.output<typeof serviceStatusSchema>;

export const outboxCountsSchema = z.strictObject({ pending: count, failed: count, dead: count, sent: count, oldestWaitingSince: timestamp.nullable() });
export type OutboxCounts = z.output<typeof outboxCountsSchema>;

const runStatus = z.enum(["ok", "failed"]);

export const jobViewSchema = z.strictObject({
  name: z.string(),
  title: z.string(),
  schedule: z.string(),
  running: z.boolean(),
  lastStartedAt: timestamp.nullable(),
  lastFinishedAt: timestamp.nullable(),
  lastStatus: runStatus.nullable(),
  lastResult: z.record(z.string(), z.unknown()).nullable(),
  lastError: z.string().nullable(),
  recentRuns: z.array(z.strictObject({ startedAt: timestamp, finishedAt: timestamp, status: runStatus, error: z.string().nullable() })),
});
export type JobView = z.output<typeof jobViewSchema>;

export const systemStatusSchema = z.strictObject({
  checkedAt: timestamp,
  services: z.array(serviceStatusSchema),
  migrations: z.strictObject({ applied: count, latest: z.string().nullable(), latestAppliedAt: timestamp.nullable(), pending: z.array(z.string()) }),
  outbox: outboxCountsSchema,
  deliveryKinds: z.array(z.string()),
  jobs: z.array(jobViewSchema),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

/** What "Jetzt ausführen" answers: the run's outcome (src/platform/jobs/scheduler.ts JobOutcome). */
export const jobOutcomeSchema = z.strictObject({
  name: z.string(),
  status: z.enum(["ok", "failed", "skipped", "deferred"]),
  result: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  error: z.string().optional(),
});
export type JobOutcomeView = z.output<typeof jobOutcomeSchema>;

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
  cursor: z
    .string()
    .max(200)
    .regex(/^[0-9TZ:.+-]+\|[0-9a-f-]{36}$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxItemSchema = z.strictObject({
  id: recordId,
  kind: z.string(),
  /** German name of the kind, from its delivery channel. */
  kindLabel: z.string(),
  target: z.string(),
  reference: z.string().nullable(),
  status: z.enum(OUTBOX_LIST_STATUSES),
  attempts: count,
  nextAttemptAt: timestamp,
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
});
export type OutboxItem = z.output<typeof outboxItemSchema>;

export const outboxPageSchema = z.strictObject({ items: z.array(outboxItemSchema), nextCursor: z.string().nullable() });
export type OutboxPage = z.output<typeof outboxPageSchema>;

export const jobNameParams = z.object({ name: z.string().regex(/^[a-z][a-z0-9_.-]{0,79}$/) });

/** The system screen's overview: database, migrations, services, outbox and scheduled jobs. */
import { countOf, pluralOf } from "#shared/plural.ts";
import { desc, sql } from "drizzle-orm";
import { now } from "#platform/clock.ts";
import { getDatabase, type Db } from "#platform/db/client.ts";
import { migrationFiles } from "#platform/db/migration-files.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { Job } from "#platform/jobs/job.ts";
import { jobRuns, jobState } from "#platform/jobs/tables.ts";
import { registeredDeliveryKinds } from "#platform/outbox/channels.ts";
import "#platform/outbox/builtin-channels.ts";
import type { JobView, OutboxCounts, ServiceStatus, SystemStatus } from "../schema.ts";
import { errorReportingStatus, identityStatus, mailStatus, storageStatus, webhookStatus } from "./configuration.ts";

const RUNS_SHOWN = 5;

export async function systemStatus(db: Db, jobs: readonly Job[]): Promise<SystemStatus> {
  const [database, migrations, outbox, jobViews] = await Promise.all([databaseStatus(db), migrationStatus(db), outboxCounts(db), jobStatus(db, jobs)]);
  return {
    checkedAt: now().toISOString(),
    services: [database, mailStatus(), webhookStatus(), errorReportingStatus(), identityStatus(), storageStatus()],
    migrations,
    outbox,
    deliveryKinds: registeredDeliveryKinds(),
    jobs: jobViews,
  };
}

async function databaseStatus(db: Db): Promise<ServiceStatus> {
  const kind = (await getDatabase()).kind;
  const started = performance.now();
  const [row] = rowsOf<{ version: string; size: string | number }>(
    await db.execute(sql`SELECT version() AS version, pg_database_size(current_database()) AS size`),
  );
  const latencyMs = performance.now() - started;
  const driver = { pglite: "PGlite (eingebettet)", postgres: "PostgreSQL (node-postgres)", neon: "Neon (serverless)" }[kind];
  return {
    id: "database",
    title: "Datenbank",
    state: latencyMs > 1000 ? "warning" : "ok",
    summary: `Verbunden, Antwort in ${latencyMs.toFixed(0)} ms`,
    items: [
      { label: "Treiber", value: driver },
      { label: "Server", value: (row?.version ?? "").split(" on ")[0]?.split(",")[0] ?? "–" },
      { label: "Größe", value: `${(Number(row?.size ?? 0) / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 })} MB` },
    ],
  };
}

async function migrationStatus(db: Db): Promise<SystemStatus["migrations"]> {
  const applied = rowsOf<{ name: string; applied_at: Date | string }>(await db.execute(sql`SELECT name, applied_at FROM schema_migrations ORDER BY name`));
  const files = await migrationFiles();
  const done = new Set(applied.map((a) => a.name));
  const latest = applied.at(-1);
  return {
    applied: applied.length,
    latest: latest?.name ?? null,
    latestAppliedAt: latest ? new Date(latest.applied_at).toISOString() : null,
    pending: files.filter((f) => !done.has(f)),
  };
}

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = rowsOf<{ status: string; n: string | number; oldest: Date | string | null }>(
    await db.execute(sql`SELECT status, count(*) AS n, min(created_at) FILTER (WHERE status IN ('pending', 'failed')) AS oldest FROM outbox GROUP BY status`),
  );
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  const oldest = rows
    .map((r) => r.oldest)
    .filter(Boolean)
    .map((d) => new Date(d!).getTime());
  return {
    pending: count("pending"),
    failed: count("failed"),
    dead: count("dead"),
    sent: count("sent"),
    oldestWaitingSince: oldest.length ? new Date(Math.min(...oldest)).toISOString() : null,
  };
}

function describeSchedule(job: Job): string {
  return "everyMinutes" in job.schedule
    ? pluralOf(job.schedule.everyMinutes, "jede Minute", `alle ${countOf(job.schedule.everyMinutes, "Minute", "Minuten")}`)
    : `täglich um ${job.schedule.dailyAt} Uhr`;
}

async function jobStatus(db: Db, jobs: readonly Job[]): Promise<JobView[]> {
  const states = await db.select().from(jobState);
  const runs = await db
    .select()
    .from(jobRuns)
    .where(
      sql`${jobRuns.id} IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY name ORDER BY started_at DESC) AS n FROM job_runs) r WHERE r.n <= ${RUNS_SHOWN})`,
    )
    .orderBy(desc(jobRuns.startedAt));
  const at = now().getTime();
  return jobs.map((job) => {
    const state = states.find((s) => s.name === job.name);
    return {
      name: job.name,
      title: job.title,
      schedule: describeSchedule(job),
      running: Boolean(state?.runningUntil && state.runningUntil.getTime() > at),
      lastStartedAt: state?.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: state?.lastFinishedAt?.toISOString() ?? null,
      lastStatus: state?.lastStatus ?? null,
      lastResult: (state?.lastResult as Record<string, unknown> | null) ?? null,
      lastError: state?.lastError ?? null,
      recentRuns: runs
        .filter((r) => r.name === job.name)
        .map((r) => ({ startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt.toISOString(), status: r.status, error: r.error })),
    };
  });
}

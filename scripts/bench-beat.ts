/**
 * How long the scheduled beat (netlify/functions/scheduled-jobs.mts: every due job) takes on the
 * demo association right after it was seeded: a backlog of invoice PDFs to file and invoice,
 * dunning and notification mails to send, and every daily job due. Netlify stops a scheduled
 * function after 30 s. Runs beats five simulated minutes apart until nothing is left.
 *
 *   npm run bench:beat   (needs the local Postgres; BENCH_MAIL_MS: the stand-in Resend's latency, 150)
 */
import os from "node:os";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { startRecorder } from "../tests/helpers/http-recorder.ts";

const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `bench_beat_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;

const resend = await startRecorder((req) => (req.path.startsWith("/emails/batch") ? { data: [] } : { id: crypto.randomUUID() }));
resend.mode = "slow";
resend.slowMs = Number(process.env.BENCH_MAIL_MS ?? 150);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "vnsi-beat-"));
Object.assign(process.env, {
  DATABASE_URL: url.toString(),
  DATABASE_DRIVER: "postgres",
  DATA_DIR: dataDir,
  RESEND_API_KEY: "re_bench",
  RESEND_BASE_URL: resend.url,
  SENTRY_DSN: "",
});

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
try {
  const { getDatabase, closeDatabase } = await import("#platform/db/client.ts");
  const { runSeeders } = await import("#platform/seed/run-seeders.ts");
  const { ALL_SEEDERS } = await import("../src/composition/seeders.ts");
  const { ALL_JOBS } = await import("../src/composition/jobs.ts");
  const { runDueJobs } = await import("#platform/jobs/scheduler.ts");
  // Where the channels are registered moved (ADR 203); the bench runs on the code before that too.
  const { registerModuleChannels } = (await import("../src/composition/channels/all.ts").catch(
    () => import("../src/composition/module-function.ts" as string),
  )) as { registerModuleChannels(): unknown };
  const database = await getDatabase();
  const seeding = Date.now();
  await runSeeders(database.db, ALL_SEEDERS, () => {});
  console.log(`seeded the demo association in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  await registerModuleChannels();
  const backlog = async () => {
    const { rows } = (await database.db.execute(
      "SELECT (SELECT count(*) FROM outbox WHERE status IN ('pending','failed')) AS outbox, (SELECT count(*) FROM finance_invoices WHERE pdf_document_id IS NULL) AS unfiled",
    )) as unknown as { rows: { outbox: string; unfiled: string }[] };
    return `outbox ${rows[0]!.outbox} queued, ${rows[0]!.unfiled} invoice PDFs unfiled`;
  };
  console.log(`before the first beat: ${await backlog()} (load ${load()})`);
  // Each job timed on its own (same jobs, same order, same scheduler).
  const times = new Map<string, number>();
  const timed = ALL_JOBS.map((job) => ({
    ...job,
    run: async (context: Parameters<typeof job.run>[0]) => {
      const started = performance.now();
      try {
        return await job.run(context);
      } finally {
        times.set(job.name, performance.now() - started);
      }
    },
  }));
  const start = Date.now();
  for (let beat = 1; beat <= 12; beat++) {
    const now = new Date(start + (beat - 1) * 5 * 60_000);
    const mails = resend.requests.length;
    const started = performance.now();
    times.clear();
    const outcomes = await runDueJobs(database.db, timed, now);
    const seconds = (performance.now() - started) / 1000;
    const ran = outcomes.filter((o) => o.status !== "skipped");
    const left = await backlog();
    console.log(
      `beat ${beat}: ${seconds.toFixed(1)} s, ${ran.length} jobs (${ran.map((o) => `${o.name}${o.status === "ok" ? "" : ` ${o.status}`}${times.has(o.name) ? ` ${((times.get(o.name) ?? 0) / 1000).toFixed(1)} s` : ""}`).join(", ")}), ${resend.requests.length - mails} mails sent; left: ${left} (load ${load()})`,
    );
    if (/outbox 0 queued, 0 invoice/.test(left)) break;
  }
  await closeDatabase();
} finally {
  await resend.close();
  await rm(dataDir, { recursive: true, force: true });
  const drop = new pg.Client({ connectionString: base });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop.end();
}

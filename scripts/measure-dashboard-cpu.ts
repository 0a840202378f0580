/**
 * CPU per dashboard computation (issue 27), robust against a shared machine: each view computed
 * N times one after the other in this process (the kept answer of ADR 296 bypassed), with the
 * Node process's CPU (process.cpuUsage) and the Postgres backends' CPU (utime + stime from /proc
 * of every backend connected to the database) per call, and the statements sent per call.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<bench db> ./node_modules/.bin/node scripts/measure-dashboard-cpu.ts
 *
 * The people: the member with the most mentions (the dashboard bench's member), the newest board
 * member and the first administrator, or MEMBER_ID / BOARD_ID / ADMIN_ID. N (default 100) calls
 * after 10 to warm up; OUT=<file> writes the three answers as JSON (compare before and after).
 * Postgres must run on this machine (its backends are read from /proc).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { loadAuthState } from "#platform/auth/auth-state.ts";
import { computeDashboard } from "#modules/dashboard/server/inbox-queries.ts";
import type { DashboardView } from "#modules/dashboard/schema.ts";

let statements = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

const database = new URL(process.env.DATABASE_URL ?? "").pathname.slice(1);
const TICKS_PER_SECOND = 100; // USER_HZ

/** CPU milliseconds of every Postgres backend connected to the database, so far. */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!command.startsWith("postgres:") || !command.includes(` ${database} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const db = await getDb();
const first = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query))[0]?.id;
const people: Record<DashboardView, string | undefined> = {
  member:
    process.env.MEMBER_ID ??
    (await first(sql`SELECT user_id AS id FROM notifications WHERE kind = 'discussions.mention' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)),
  board:
    process.env.BOARD_ID ??
    (await first(sql`SELECT p.id FROM profiles p JOIN user_roles r ON r.user_id = p.id WHERE r.role = 'vorstand' ORDER BY p.created_at DESC LIMIT 1`)),
  all:
    process.env.ADMIN_ID ??
    (await first(sql`SELECT p.id FROM profiles p JOIN user_roles r ON r.user_id = p.id WHERE r.role = 'admin' ORDER BY p.created_at LIMIT 1`)),
};
const n = Number(process.env.N ?? 100);
const answers: Record<string, unknown> = {};
for (const [view, userId] of Object.entries(people) as [DashboardView, string | undefined][]) {
  if (!userId) throw new Error(`nobody for the ${view} view`);
  // As a request: the auth check's statement, then the dashboard.
  const request = async () => {
    const state = await loadAuthState(userId, null);
    if (!state) throw new Error(`no profile ${userId}`);
    return computeDashboard(db, { id: state.id, email: state.email, roles: state.roles, organizationId: state.organizationId, sessionId: null }, view);
  };
  for (let i = 0; i < 10; i++) answers[view] = await request();
  statements = 0;
  const node = process.cpuUsage();
  const postgres = postgresCpuMs();
  const start = performance.now();
  for (let i = 0; i < n; i++) await request();
  const wall = (performance.now() - start) / n;
  const nodeUsed = process.cpuUsage(node);
  const nodeMs = (nodeUsed.user + nodeUsed.system) / 1000 / n;
  const postgresMs = (postgresCpuMs() - postgres) / n;
  console.log(
    `${view.padEnd(7)} per call: wall ${wall.toFixed(1)} ms, CPU ${(nodeMs + postgresMs).toFixed(1)} ms (Node ${nodeMs.toFixed(1)}, Postgres ${postgresMs.toFixed(1)}), ${(statements / n).toFixed(1)} statements`,
  );
}
if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(answers, null, 1));
await closeDatabase();

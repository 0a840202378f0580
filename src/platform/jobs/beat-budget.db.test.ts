/**
 * The scheduled beat's time budget (issue 21, ADR 204): Netlify stops a scheduled function after
 * 30 s, and the beat once ran 26 s on the demo data. A job is not started when too little time is
 * left (it runs first on the next beat), an unfinished daily job stays due, and the outbox starts no
 * delivery that does not fit: the claimed rest is released, due again at once, its try not counted.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { runDueJobs } from "./scheduler.ts";
import type { Job } from "./job.ts";
import { jobState } from "./tables.ts";
import { outbox } from "../outbox/tables.ts";
import { enqueue, mailDelivery } from "../outbox/enqueue.ts";
import { dispatchOutbox } from "../outbox/dispatch.ts";

vi.setConfig({ testTimeout: 30_000 });
const run = crypto.randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-beat-"));
  await getDb();
}, 120_000);

describe("the beat's budget", () => {
  it("defers a due job when the budget is spent, and runs it first on the next beat", async () => {
    const order: string[] = [];
    const slow: Job = {
      name: `test.slow-${run}`,
      title: "langsam",
      schedule: { everyMinutes: 5 },
      // Uses up the budget but 2.5 s, less than a job needs to start (MIN_START_MS, 3 s). Measured
      // from the deadline, not a fixed sleep: on a loaded machine the beat's own queries take a while.
      run: async ({ deadline }) => {
        order.push("slow");
        await sleep(Math.max(0, (deadline ?? Date.now()) - Date.now() - 2_500));
      },
    };
    const quick: Job = { name: `test.quick-${run}`, title: "schnell", schedule: { everyMinutes: 5 }, run: async () => void order.push("quick") };
    const db = await getDb();
    const first = await runDueJobs(db, [slow, quick], new Date(), { budgetMs: 6_000 });
    expect(first.map((o) => o.status)).toEqual(["ok", "deferred"]);
    const second = await runDueJobs(db, [slow, quick], new Date(Date.now() + 60_000), { budgetMs: 6_000 });
    // quick has waited longest, so it goes first; slow was run a minute ago and is not due yet
    expect(second.map((o) => o.status)).toEqual(["skipped", "ok"]);
    expect(order).toEqual(["slow", "quick"]);
  });

  it("keeps a daily job that stopped for time due on the next beat", async () => {
    let calls = 0;
    const daily: Job = {
      name: `test.daily-${run}`,
      title: "täglich",
      schedule: { dailyAt: "00:00" },
      run: async (context) => {
        calls += 1;
        if (calls === 1) context.unfinished?.();
        return { calls };
      },
    };
    const db = await getDb();
    const now = new Date();
    expect((await runDueJobs(db, [daily], now))[0]).toMatchObject({ status: "ok", result: { calls: 1, weiter: "im nächsten Lauf" } });
    expect((await runDueJobs(db, [daily], new Date(now.getTime() + 5 * 60_000)))[0]).toMatchObject({ status: "ok", result: { calls: 2 } });
    expect((await runDueJobs(db, [daily], new Date(now.getTime() + 10 * 60_000)))[0]).toMatchObject({ status: "skipped" });
    const [state] = await db.select().from(jobState).where(eq(jobState.name, daily.name));
    expect(state?.lastStatus).toBe("ok");
  });
});

describe("the outbox under a deadline", () => {
  it("starts no delivery that does not fit: claimed rows are released, due at once, the try not counted", async () => {
    const db = await getDb();
    const ids = await db.transaction(async (tx) =>
      enqueue(
        tx,
        [1, 2, 3].map((n) => mailDelivery({ to: `beat-${run}-${n}@example.org`, subject: "Test", text: "Hallo", html: "<p>Hallo</p>" }, `beat-test:${run}`)),
      ),
    );
    const summary = await dispatchOutbox({ ids, deadline: Date.now() + 500 });
    expect(summary).toMatchObject({ claimed: 3, sent: 0, released: 3 });
    const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
    for (const row of rows) {
      expect(row.attempts).toBe(0);
      expect(row.status).toBe("pending");
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(await dispatchOutbox({ ids })).toMatchObject({ claimed: 3, sent: 3, released: 0 });
  });
});

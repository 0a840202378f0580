/**
 * Per-person limits on expensive requests (issue 23, ADR 241): of many simultaneous requests of one
 * kind by one person exactly `concurrent` run, the rest get a German 429; a finished one frees its
 * place; the window counts per person; other people are not affected. Run with TEST_DATABASE_URL
 * too: PGlite serialises everything and would hide a race.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { acquireWork, WORK_COSTS } from "./work-limits.ts";

beforeAll(() => getDb(), 120_000);
afterAll(() => closeDatabase());

const settle = (attempts: Promise<() => Promise<void>>[]) => Promise.allSettled(attempts);

describe("work limits", () => {
  it("lets one person run only a few PDFs at once, answers the rest in German, and frees a place when one ends", async () => {
    const db = await getDb();
    const subject = `user:pdf-${Date.now()}`;
    const results = await settle(Array.from({ length: 8 }, () => acquireWork(db, subject, "pdf")));
    const passed = results.filter((r): r is PromiseFulfilledResult<() => Promise<void>> => r.status === "fulfilled");
    expect(passed).toHaveLength(WORK_COSTS.pdf.concurrent);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      const error = (refused as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(429);
      expect(error.message).toContain("PDF-Dokumente gleichzeitig");
      expect(error.headers["retry-after"]).toBeDefined();
    }
    // Somebody else is not held up by it.
    const other = await acquireWork(db, `user:other-${Date.now()}`, "pdf");
    await other();
    await passed[0]!.value();
    const again = await acquireWork(db, subject, "pdf");
    await again();
    await Promise.all(passed.slice(1).map((p) => p.value()));
  });

  it("counts the window per person and kind", async () => {
    const db = await getDb();
    const subject = `user:window-${Date.now()}`;
    const now = new Date("2026-11-27T10:00:00Z");
    for (let i = 0; i < WORK_COSTS.export.perWindow; i++) await (await acquireWork(db, subject, "export", now))();
    const refused = await acquireWork(db, subject, "export", now).catch((error: unknown) => error as HttpError);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toMatch(/zu viele Exporte angefordert \(höchstens 30 in 10 Minuten\)/);
    await (await acquireWork(db, subject, "pdf", now))();
    await (await acquireWork(db, subject, "export", new Date(now.getTime() + WORK_COSTS.export.windowMs)))();
  });
});

/**
 * Expensive endpoints on the real local server (issue 23, ADR 241): eight simultaneous PDF exports
 * of a long note by one member kept the server busy for up to 71 s, and unrelated requests took
 * 2.5-21 s instead of milliseconds. Now one person gets only a few PDFs at once (the others a
 * German 429 with Retry-After), the rendering runs in a worker thread, and another person's
 * requests meanwhile stay fast. On the real server because only there does a render hold up others.
 */
import * as Y from "yjs";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bytesToBase64 } from "#modules/collab/domain/base64.ts";
import { TestClient } from "#modules/collab/server/sync/testing.ts";
import { WORK_COSTS } from "#platform/rate-limit/work-limits.ts";
import { startLocalServer, type LocalServer } from "../helpers/local-server.ts";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

const MEMBER = "mitglied-pdf@example.org";
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ users: [{ email: MEMBER, role: "mitglied" }] });
});
afterAll(async () => {
  await server?.stop();
});

async function api(token: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, origin: server.url, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: () => new TextDecoder().decode(bytes), ms: performance.now() - started };
}

/** A note of about 150,000 characters (some 60 pages): long to render, within the PDF bound. */
async function longNote(token: string): Promise<string> {
  const created = await api(token, "POST", "/api/collab/docs", { title: "Langes Protokoll", readRoles: [] });
  expect(created.status, created.text()).toBe(201);
  const key = (JSON.parse(created.text()) as { key: string }).key;
  const writer = new TestClient();
  for (let batch = 0; batch < 10; batch++) {
    writer.doc.transact(() => {
      for (let i = 0; i < 70; i++) writer.type(`TOP ${batch}.${i}: ${"Der Vorstand berät über die Streckenunterhaltung. ".repeat(4)}`, batch * 70 + i);
    });
  }
  const poll = await api(token, "POST", `/api/collab/docs/${key}/sync`, {
    sessionId: writer.sessionId,
    clientId: writer.doc.clientID,
    cursor: null,
    updates: writer.pending.map(bytesToBase64),
  });
  expect(poll.status, poll.text()).toBe(200);
  expect(Y.encodeStateAsUpdate(writer.doc).length).toBeGreaterThan(100_000);
  return key;
}

describe("expensive endpoints are limited per person and do not hold up the others (issue 23)", () => {
  it("eight simultaneous PDF exports by one member: two are made, six get a German 429, and other requests stay fast", async () => {
    const key = await longNote(await server.tokenFor(MEMBER));
    const member = await server.tokenFor(MEMBER);
    const admin = await server.tokenFor("fuzz-admin@example.org");

    const baseline: number[] = [];
    for (let i = 0; i < 5; i++) baseline.push((await api(admin, "GET", "/api/collab/docs")).ms);

    let exporting = true;
    const during: number[] = [];
    const unrelated = (async () => {
      while (exporting) {
        during.push((await api(admin, "GET", "/api/collab/docs")).ms);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const exports = await Promise.all(Array.from({ length: 8 }, () => api(member, "GET", `/api/collab/docs/${key}/export?format=pdf`)));
    const exportMs = performance.now() - started;
    exporting = false;
    await unrelated;

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const report = `load ${os.loadavg()[0]!.toFixed(1)}: exports ${Math.round(exportMs)} ms; unrelated GET baseline median ${Math.round(median(baseline))} ms, during the exports median ${Math.round(median(during))} ms, max ${Math.round(Math.max(...during))} ms (${during.length} requests)`;
    console.log(report);
    const made = exports.filter((e) => e.status === 200);
    const refused = exports.filter((e) => e.status === 429);
    expect(made).toHaveLength(WORK_COSTS.pdf.concurrent);
    for (const pdf of made) expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    expect(refused).toHaveLength(8 - WORK_COSTS.pdf.concurrent);
    for (const answer of refused) {
      expect(JSON.parse(answer.text())).toMatchObject({ error: "too_many_at_once", message: expect.stringContaining("PDF-Dokumente gleichzeitig") });
      expect(answer.headers.get("retry-after")).toBeTruthy();
    }

    expect(during.length).toBeGreaterThan(0);
    // Milliseconds, not seconds: a render no longer holds the server (generous for a loaded machine).
    expect(Math.max(...during), report).toBeLessThan(1_500);
    // The member can export again once the running ones are done.
    expect((await api(member, "GET", `/api/collab/docs/${key}/export?format=pdf`)).status).toBe(200);
  });

  it("refuses a PDF of a note beyond the bound with a German 413, and Markdown still works", async () => {
    const token = await server.tokenFor(MEMBER);
    const created = await api(token, "POST", "/api/collab/docs", { title: "Zu langes Protokoll", readRoles: [] });
    const key = (JSON.parse(created.text()) as { key: string }).key;
    const writer = new TestClient();
    for (let batch = 0; batch < 5; batch++) {
      writer.doc.transact(() => {
        for (let i = 0; i < 100; i++) writer.type("x".repeat(500), batch * 100 + i);
      });
    }
    const poll = await api(token, "POST", `/api/collab/docs/${key}/sync`, {
      sessionId: writer.sessionId,
      clientId: writer.doc.clientID,
      cursor: null,
      updates: writer.pending.map(bytesToBase64),
    });
    expect(poll.status, poll.text()).toBe(200);
    const pdf = await api(token, "GET", `/api/collab/docs/${key}/export?format=pdf`);
    expect(pdf.status).toBe(413);
    expect(JSON.parse(pdf.text())).toMatchObject({ error: "too_long_for_pdf", message: expect.stringContaining("für ein PDF zu lang") });
    expect((await api(token, "GET", `/api/collab/docs/${key}/export?format=md`)).status).toBe(200);
  });
});

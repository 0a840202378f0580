/** Server errors reach Sentry (a local DSN here) only scrubbed, and only when SENTRY_DSN is set. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startRecorder, type HttpRecorder } from "../../../tests/helpers/http-recorder.ts";
import { flushErrorReports, reportError } from "./report-error.ts";
import { scrubText } from "./scrub.ts";

let sentry: HttpRecorder;
beforeAll(async () => {
  sentry = await startRecorder();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  delete process.env.SENTRY_DSN;
  sentry.requests.length = 0;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await sentry.close();
});

describe("reportError", () => {
  it("sends a scrubbed error envelope to the DSN", async () => {
    process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${sentry.port}/7`;
    reportError(new Error("Insert failed for max@example.org from 192.168.1.20 (Tel. +49 30 1234567)"), { path: "/api/contact-email" });
    await flushErrorReports();
    expect(sentry.requests).toHaveLength(1);
    const request = sentry.requests[0]!;
    expect(request.path).toMatch(/^\/api\/7\/envelope\/\?.*sentry_key=publickey/);
    expect(request.body).toContain("Insert failed for [email] from [ip] (Tel. [number])");
    expect(request.body).toContain('"path":"/api/contact-email"');
    expect(request.body).not.toMatch(/max@example\.org|192\.168\.1\.20|1234567/);
  });

  it("only logs when SENTRY_DSN is unset", async () => {
    reportError(new Error("nothing to send"));
    await flushErrorReports();
    expect(sentry.requests).toHaveLength(0);
  });
});

describe("scrubText", () => {
  it("removes e-mail addresses, IPv4/IPv6 addresses and phone numbers", () => {
    expect(scrubText("a.b+c@d-e.de 10.0.0.255 2001:db8::1 fe80:0:0:0:1:2:3:4 030 / 2062 4418-0 HTTP 500")).toBe("[email] [ip] [ip] [ip] [number] HTTP 500");
  });
});

describe("database errors (issue 10)", () => {
  it("log the statement and the codes, never the values of an applicant", async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const { getDb } = await import("../db/client.ts");
    const { sql } = await import("drizzle-orm");
    const db = await getDb();
    let failure: unknown;
    try {
      // A uuid column fed a name: Postgres refuses it and drizzle wraps the error with its params.
      await db.execute(sql`SELECT ${"Erika Mustermann erika@beispiel.de +49 30 1234567"}::uuid`);
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain("Mustermann");
    reportError(failure, { path: "/api/membership-applications" });
    spy.mockRestore();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const text = logged
      .map((args) =>
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack} ${String((a as { cause?: unknown }).cause)}` : JSON.stringify(a))).join(" "),
      )
      .join("\n");
    expect(text).toContain("uuid");
    expect(text).not.toMatch(/Mustermann|erika@beispiel|1234567/);
  });
});

import { afterEach, expect, it } from "vitest";
import { callFunction } from "../../../tests/helpers/function-call.ts";
import sentryConfig from "../../../netlify/functions/platform.mts";

afterEach(() => {
  delete process.env.SENTRY_DSN;
  delete process.env.PUBLIC_SENTRY_DSN;
});

it("answers { dsn: null } when no DSN is configured", async () => {
  const call = await callFunction(sentryConfig, "/api/sentry-config", { method: "GET" });
  expect(call.response.status).toBe(200);
  expect(call.body).toEqual({ dsn: null });
});

it("prefers PUBLIC_SENTRY_DSN over SENTRY_DSN", async () => {
  process.env.SENTRY_DSN = "https://server@o1.ingest.sentry.io/1";
  expect((await callFunction(sentryConfig, "/api/sentry-config", { method: "GET" })).body).toEqual({ dsn: "https://server@o1.ingest.sentry.io/1" });
  process.env.PUBLIC_SENTRY_DSN = "https://public@o1.ingest.sentry.io/2";
  expect((await callFunction(sentryConfig, "/api/sentry-config", { method: "GET" })).body).toEqual({ dsn: "https://public@o1.ingest.sentry.io/2" });
});

it("rejects other methods", async () => {
  expect((await callFunction(sentryConfig, "/api/sentry-config", { method: "POST", body: {} })).response.status).toBe(405);
});

/** Where a process runs, from what it has at run time (ADR 200). */
import { describe, expect, it } from "vitest";
import { asNetlifyFunction } from "../../tests/helpers/netlify-runtime.ts";
import { deployContext, isProduction, onNetlifyRuntime, reportingEnvironment } from "./runtime.ts";
import { serverEnv } from "./env.ts";
import { isMailRequired, mailTransportKind } from "./mail/mail-config.ts";
import { devNowOf } from "./clock.ts";
import { seedRefusal } from "./seed/run-seeders.ts";

describe("runtime", () => {
  it("is local in npm start, the tests and CLI scripts, whatever NETLIFY says", () => {
    expect(onNetlifyRuntime()).toBe(false);
    expect(isProduction({ NETLIFY: "true" })).toBe(false);
    expect(serverEnv({}).autoMigrate).toBe(true);
    expect(mailTransportKind({})).toBe("file");
    expect(reportingEnvironment({})).toBe("development");
  });

  it("is production inside a Netlify function: no migration at request time, Neon, mail required, its deploy context", async () => {
    await asNetlifyFunction(() => {
      expect(onNetlifyRuntime()).toBe(true);
      expect(isProduction({})).toBe(true);
      const env = serverEnv({ NETLIFY_DATABASE_URL: "postgres://u:p@db.example/neondb" });
      expect(env).toMatchObject({ autoMigrate: false, databaseDriver: "neon", databaseUrl: "postgres://u:p@db.example/neondb" });
      expect(isMailRequired({})).toBe(true);
      expect(mailTransportKind({})).toBe("unconfigured");
      expect(deployContext({})).toBe("production");
      expect(reportingEnvironment({})).toBe("production");
      expect(reportingEnvironment({ SENTRY_ENVIRONMENT: "staging" })).toBe("staging");
      expect(devNowOf(new Request("http://x/", { headers: { "x-dev-now": "2030-01-01T10:00:00Z" } }), { DEV_CLOCK: "1" })).toBeUndefined();
      expect(seedRefusal({})).toBeDefined();
    });
    expect(await asNetlifyFunction(() => reportingEnvironment({}), "deploy-preview")).toBe("deploy-preview");
  });

  it("is production elsewhere with APP_ENV=production", () => {
    expect(isProduction({ APP_ENV: "production" })).toBe(true);
    expect(serverEnv({ APP_ENV: "production" }).autoMigrate).toBe(false);
    expect(mailTransportKind({ APP_ENV: "production" })).toBe("unconfigured");
    expect(reportingEnvironment({ APP_ENV: "production" })).toBe("production");
    expect(serverEnv({ APP_ENV: "production", AUTO_MIGRATE: "true" }).autoMigrate).toBe(true);
  });
});

/**
 * check:deploy against npm start's server (scripts/serve.ts: dist/ with netlify.toml's headers and
 * redirects, the functions), which must pass, and against a server that answers everything with
 * 200 and no headers, which must fail. Needs the built site (dist/), as npm test builds it first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDeploy } from "./checks.ts";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "dist/index.html"));
let server: ChildProcess | undefined;
let url = "";

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!built)("check:deploy", () => {
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(path.join(root, "node_modules/.bin/node"), [path.join(root, "scripts/serve.ts")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: "memory://",
        DATABASE_URL: "",
        SEED_ON_START: "off",
        SCHEDULE_INTERVAL_MS: "0",
        PUBLIC_SENTRY_DSN: "",
        SENTRY_DSN: "",
        CLERK_SECRET_KEY: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve.ts did not start:\n${output}`)), 90_000);
      server!.stdout!.on("data", (chunk) => {
        output += chunk;
        if (output.includes("Ready on")) {
          clearTimeout(timer);
          resolve();
        }
      });
      server!.stderr!.on("data", (chunk) => (output += chunk));
      server!.on("exit", (code) => reject(new Error(`serve.ts exited (${code}):\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.on("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  });

  it("passes against npm start's server", async () => {
    const results = await checkDeploy(url);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "page /",
        "page /backend/login",
        "header content-security-policy",
        "GET /api/sentry-config",
        "GET /api/auth/config",
        "anonymous back-office call refused",
      ]),
    );
  }, 60_000);

  it("fails against a server that answers everything with 200 and no headers", async () => {
    const naive = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html><body>ok</body></html>"));
    await new Promise<void>((resolve) => naive.listen(0, "127.0.0.1", resolve));
    try {
      const results = await checkDeploy(`http://127.0.0.1:${(naive.address() as { port: number }).port}`);
      const failed = results.filter((r) => !r.ok).map((r) => r.name);
      expect(failed).toEqual(
        expect.arrayContaining(["header content-security-policy", "GET /api/sentry-config", "GET /api/auth/config", "anonymous back-office call refused"]),
      );
    } finally {
      naive.close();
    }
  });
});

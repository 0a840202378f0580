/**
 * Starts `node scripts/serve.ts` on a free port with a fresh data folder (building the site first
 * when the build folder is empty), and a trivial Node http handler as the baseline.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface Started {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = http.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function ensureBuild(distDir: string): void {
  if (existsSync(path.join(distDir, "index.html"))) return;
  console.log(`Building the site into ${distDir} ...`);
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DIST_DIR: distDir, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("astro build failed");
}

/** `prepare` runs on the fresh data folder before the server opens it (e.g. seeding rows). */
export async function startSiteServer(
  distDir: string,
  port: number,
  prepare?: (dataDir: string) => Promise<void> | void,
): Promise<Started & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vnsi-bench-api-"));
  await prepare?.(dataDir);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/serve.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SCHEDULE_INTERVAL_MS: "0",
      SEED_ON_START: "off",
      TRUST_CLIENT_IP_HEADER: "1",
      WORK_LIMITS_SCALE: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("serve.ts did not become ready within 180 s")), 180_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`serve.ts exited early with code ${code}`)));
  });
  child.stdout?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "exit").catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The floor: what Node's http module alone answers per second on this machine, in this run. */
export async function startBaseline(): Promise<Started> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"success":true}');
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

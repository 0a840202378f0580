/** Starts scripts/serve.ts for a benchmark on a free port with a throw-away data folder. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve.ts exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`serve.ts did not answer on ${url} within ${timeoutMs} ms`);
}

export async function startServer(root: string, distDir: string): Promise<RunningServer> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const dataDir = await mkdtemp(path.join(tmpdir(), "vnsi-bench-site-"));
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir, DATA_DIR: dataDir, SCHEDULE_INTERVAL_MS: "0", SEED_ON_START: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    // Opening a fresh PGlite and loading every function takes a while on a busy machine.
    await waitUntilUp(`${baseUrl}/`, child, 240_000);
  } catch (error) {
    child.kill("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

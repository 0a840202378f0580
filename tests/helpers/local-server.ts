/**
 * Starts the real local server (scripts/serve.ts, what `npm start` runs) as a child process on a
 * free port and a PGlite folder of its own, with one administrator (and the users a test asks for)
 * created first in the same process (serve-with-users.ts). For tests that must see the process
 * itself: raw HTTP (chunked bodies, lying Content-Length, aborted clients) and whether the server
 * is still alive afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
// The vitest workers' resolve hook (ADR 300): the server imports every function's modules at start.
const node = [process.execPath, ["--import", path.join(root, "tests/setup/esm-format-hook.ts")]] as const;

export interface LocalServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed (stdout and stderr). */
  output(): string;
  /** A bearer token of the administrator created before the start. */
  adminToken: string;
  /** A fresh bearer token (60 s) of a user created before the start. */
  tokenFor(email: string): Promise<string>;
  stop(): Promise<void>;
}

export interface ServerUser {
  email: string;
  role: "admin" | "geschaeftsfuehrung" | "vorstand" | "mitglied";
}

const PASSWORD = "Fuzz-Passwort-2026!";
const ADMIN = { email: "fuzz-admin@example.org", password: PASSWORD };

export async function startLocalServer(options: { users?: ServerUser[] } = {}): Promise<LocalServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vnsi-serve-"));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: "0",
    SEED_ON_START: "off",
    SCHEDULE_INTERVAL_MS: "0",
    DIST_DIR: dataDir, // no static site needed: only the functions are under test
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
  };
  const users = [{ email: ADMIN.email, role: "admin" }, ...(options.users ?? [])];
  const child = spawn(node[0], [...node[1], "tests/helpers/serve-with-users.ts", JSON.stringify(users), PASSWORD], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stdout!.on("data", () => {
      const match = /Ready on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  const url = `http://localhost:${port}`;
  const server: LocalServer = {
    url,
    port,
    child,
    output: () => output,
    adminToken: "",
    tokenFor: (email) => signIn(url, email),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  server.adminToken = await signIn(url, ADMIN.email);
  return server;
}

async function signIn(url: string, email: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const signedIn = await fetch(`${url}/api/auth/sign-in`, { method: "POST", headers, body: JSON.stringify({ email, password: PASSWORD }) });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = await fetch(`${url}/api/auth/token`, { method: "POST", headers: { ...headers, cookie } });
  if (token.status !== 200) throw new Error(`token failed: ${token.status} ${await token.text()}`);
  return ((await token.json()) as { token: string }).token;
}

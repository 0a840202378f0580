/**
 * Runs a function bundle as AWS Lambda runs it for Netlify: the zip unpacked alone into an empty
 * directory (no node_modules in it or above it), read-only, the process an unprivileged user
 * (nobody, when we are root) with only the environment given, one Node 24 process per function
 * that handles one invocation at a time and is frozen (SIGSTOP) between invocations, as Lambda
 * freezes an idle instance: whatever a function leaves running after its response does not run
 * until the next call.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readdir, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { ROOT, TOOL_DIR } from "./netlify-bundle.ts";

const NODE = path.join(ROOT, "node_modules/.bin/node");
const RUNTIME = path.join(import.meta.dirname, "lambda-runtime.mjs");
const TOOL_MODULES = path.join(TOOL_DIR, "node_modules");
const execFileAsync = promisify(execFile);

export interface LambdaResult {
  statusCode: number;
  headers: Record<string, string[]>;
  body: Buffer;
  durationMs: number;
}

export interface RunningFunction {
  name: string;
  dir: string;
  /** Everything the process printed (its logs), for failure messages. */
  logs: string[];
  /** Set when the process ended by itself (a crash). */
  exit: { code: number | null; signal: string | null } | undefined;
  invoke(event: Record<string, unknown>): Promise<LambdaResult>;
  stop(): Promise<void>;
}

/** A fresh root under the system temp folder, with no node_modules on the way up. */
export async function sandboxRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "vnsi-bundles-"));
  await chmod(root, 0o755);
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules"))) throw new Error(`${dir}/node_modules exists: a bundle would resolve packages from it`);
    if (dir === path.dirname(dir)) break;
  }
  await copyFile(RUNTIME, path.join(root, "lambda-runtime.mjs"));
  return root;
}

/**
 * Unzips one bundle into root/<name> and makes it read-only. With Info-ZIP's unzip when the machine
 * has it (a fifth of the CPU of extract-zip for the 22 bundles), else with the bundler's extract-zip.
 * Modes stay as the zip records them, less every write bit: a file Lambda could not read or execute
 * cannot be read or executed here either (the process runs as nobody when we are root).
 */
export async function unpack(root: string, name: string, zip: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir);
  if (await hasUnzip) await execFileAsync("unzip", ["-q", zip, "-d", dir]);
  else {
    const { default: extract } = (await import(pathToFileURL(path.join(TOOL_MODULES, "extract-zip/index.js")).href)) as {
      default: (zip: string, options: { dir: string }) => Promise<void>;
    };
    await extract(zip, { dir });
  }
  await execFileAsync("chmod", ["-R", "a-w", dir]);
  return dir;
}

const hasUnzip = execFileAsync("unzip", ["-v"]).then(
  () => true,
  () => false,
);

/** The bytes of every file below dir (the unzipped size). */
export async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directorySize(full) : (await stat(full)).size;
  }
  return total;
}

const asRoot = process.getuid?.() === 0;

/** The command that runs Node as nobody when we are root (as Lambda never runs as root). */
function command(args: string[]): [string, string[]] {
  if (!asRoot) return [NODE, args];
  return ["setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", NODE, ...args]];
}

/** What Lambda itself sets in a Node.js function's environment. */
function lambdaEnv(name: string, dir: string): Record<string, string> {
  return {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    LANG: "en_US.UTF-8",
    TZ: ":UTC",
    LAMBDA_TASK_ROOT: dir,
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: "1024",
    AWS_REGION: "us-east-2",
  };
}

/** One cold import of the function in a fresh process; resolves to its wall and CPU milliseconds. */
export async function coldImportMs(name: string, dir: string, root: string, env: Record<string, string>): Promise<{ wall: number; cpu: number }> {
  const [cmd, args] = command([path.join(root, "lambda-runtime.mjs"), "import", dir]);
  const child = spawn(cmd, args, { cwd: dir, env: { ...lambdaEnv(name, dir), ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const match = /IMPORT ([\d.]+) CPU ([\d.]+)/.exec(out);
  if (code !== 0 || !match) throw new Error(`${name}: import failed\n${out}`);
  return { wall: Number(match[1]), cpu: Number(match[2]) };
}

export async function startFunction(name: string, dir: string, root: string, env: Record<string, string>): Promise<RunningFunction> {
  const [cmd, args] = command([path.join(root, "lambda-runtime.mjs"), "serve", dir]);
  const child: ChildProcess = spawn(cmd, args, { cwd: dir, env: { ...lambdaEnv(name, dir), ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const fn: RunningFunction = { name, dir, logs: [], exit: undefined as RunningFunction["exit"], invoke, stop };
  const crash = () => {
    const exit = fn.exit as NonNullable<RunningFunction["exit"]>;
    return `${exit.code ?? exit.signal}`;
  };
  let port = 0;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (text: string) => {
      for (const line of text.split("\n").filter(Boolean)) {
        const match = /^READY (\d+)$/.exec(line);
        if (match && !port) {
          port = Number(match[1]);
          resolve();
        } else fn.logs.push(line);
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (text: string) => fn.logs.push(...text.split("\n").filter(Boolean)));
    child.on("exit", (code, signal) => {
      fn.exit = { code, signal };
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${fn.logs.join("\n")}`));
    });
  });
  await ready;
  child.kill("SIGSTOP");

  let queue: Promise<unknown> = Promise.resolve();
  function invoke(event: Record<string, unknown>): Promise<LambdaResult> {
    const run = queue.then(async () => {
      if (fn.exit) throw new Error(`${name} has crashed (${crash()}):\n${fn.logs.slice(-40).join("\n")}`);
      child.kill("SIGCONT");
      try {
        const response = await fetch(`http://127.0.0.1:${port}/invoke`, { method: "POST", body: JSON.stringify(event) });
        const result = (await response.json()) as { statusCode: number; headers: Record<string, string[]>; body: string; durationMs: number; error?: string };
        if (result.error) throw new Error(`${name}: invocation error: ${result.error}`);
        return { ...result, body: Buffer.from(result.body, "base64") };
      } catch (error) {
        if (fn.exit) throw new Error(`${name} crashed during the invocation (${crash()}):\n${fn.logs.slice(-40).join("\n")}`);
        throw error;
      } finally {
        if (!fn.exit) child.kill("SIGSTOP");
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function stop(): Promise<void> {
    if (fn.exit) return;
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  return fn;
}

/** Removes a sandbox root (its bundles are read-only, so they are made writable first). */
export async function removeSandbox(root: string): Promise<void> {
  const { execFileSync } = await import("node:child_process");
  const { rm } = await import("node:fs/promises");
  execFileSync("chmod", ["-R", "u+w", root]);
  await rm(root, { recursive: true, force: true });
}

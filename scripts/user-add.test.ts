/**
 * The user CLI as an operator runs it: `node scripts/user-add.ts` and `node scripts/db-seed.ts`
 * against an embedded database in a temporary folder.
 *
 * The processes load the vitest workers' resolve hook (tests/setup/esm-format-hook.ts, ADR 300):
 * it spares each one Node's re-parse of the big package "exports" maps (2.5 of the file's ~20 CPU-s)
 * and changes no result. The second db:seed run goes without it, so one run loads the whole module
 * graph with Node's own resolver, as `npm run db:seed` does.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTRA_DEMO_MEMBERS } from "#platform/seed/seed-users.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const resolveHook = ["--import", path.join(root, "tests/setup/esm-format-hook.ts")];
let dataDir: string;

async function cli(
  script: string,
  args: string[],
  { dir = dataDir, hook = true }: { dir?: string; hook?: boolean } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...(hook ? resolveHook : []), path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", NETLIFY: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vnsi-cli-"));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe("npm run user:add", () => {
  it.each([
    [["--email", "kaputt", "--password", "Geheim-123", "--role", "admin"], /Ungültige E-Mail-Adresse \/ invalid e-mail address/],
    [["--email", "a@example.org", "--password", "kurz", "--role", "admin"], /mindestens 6 Zeichen/],
    [["--email", "a@example.org", "--password", "Geheim-123", "--role", "chef"], /Unbekannte Rolle \/ unknown role: "chef"/],
    [["--email", "a@example.org", "--password", "Geheim-123", "--rolle", "admin"], /Unknown option '--rolle'/],
  ])("rejects %j with exit code 1 and a clear message", async (args, message) => {
    const result = await cli("user-add.ts", args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/usage: npm run user:add/);
  });

  it("creates a confirmed user with the role, and adds a role to an existing user keeping the id", async () => {
    const first = await cli("user-add.ts", ["--email", "Chefin@Example.org", "--password", "Geheim-123", "--role", "vorstand"]);
    expect(first.code).toBe(0);
    expect(first.stdout.trim()).toMatch(/^user_[A-Za-z0-9]{27}$/);
    expect(first.stderr).toMatch(/chefin@example.org angelegt \(bestätigt\) mit Rolle vorstand/);
    const second = await cli("user-add.ts", ["--email", "chefin@example.org", "--password", "Anderes-123", "--role", "admin"]);
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe(first.stdout.trim());
    expect(second.stderr).toMatch(/Rolle admin hinzugefügt, Passwort unverändert/);
  }, 180_000);

  it("refuses to open the embedded database while another process holds it", async () => {
    const busy = await mkdtemp(path.join(tmpdir(), "vnsi-cli-busy-"));
    await mkdir(path.join(busy, "pglite"), { recursive: true });
    await writeFile(path.join(busy, "pglite", "postmaster.pid"), "-42\n");
    const result = await cli("user-add.ts", ["--email", "a@example.org", "--password", "Geheim-123", "--role", "admin"], { dir: busy });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/wird gerade benutzt.*npm start/);
    await rm(busy, { recursive: true, force: true });
  });
});

describe("npm run db:seed", () => {
  it("creates one confirmed user per role, and a second run changes nothing", async () => {
    const first = await cli("db-seed.ts", []);
    expect(first.code).toBe(0);
    for (const email of ["admin@", "geschaeftsfuehrung@", "vorstand@", "mitglied@"])
      expect(first.stdout).toMatch(new RegExp(`angelegt\\s+\\w+\\s+${email}vnsi-verband.de`));
    expect(first.stdout).toMatch(/Demo-Passwort-2025!/);
    const second = await cli("db-seed.ts", [], { hook: false });
    // Every demo account of the first run is there again, and nothing is created twice.
    const created = first.stdout.match(/^angelegt/gm)?.length ?? 0;
    expect(created).toBeGreaterThanOrEqual(4 + EXTRA_DEMO_MEMBERS.length);
    expect(second.stdout.match(/^vorhanden/gm)).toHaveLength(created);
    expect(second.stdout).not.toMatch(/^angelegt/m);
  }, 180_000);
});

/**
 * The content collections reject broken front matter with a message that names the file and the
 * field. Each case copies the real content/ and src/content.config.ts into a throw-away Astro
 * project, breaks one file and runs `astro sync` (the same validation `astro build` runs).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const created: string[] = [];

async function projectWith(edit?: { file: string; from: RegExp; to: string }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "vnsi-content-"));
  created.push(dir);
  await cp(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  await mkdir(path.join(dir, "src/shared"), { recursive: true });
  await cp(path.join(root, "src/content.config.ts"), path.join(dir, "src/content.config.ts"));
  // The schemas themselves are shared with the content editor (src/shared/content-schemas.ts).
  await cp(path.join(root, "src/shared/content-schemas.ts"), path.join(dir, "src/shared/content-schemas.ts"));
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  await writeFile(path.join(dir, "package.json"), '{ "type": "module" }\n');
  await writeFile(path.join(dir, "astro.config.mjs"), 'import mdx from "@astrojs/mdx";\nexport default { integrations: [mdx()] };\n');
  if (edit) {
    const target = path.join(dir, edit.file);
    const source = await readFile(target, "utf8");
    const changed = source.replace(edit.from, edit.to);
    if (changed === source) throw new Error(`test setup: ${edit.file} does not match ${edit.from}`);
    await writeFile(target, changed);
  }
  return dir;
}

async function sync(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "sync"], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
  }
}

afterAll(async () => {
  await Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Each case starts an Astro process; several run at once on a shared machine, hence the long timeout.
describe("content collections", { timeout: 240_000 }, () => {
  it.concurrent("accept the committed content", async () => {
    const result = await sync(await projectWith());
    expect(result.output).not.toMatch(/InvalidContentEntryDataError/);
    expect(result.ok).toBe(true);
  });

  it.concurrent.each([
    { file: "content/presse/gruendung.mdx", from: /^date: .*$/m, to: "date: vierzehnter Mai", field: "date" },
    { file: "content/vorstand/02-katrin-albers.yaml", from: /^email: .*$/m, to: "email: katrin.albers", field: "email" },
    { file: "content/forderungen/03.yaml", from: /^number: .*$/m, to: "number: 11", field: "number" },
    { file: "content/seiten/mitgliedschaft.mdx", from: /^heading: .*$/m, to: "heading: 42", field: "heading" },
  ])("reject a broken $field in $file, naming file and field", async ({ file, from, to, field }) => {
    const result = await sync(await projectWith({ file, from, to }));
    expect(result.ok).toBe(false);
    expect(result.output).toContain("does not match collection schema");
    expect(result.output).toContain(file);
    // Astro prints e.g. "email: Invalid email address" (sometimes as "email**: **email: ...").
    expect(result.output).toMatch(new RegExp(`\\b${field}(\\*\\*)?: `));
  });

  it.concurrent("names the field with the editor's German message", async () => {
    const result = await sync(await projectWith({ file: "content/presse/gruendung.mdx", from: /^preview: .*$/m, to: "preview: Zu kurz." }));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/preview(\*\*)?: .*Mindestens 40 Zeichen, bisher 8\./);
  });
});

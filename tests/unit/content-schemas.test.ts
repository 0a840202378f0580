/**
 * The content collections accept the committed content/ and reject broken front matter with a
 * message that names the file and the field, in the editor's German. The collections of
 * src/content.config.ts (schemas from src/shared/content-schemas.ts) are called directly: Astro's
 * `defineCollection` and `glob` only wrap them and are stubbed here so the file loads outside
 * Astro, and the refusal is worded by Astro's own InvalidContentEntryDataError. One case runs the
 * real `astro sync` on a broken file, to prove Astro uses these schemas when it builds.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { AstroErrorData } from "astro/errors";

vi.mock("astro:content", () => ({ defineCollection: (collection: unknown) => collection }));
vi.mock("astro/loaders", () => ({ glob: (options: unknown) => ({ name: "glob-loader", options }) }));

const root = path.resolve(import.meta.dirname, "../..");
type Schema = z.ZodType | ((context: { image: () => z.ZodType }) => z.ZodType);
type Collection = { loader: { options: { pattern: string | string[]; base: string } }; schema: Schema };
type Entry = { collection: string; file: string; data: unknown };

// With the stubs above, each collection is what was passed to defineCollection: { loader: glob's options, schema }.
const collections = (await import("../../src/content.config.ts")).collections as unknown as Record<string, Collection>;

/** The files a collection's glob loader reads, relative to the project root. */
function filesOf(collection: Collection): string[] {
  const { pattern, base } = collection.loader.options;
  const patterns = [pattern].flat();
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  return readdirSync(path.join(root, base))
    .filter((name) => include.some((p) => path.matchesGlob(name, p)) && !exclude.some((p) => path.matchesGlob(name, p)))
    .map((name) => path.posix.join(base.replace(/^\.\//, ""), name));
}

/** Front matter of .mdx, the whole document of .yaml (as Astro's loaders read them). */
function dataOf(source: string, file: string): unknown {
  if (file.endsWith(".yaml")) return parseYaml(source);
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  if (frontMatter === undefined) throw new Error(`${file} has no front matter`);
  return parseYaml(frontMatter);
}

/** Astro's `image()` resolves the path next to the entry; the build fails when the file is missing. */
function schemaFor(collection: Collection, file: string): z.ZodType {
  if (typeof collection.schema !== "function") return collection.schema;
  const image = () => z.string().refine((src) => existsSync(path.resolve(root, path.dirname(file), src)), "Image not found");
  return collection.schema({ image });
}

/** Validates one entry; on failure returns the message Astro prints, led by the file like Astro's location line. */
function validate({ collection, file, data }: Entry): { ok: true } | { ok: false; issues: z.core.$ZodIssue[]; message: string } {
  const parsed = schemaFor(collections[collection]!, file).safeParse(data);
  if (parsed.success) return { ok: true };
  const id = path.basename(file).replace(/\.\w+$/, "");
  return { ok: false, issues: parsed.error.issues, message: `${file}\n${AstroErrorData.InvalidContentEntryDataError.message(collection, id, parsed.error)}` };
}

const committed: Entry[] = Object.entries(collections).flatMap(([collection, config]) =>
  filesOf(config).map((file) => ({ collection, file, data: dataOf(readFileSync(path.join(root, file), "utf8"), file) })),
);

const brokenCases = [
  {
    file: "content/presse/gruendung.mdx",
    from: /^date: .*$/m,
    to: "date: vierzehnter Mai",
    field: "date",
    message: "Bitte ein gültiges Datum angeben (TT.MM.JJJJ).",
  },
  {
    file: "content/vorstand/02-katrin-albers.yaml",
    from: /^email: .*$/m,
    to: "email: katrin.albers",
    field: "email",
    message: "Bitte eine gültige E-Mail-Adresse angeben (name@beispiel.de).",
  },
  { file: "content/forderungen/03.yaml", from: /^number: .*$/m, to: "number: 11", field: "number", message: "Höchstens 10." },
  { file: "content/seiten/mitgliedschaft.mdx", from: /^heading: .*$/m, to: "heading: 42", field: "heading", message: "Das Feld muss ein Text sein." },
  // The editor's German message, with the count of what is there.
  { file: "content/presse/gruendung.mdx", from: /^preview: .*$/m, to: "preview: Zu kurz.", field: "preview", message: "Mindestens 40 Zeichen, bisher 8." },
];

function broken({ file, from, to }: (typeof brokenCases)[number]): Entry {
  const source = readFileSync(path.join(root, file), "utf8");
  const changed = source.replace(from, to);
  if (changed === source) throw new Error(`test setup: ${file} does not match ${from}`);
  const entry = committed.find((e) => e.file === file);
  if (!entry) throw new Error(`test setup: ${file} belongs to no collection`);
  return { ...entry, data: dataOf(changed, file) };
}

describe("content collections", () => {
  it("read every committed content file (each collection has entries)", () => {
    for (const name of Object.keys(collections)) expect(committed.filter((e) => e.collection === name).length, name).toBeGreaterThan(0);
    expect(committed.map((e) => e.file)).toContain("content/dokumente/satzung.mdx");
  });

  it("accept the committed content", () => {
    const refused = committed.map((entry) => validate(entry)).flatMap((result) => (result.ok ? [] : [result.message]));
    expect(refused).toEqual([]);
  });

  it.each(brokenCases)("reject a broken $field in $file, naming file and field ($message)", (brokenCase) => {
    const result = validate(broken(brokenCase));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path[0])).toEqual([brokenCase.field]);
    expect(result.message).toContain("does not match collection schema");
    expect(result.message).toContain(brokenCase.file);
    expect(result.message).toContain(`**${brokenCase.field}**: ${brokenCase.message}`);
  });
});

// The build-level proof: Astro itself refuses a broken file with file and field named. One Astro
// process (a few seconds); the cases above cover the other fields without spawning Astro.
describe("astro sync", { timeout: 120_000 }, () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("refuses a too short teaser in content/presse, naming file and field with the editor's German message", async () => {
    const { file, from, to } = brokenCases[4]!;
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
    const target = path.join(dir, file);
    await writeFile(target, (await readFile(target, "utf8")).replace(from, to));

    const output = await promisify(execFile)(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "sync"], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    }).then(
      ({ stdout, stderr }) => ({ ok: true, text: stdout + stderr }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, text: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
    );
    expect(output.ok).toBe(false);
    expect(output.text).toContain("does not match collection schema");
    expect(output.text).toContain(file);
    // Astro prints "preview: …" (sometimes as "preview**: **preview: ...").
    expect(output.text).toMatch(/preview(\*\*)?: .*Mindestens 40 Zeichen, bisher 8\./);
  });
});

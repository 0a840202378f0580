/** Imports every Netlify function (modern form: default handler + `config`) from a folder. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { compilePathPattern, type PathPattern } from "#platform/http/path-pattern.ts";

export interface LoadedFunction {
  name: string;
  patterns: PathPattern[];
  methods: string[] | undefined;
  schedule: string | undefined;
  handler: (req: Request, context: Context) => Promise<Response> | Response;
}

export async function loadFunctions(dir: string): Promise<LoadedFunction[]> {
  let files: string[] = [];
  try {
    files = (await readdir(dir)).filter((f) => /\.(mts|ts|mjs|js)$/.test(f) && !/\.test\./.test(f));
  } catch {
    return [];
  }
  const loaded: LoadedFunction[] = [];
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: LoadedFunction["handler"]; config?: Config };
    if (typeof mod.default !== "function") continue;
    const name = file.replace(/\.[^.]+$/, "");
    const config = mod.config ?? {};
    const paths = config.path ? (Array.isArray(config.path) ? config.path : [config.path]) : [`/.netlify/functions/${name}`];
    const methods = config.method ? (Array.isArray(config.method) ? config.method : [config.method]).map((m) => m.toUpperCase()) : undefined;
    loaded.push({
      name,
      patterns: paths.map((p) => compilePathPattern(p)),
      methods,
      schedule: (config as { schedule?: string }).schedule,
      handler: mod.default,
    });
  }
  return loaded;
}

/**
 * Every route of every Netlify function in netlify/functions/, read from the function's route
 * table (the router attaches it as `handler.routes`), with the function's config.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import type { Route } from "#platform/http/router.ts";

export const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "../../netlify/functions");

type Handler = ((req: Request, context: Context) => Promise<Response>) & { routes?: readonly Route[] };

export interface LoadedFunctionModule {
  file: string;
  handler: Handler;
  config: Config & { schedule?: string };
}

export interface FunctionRoute extends Pick<Route, "method" | "path" | "access"> {
  file: string;
  handler: Handler;
}

export async function loadFunctionModules(): Promise<LoadedFunctionModule[]> {
  const files = (await readdir(FUNCTIONS_DIR)).filter((f) => /\.m?[jt]s$/.test(f) && !f.includes(".test.")).sort();
  const modules: LoadedFunctionModule[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(FUNCTIONS_DIR, file)).href)) as { default?: Handler; config?: Config };
    if (typeof mod.default !== "function") continue;
    modules.push({ file, handler: mod.default, config: (mod.config ?? {}) as LoadedFunctionModule["config"] });
  }
  return modules;
}

export async function loadFunctionRoutes(): Promise<FunctionRoute[]> {
  return (await loadFunctionModules()).flatMap((m) =>
    (m.handler.routes ?? []).map((r) => ({ file: m.file, handler: m.handler, method: r.method, path: r.path, access: r.access })),
  );
}

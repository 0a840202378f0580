/**
 * The resolution esm-format-hook.ts gives Node's loader for relative and absolute `.js` imports
 * (ADR 300): the file's real path and its package's "type", read once per folder, without Node's
 * per-file re-parse of the package's "exports" map. undefined hands the import to Node unchanged.
 */
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The "type" of the package.json nearest to a folder ("module"/"commonjs"), or undefined. */
const typeOfFolder = new Map<string, string | undefined>();

function packageType(folder: string): string | undefined {
  if (typeOfFolder.has(folder)) return typeOfFolder.get(folder);
  if (path.basename(folder) === "node_modules") return undefined; // Node's walk stops there too
  let type: string | undefined;
  try {
    const parsed = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { type?: unknown };
    type = parsed.type === "module" || parsed.type === "commonjs" ? parsed.type : undefined;
  } catch (error) {
    const parent = path.dirname(folder);
    // No package.json here: the parent's answer, as Node walks up. An unreadable one: Node decides.
    type = (error as NodeJS.ErrnoException).code === "ENOENT" && parent !== folder ? packageType(parent) : undefined;
  }
  typeOfFolder.set(folder, type);
  return type;
}

/** A `.js` file a relative or absolute specifier names, its real path and format; else undefined. */
export function fastResolve(specifier: string, parentURL: string | undefined): { url: string; format: string } | undefined {
  if (!specifier.endsWith(".js") || !parentURL?.startsWith("file:")) return undefined;
  const relative = specifier.startsWith("./") || specifier.startsWith("../");
  if (!relative && !specifier.startsWith("file:") && !specifier.startsWith("/")) return undefined;
  try {
    const target = specifier.startsWith("/") ? specifier : fileURLToPath(new URL(specifier, parentURL));
    const real = realpathSync.native(target);
    if (!statSync(real).isFile()) return undefined;
    const format = packageType(path.dirname(real));
    return format ? { url: pathToFileURL(real).href, format } : undefined;
  } catch {
    return undefined; // missing, or an odd URL: Node's resolver gives the error it always gave
  }
}

/**
 * Loaded into every vitest worker (`execArgv: ["--import", …]` in vitest.config.ts, ADR 300).
 *
 * vitest imports the external packages (drizzle-orm, date-fns, pglite, …) with Node's own loader.
 * For every `.js` file Node 24 asks which package scope it belongs to, and that call rebuilds the
 * package.json object, parsing its whole "exports" map again (nodejs/node's
 * `getPackageScopeConfig` spreads the lazily parsed fields). drizzle-orm's and date-fns's maps are
 * ~180-200 KB, read once per file of theirs: a profiled database test file spent about 5 of its
 * ~26 CPU-s there. This resolve hook answers the relative and absolute `.js` imports itself, with
 * the nearest package.json's "type" read once per folder; everything else, and any file whose
 * package names no "type" (Node then looks at the source), goes to Node's resolver unchanged.
 */
import { registerHooks } from "node:module";
import { fastResolve } from "./esm-fast-resolve.ts";

registerHooks({
  resolve(specifier, context, nextResolve) {
    // require() keeps Node's own path (its module cache is keyed differently); only imports are answered here.
    if (context.conditions?.includes("require")) return nextResolve(specifier, context);
    const fast = fastResolve(specifier, context.parentURL);
    return fast ? { ...fast, shortCircuit: true } : nextResolve(specifier, context);
  },
});

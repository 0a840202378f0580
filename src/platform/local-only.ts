/**
 * Imports a package that only local runs use (the embedded PGlite database and its drizzle
 * driver). The specifier is a run-time value on purpose: Netlify's bundler (esbuild, then nft)
 * follows every literal import, also dynamic ones, and would put these packages into every
 * production bundle (PGlite alone is 16 MB of WebAssembly and data). Production never reaches
 * these imports (ADR 202); npm start, the tests and the CLI scripts resolve them from node_modules.
 */
export function importLocalOnly<T>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}

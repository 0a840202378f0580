/**
 * Paths in the local server's data folder (DATA_DIR, default `.data`: signing keys, mail outbox).
 *
 * Joined inside this function on purpose. Netlify's bundler traces each function's files with nft,
 * which evaluates `path.resolve(process.env.DATA_DIR || ".data", "outbox")` at a call site to the
 * pattern `<repo>/**\/*\/outbox` and globs the whole repository, node_modules included, for it: 1.5 to
 * 2.5 CPU-seconds a pattern, seven patterns, in every one of the 22 functions (ADR 295). Segments
 * that arrive as parameters are opaque to it, so nothing is globbed.
 */
import path from "node:path";

export function inFolder(folder: string, ...segments: string[]): string {
  return path.resolve(folder, ...segments);
}

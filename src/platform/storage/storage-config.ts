import { z } from "zod";
import { onNetlifyRuntime } from "../runtime.ts";

/**
 * Which object storage a process uses follows from the environment alone, like the database:
 *
 *   STORAGE_DRIVER=blobs, or in a Netlify function       -> Netlify Blobs (site-wide stores; the
 *   (globalThis.Netlify, src/platform/runtime.ts)          client reads its credentials from the
 *                                                          Blobs context Netlify passes with each
 *                                                          invocation, NETLIFY_BLOBS_CONTEXT)
 *   DATA_DIR=memory:// (tests)                           -> process memory
 *   otherwise                                            -> the folder DATA_DIR/storage (default .data)
 */
const storageEnvSchema = z.object({
  STORAGE_DRIVER: z.enum(["folder", "blobs", "memory"]).optional(),
  DATA_DIR: z.string().default(".data"),
});

export type StorageConfig = { driver: "blobs" } | { driver: "memory" } | { driver: "folder"; root: string };

export function storageConfig(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  const env = storageEnvSchema.parse(source);
  const driver = env.STORAGE_DRIVER ?? (onNetlifyRuntime() ? "blobs" : env.DATA_DIR === "memory://" ? "memory" : "folder");
  if (driver === "folder") {
    if (env.DATA_DIR === "memory://") throw new Error("STORAGE_DRIVER=folder needs a DATA_DIR folder, not memory://");
    return { driver, root: `${env.DATA_DIR}/storage` };
  }
  return { driver };
}

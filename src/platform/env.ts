/**
 * Server configuration, read once from the environment and validated with zod.
 * Every optional service degrades to a local default when its variables are unset.
 */
import { z } from "zod";
import { isProduction, onNetlifyRuntime } from "./runtime.ts";

const envSchema = z.object({
  DATABASE_URL: z.string().optional(),
  NETLIFY_DATABASE_URL: z.string().optional(),
  DATABASE_DRIVER: z.enum(["neon", "postgres"]).optional(),
  NETLIFY: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  AUTO_MIGRATE: z.enum(["true", "false"]).optional(),
});

export interface ServerEnv {
  databaseUrl: string | undefined;
  databaseDriver: "neon" | "postgres";
  dataDir: string;
  autoMigrate: boolean;
}

export function serverEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const env = envSchema.parse(source);
  const databaseUrl = env.DATABASE_URL || env.NETLIFY_DATABASE_URL || undefined;
  // The Netlify build (NETLIFY=true) and Netlify's functions talk to Neon.
  const onNetlify = env.NETLIFY === "true" || onNetlifyRuntime();
  return {
    databaseUrl,
    databaseDriver: env.DATABASE_DRIVER ?? (onNetlify || /neon\.tech/.test(databaseUrl ?? "") ? "neon" : "postgres"),
    dataDir: env.DATA_DIR,
    // Local and test databases migrate on open; production never changes the schema at request
    // time: it migrates in the production deploy's build (scripts/db-migrate.ts, ADR 201).
    autoMigrate: env.AUTO_MIGRATE ? env.AUTO_MIGRATE === "true" : !isProduction(source) && env.NETLIFY !== "true",
  };
}

/**
 * Runs seeders in dependency order, each at most once per database (seed_markers). Refuses to run
 * against production: the demo passwords are public.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { berlinDate } from "#shared/dates.ts";
import { now } from "../clock.ts";
import { ensureDemoUsers } from "./seed-users.ts";
import { SeedRandom, type Seeder } from "./seed-context.ts";
import { isProduction } from "../runtime.ts";

/** Why seeding must not run here, or undefined when it may. */
export function seedRefusal(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NETLIFY === "true" || env.CONTEXT === "production" || isProduction(env)) return "not on a Netlify deploy (the demo passwords are public)";
  if (env.CLERK_SECRET_KEY) return "not with Clerk configured (demo accounts are local accounts)";
  if (/neon\.tech/.test(env.DATABASE_URL ?? "") || /neon\.tech/.test(env.NETLIFY_DATABASE_URL ?? "")) return "not against a Neon database (production)";
  return undefined;
}

export function orderSeeders(seeders: readonly Seeder[]): Seeder[] {
  const byName = new Map(seeders.map((s) => [s.name, s]));
  const ordered: Seeder[] = [];
  const visiting = new Set<string>();
  const visit = (seeder: Seeder) => {
    if (ordered.includes(seeder)) return;
    if (visiting.has(seeder.name)) throw new Error(`Seeder cycle at ${seeder.name}`);
    visiting.add(seeder.name);
    for (const dependency of seeder.after ?? []) {
      const before = byName.get(dependency);
      if (!before) throw new Error(`Seeder ${seeder.name} needs ${dependency}, which is not registered`);
      visit(before);
    }
    ordered.push(seeder);
  };
  seeders.forEach(visit);
  return ordered;
}

export interface SeedSummary {
  ran: string[];
  skipped: string[];
}

export async function runSeeders(db: Db, seeders: readonly Seeder[], log: (line: string) => void = console.log): Promise<SeedSummary> {
  const users = await ensureDemoUsers(db, log);
  const random = new SeedRandom(20_241_010); // the association's founding day
  const summary: SeedSummary = { ran: [], skipped: [] };
  for (const seeder of orderSeeders(seeders)) {
    const claimed = await db.execute(sql`INSERT INTO seed_markers (name) VALUES (${seeder.name}) ON CONFLICT DO NOTHING RETURNING name`);
    if (rowCount(claimed) === 0) {
      summary.skipped.push(seeder.name);
      continue;
    }
    try {
      await seeder.run({ db, users, random: random.fork(seeder.name), today: berlinDate(now()), log });
      summary.ran.push(seeder.name);
      log(`seed: ${seeder.name}`);
    } catch (error) {
      await db.execute(sql`DELETE FROM seed_markers WHERE name = ${seeder.name}`);
      throw error;
    }
  }
  return summary;
}

function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}

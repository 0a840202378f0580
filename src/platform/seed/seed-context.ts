/**
 * What a module's seeder gets: the database, the demo users by role, a deterministic random source
 * and a fixed "today" (so the demo data is the same on every machine and every run, and dates sit
 * around the real today rather than in the past).
 */
import type { Db } from "../db/client.ts";
import type { Role } from "#shared/roles.ts";

export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
}

export interface SeedContext {
  db: Db;
  /** The demo accounts: one per role plus further members (seed-users.ts). */
  users: { admin: SeedUser; management: SeedUser; board: SeedUser; member: SeedUser; all: readonly SeedUser[] };
  random: SeedRandom;
  /** Today in Berlin (YYYY-MM-DD) when the seed runs. */
  today: string;
  log(line: string): void;
}

export interface Seeder {
  /** Unique; a seeder runs once per database (seed_markers), so a second `db:seed` changes nothing. */
  name: string;
  /** Seeders whose data this one builds on (run first). */
  after?: readonly string[];
  run(context: SeedContext): Promise<void>;
}

/** A small deterministic PRNG (mulberry32) with helpers; the same seed gives the same data. */
export class SeedRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  /** A fresh generator for one seeder, so adding a seeder never changes another's data. */
  fork(label: string): SeedRandom {
    let hash = 2166136261;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    return new SeedRandom(hash ^ this.state);
  }
}

/** `days` after (or before, if negative) an ISO date (the one date module's). */
export { addDays } from "#shared/dates.ts";

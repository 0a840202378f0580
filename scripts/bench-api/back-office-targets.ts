/**
 * The back-office list endpoints at 10,000 rows (issue 5): seeded before the server starts
 * (seed-back-office.ts), called as the seeded administrator with a bearer token that is renewed
 * before its 60 s lifetime ends.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ApiTarget } from "./targets.ts";

export interface SeededBench {
  userId: string;
  sessionId: string;
  seeded: Record<string, Record<string, unknown>>;
}

/**
 * BENCH_SEEDED=<file> (with DATABASE_URL): when the file exists, the database holds the seed of an
 * earlier run with the same BENCH_MODULES, recorded in that file; it is used as it is (a
 * re-measure after a change skips the many minutes of seeding). Without the file the run seeds
 * and records it there.
 */
export function seedBackOffice(dataDir: string): SeededBench {
  const reuse = process.env.DATABASE_URL ? process.env.BENCH_SEEDED : undefined;
  if (reuse && existsSync(reuse)) {
    console.log(`Reusing the seed recorded in ${reuse} (database ${new URL(process.env.DATABASE_URL!).pathname.slice(1)}).`);
    return JSON.parse(readFileSync(reuse, "utf8")) as SeededBench;
  }
  const seeded = seedOnce(dataDir);
  if (reuse) writeFileSync(reuse, JSON.stringify(seeded));
  return seeded;
}

function seedOnce(dataDir: string): SeededBench {
  const seed = spawnSync(process.execPath, [path.join(import.meta.dirname, "seed-back-office.ts")], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seeding the back-office rows failed: ${seed.stderr.slice(-1500)}`);
  return JSON.parse(seed.stdout.trim().split("\n").at(-1)!);
}

/** Keeps a fresh token for the seeded session; the key is read from the server's data folder. */
export async function startTokenRenewal(
  dataDir: string,
  login: { userId: string; sessionId: string },
  origin: string,
): Promise<{ header: () => Record<string, string>; stop: () => void }> {
  process.env.DATA_DIR = dataDir; // getSigningKeys reads DATA_DIR/auth-keys/ (written by the seed)
  const { mintSessionToken } = await import("#platform/auth/local/mint-token.ts");
  let token = (await mintSessionToken({ ...login, authorizedParty: origin })).token;
  const timer = setInterval(async () => {
    token = (await mintSessionToken({ ...login, authorizedParty: origin })).token;
  }, 20_000);
  return { header: () => ({ authorization: `Bearer ${token}` }), stop: () => clearInterval(timer) };
}

/**
 * "Weiter" from page 199 to 200 sends page 199's nextCursor (keyset paging); fetched once here.
 * The same page by page number alone (OFFSET 9,950) stays in the list for comparison: the API
 * still answers it, the screens no longer ask for it.
 */
async function cursorAfter(baseUrl: string, header: () => Record<string, string>, listPath: string): Promise<string> {
  const response = await fetch(baseUrl + listPath, { headers: header() });
  if (!response.ok) throw new Error(`GET ${listPath}: ${response.status} ${await response.text()}`);
  const { nextCursor } = (await response.json()) as { nextCursor?: string };
  if (!nextCursor) throw new Error(`GET ${listPath}: no nextCursor`);
  return nextCursor;
}

/** The back-office lists of applications and members (module "members" for BENCH_MODULES). */
export async function backOfficeTargets(baseUrl: string, header: () => Record<string, string>): Promise<ApiTarget[]> {
  const get = (name: string, p: string, kind: "list" | "search" = "list"): ApiTarget => ({
    name,
    kind,
    module: "members",
    method: "GET",
    path: p,
    headers: header,
    expect: [200],
  });
  // Page 200 of 10,000 rows; a smaller BENCH_ROWS run pages as deep as its rows allow.
  const deep = Math.max(2, Math.min(200, Math.floor(Number(process.env.BENCH_ROWS ?? 10_000) / 50) - 1));
  const membersDeep = await cursorAfter(baseUrl, header, `/api/members?page=${deep - 1}&pageSize=50`);
  const applicationsDeep = await cursorAfter(baseUrl, header, `/api/membership-applications/review?page=${deep - 1}&pageSize=50`);
  return [
    get("GET applications (10k, newest first)", "/api/membership-applications/review"),
    get("GET applications (10k, status+search+sort)", "/api/membership-applications/review?status=pending&q=bahn%201&sort=company_name&dir=asc", "search"),
    get(`GET applications page ${deep} by cursor (10k)`, `/api/membership-applications/review?page=${deep}&pageSize=50&cursor=${applicationsDeep}`),
    get("GET members (10k, by name)", "/api/members"),
    get("GET members (10k, state+class, by km)", "/api/members?state=Bayern&membershipClass=ordinary&sort=track_length_km&dir=desc"),
    get(`GET members page ${deep} by cursor (10k)`, `/api/members?page=${deep}&pageSize=50&cursor=${membersDeep}`),
    // Issue 27 gives this row no bar ("keep it out of every screen"): printed as measured;
    // MembersScreen.test.tsx ("pages by cursor, never by OFFSET") keeps the screen off it.
    { ...get(`GET members page ${deep} by OFFSET (10k, API only)`, `/api/members?page=${deep}&pageSize=50`), withoutBar: "API only" },
    get("GET member-figures (10k)", "/api/members/figures"),
  ];
}

/**
 * Keyset paging of the applications and member lists (src/platform/paging/keyset.ts): walking
 * with nextCursor, and back with prevCursor, yields exactly the pages OFFSET yields, for every
 * sort in both directions, with tied keys and NULL keys. The rows of a run carry one unique word
 * and every request searches for it, so rows of other test files never get in between.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "@netlify/functions";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { memberships } from "#modules/members/server/tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { createRoleUsers, roleRequest } from "../helpers/role-users.ts";
import { submittedApplication } from "#modules/membership-applications/server/testing/application-fixture.ts";
import applications from "../../netlify/functions/membership-applications.mts";
import members from "../../netlify/functions/members.mts";

type Handler = (req: Request, context: Context) => Promise<Response>;
interface PageBody {
  items: { id: string }[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

// Searches are limited per person (ADR 241: 120 a minute); the walks below make more than that,
// so each list is read by a board member of its own, as two people would.
const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const applicationTokens = new Map<string, string>();
const word = `Kursor${Math.random().toString(36).slice(2, 8)}`;
const ROWS = 23;
const PAGE_SIZE = 10;

async function list(fn: Handler, path: string, params: Record<string, string>): Promise<{ status: number; body: PageBody & { details?: string[] } }> {
  const query = new URLSearchParams({ q: word, pageSize: String(PAGE_SIZE), ...params });
  const reader = fn === applications ? applicationTokens : tokens;
  const { request, context } = roleRequest("GET", `${path}?${query}`, { token: reader.get("vorstand") });
  const response = await fn(request, context);
  return { status: response.status, body: await response.json() };
}

/** Pages 1..n by OFFSET, then the same walk by cursors forwards and backwards. */
async function expectCursorWalkMatchesOffsets(fn: Handler, path: string, sort: string, dir: string) {
  const pages = Math.ceil(ROWS / PAGE_SIZE);
  const byOffset: string[][] = [];
  for (let page = 1; page <= pages; page++) {
    const { body } = await list(fn, path, { sort, dir, page: String(page) });
    expect(body.total).toBe(ROWS);
    byOffset.push(body.items.map((i) => i.id));
  }
  expect(byOffset.flat()).toHaveLength(ROWS);

  let current = await list(fn, path, { sort, dir });
  const forward = [current.body.items.map((i) => i.id)];
  for (let page = 2; page <= pages; page++) {
    current = await list(fn, path, { sort, dir, page: String(page), cursor: current.body.nextCursor! });
    expect(current.status).toBe(200);
    expect(current.body.page).toBe(page);
    expect(current.body.total).toBe(ROWS);
    forward.push(current.body.items.map((i) => i.id));
  }
  expect(forward).toEqual(byOffset);
  const past = await list(fn, path, { sort, dir, page: String(pages + 1), cursor: current.body.nextCursor! });
  expect(past.body.items).toEqual([]);

  const backward = [forward.at(-1)!];
  for (let page = pages - 1; page >= 1; page--) {
    current = await list(fn, path, { sort, dir, page: String(page), cursor: current.body.prevCursor! });
    backward.unshift(current.body.items.map((i) => i.id));
  }
  expect(backward).toEqual(byOffset);
}

beforeAll(async () => {
  const db = await getDb();
  await createRoleUsers(userIds, tokens);
  await createRoleUsers(new Map(), applicationTokens);
  // Ties on every key (three names, two states, two lengths) and NULL states and lengths.
  const orgs = await db
    .insert(organizations)
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        name: `${word} ${["Alpha", "beta", "Gamma"][i % 3]}`,
        kind: "member_company" as const,
        state: i % 4 === 0 ? null : ["Sachsen", "Bayern"][i % 2],
        city: "Leipzig",
      })),
    )
    .returning({ id: organizations.id });
  await db.insert(memberships).values(
    orgs.map((org, i) => ({
      organizationId: org.id,
      membershipClass: (["ordinary", "supporting", "honorary"] as const)[i % 3],
      entryDate: `2025-0${1 + (i % 3)}-01`,
      trackLengthKm: i % 5 === 0 ? null : String((i % 2) * 10 + 2.5),
    })),
  );
  for (let i = 0; i < ROWS; i++) {
    await submittedApplication({
      company_name: `${word} ${["Nord", "süd"][i % 2]} GmbH`,
      state: (["Sachsen", "Bayern", "Berlin"] as const)[i % 3],
      desired_entry_date: `2099-0${1 + (i % 2)}-01`,
    });
  }
}, 120_000);
afterAll(() => closeDatabase());

describe("keyset paging of the member register", () => {
  for (const sort of ["name", "membership_class", "status", "state", "entry_date", "track_length_km"]) {
    for (const dir of ["asc", "desc"]) {
      it(`walks ${sort} ${dir} by cursor exactly as by page number`, () => expectCursorWalkMatchesOffsets(members, "/api/members", sort, dir));
    }
  }
});

describe("keyset paging of the applications", () => {
  for (const sort of ["created_at", "company_name", "state", "status", "desired_entry_date"]) {
    for (const dir of ["asc", "desc"]) {
      it(`walks ${sort} ${dir} by cursor exactly as by page number`, () =>
        expectCursorWalkMatchesOffsets(applications, "/api/membership-applications/review", sort, dir));
    }
  }

  it("finds applications regardless of case (stored lower-cased search text)", async () => {
    const { body } = await list(applications, "/api/membership-applications/review", { q: `${word.toUpperCase()} NORD` });
    expect(body.total).toBe(Math.ceil(ROWS / 2));
  });
});

describe("bad cursors", () => {
  it("answers 400 with a German message for a garbled cursor and for one of another sort", async () => {
    const garbled = await list(members, "/api/members", { cursor: "bm90LWpzb24" });
    expect(garbled.status).toBe(400);
    expect(garbled.body.details).toEqual(["cursor: Seitenmarke ist ungültig oder gehört zu einer anderen Sortierung"]);
    const byName = await list(members, "/api/members", {});
    const otherSort = await list(members, "/api/members", { sort: "state", cursor: byName.body.nextCursor! });
    expect(otherSort.status).toBe(400);
    const notBase64 = await list(applications, "/api/membership-applications/review", { cursor: "a+b" });
    expect(notBase64.status).toBe(400);
  });
});

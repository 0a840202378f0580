/**
 * The stored sliding-window limit (SPEC section 9): exactly `limit` of many parallel hits pass, and
 * the count holds across a window boundary. Run with TEST_DATABASE_URL too: PGlite serialises
 * everything and would hide a race.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "../db/client.ts";
import { CONTACT_RATE_LIMIT, hitRateLimit } from "./rate-limit.ts";

beforeAll(() => getDb(), 120_000);
afterAll(() => closeDatabase());

const uniqueIp = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}-${Date.now()}-${Math.random()}`;
const windowMs = CONTACT_RATE_LIMIT.windowMs;

describe("hitRateLimit", () => {
  it("lets exactly five of twelve parallel messages from one client through", async () => {
    const db = await getDb();
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(db, CONTACT_RATE_LIMIT, ip)));
    expect(results.filter((r) => r.allowed)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    expect((await hitRateLimit(db, CONTACT_RATE_LIMIT, uniqueIp())).allowed).toBe(true);
  });

  it("still refuses the sixth message when a window boundary falls between it and the other five", async () => {
    const db = await getDb();
    const ip = uniqueIp();
    const boundary = Math.ceil(Date.now() / windowMs) * windowMs;
    for (let i = 0; i < 5; i++) expect((await hitRateLimit(db, CONTACT_RATE_LIMIT, ip, new Date(boundary - 5_000))).allowed).toBe(true);
    const sixth = await hitRateLimit(db, CONTACT_RATE_LIMIT, ip, new Date(boundary + 5_000));
    expect(sixth.allowed).toBe(false);
    // A full window after the five, the client may write again.
    expect((await hitRateLimit(db, CONTACT_RATE_LIMIT, ip, new Date(boundary + windowMs))).allowed).toBe(true);
  });
});

/**
 * Brute-force slowing that cannot be turned against the owner (issue 10): growing delays per
 * address and client, a limit per client for any address, and an address-wide limit that applies
 * only to clients and browsers that never signed in to the address. Parallel attempts must not
 * slip past a limit: brute-force-races.pg.test.ts (real Postgres).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client.ts";
import { createUser } from "../test-users.ts";
import { signIn, uniqueEmail, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";
import { pairDelayMs, reservePairAttempt } from "./attempts.ts";

const codeOf = (body: Record<string, unknown>) => (body.errors as { code: string }[] | undefined)?.[0]?.code;
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("__vnsi_device="))
    ?.split(";")[0];

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-brute-"));
  await getDb();
}, 120_000);
afterEach(() => {
  delete process.env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT;
  delete process.env.LOCAL_AUTH_MAX_FAILURES_PER_ADDRESS;
});

describe("brute-force slowing", () => {
  it("slows one client guessing one address with growing delays, and says how long to wait", async () => {
    const user = await createUser();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, "falsch-falsch", { ip })).response.status).toBe(422);
    const slowed = await signIn(user.email, user.password, { ip });
    expect(slowed.response.status).toBe(429);
    expect(codeOf(slowed.body)).toBe("too_many_requests");
    expect(slowed.body.message).toBe("Zu viele Anfragen. Bitte versuchen Sie es später erneut.");
    expect(Number(slowed.response.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(Number(slowed.response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // The owner, from another client, is not slowed by that guessing.
    expect((await signIn(user.email, user.password, { ip: uniqueIp() })).response.status).toBe(200);
  });

  it("doubles the wait after every further failure, up to an hour", async () => {
    expect([4, 5, 6, 7, 11, 30].map((n) => pairDelayMs(n, 5) / 60_000)).toEqual([0, 1, 2, 4, 60, 60]);
    const key = `pair-${uniqueEmail()}`;
    const start = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < 5; i++) expect((await reservePairAttempt(key, 5, new Date(start.getTime() + i * 1000))).allowed).toBe(true);
    const early = await reservePairAttempt(key, 5, new Date(start.getTime() + 30_000));
    expect(early).toMatchObject({ allowed: false });
    expect(early.retryAfterSeconds).toBe(34);
    expect((await reservePairAttempt(key, 5, new Date(start.getTime() + 65_000))).allowed).toBe(true);
    // Six failures now: the next try waits two minutes.
    expect((await reservePairAttempt(key, 5, new Date(start.getTime() + 125_000))).allowed).toBe(false);
    expect((await reservePairAttempt(key, 5, new Date(start.getTime() + 186_000))).allowed).toBe(true);
  });

  it("cannot be used to lock the owner out: failures from many clients block only unknown clients", async () => {
    process.env.LOCAL_AUTH_MAX_FAILURES_PER_ADDRESS = "8";
    const user = await createUser();
    const home = uniqueIp();
    const first = await signIn(user.email, user.password, { ip: home });
    expect(first.response.status).toBe(200);
    const device = deviceCookieOf(first.response);
    expect(device).toBeDefined();
    for (let i = 0; i < 8; i++) expect((await signIn(user.email, "falsch-falsch", { ip: uniqueIp() })).response.status).toBe(422);
    // The attacker's next client, even with the right password, is refused ...
    expect((await signIn(user.email, user.password, { ip: uniqueIp() })).response.status).toBe(429);
    // ... while the owner signs in from the known client, and from a new network in the known browser.
    expect((await signIn(user.email, user.password, { ip: home })).response.status).toBe(200);
    expect((await signIn(user.email, user.password, { ip: uniqueIp(), headers: { cookie: device! } })).response.status).toBe(200);
  });

  it("forgets failures after a successful sign-in", async () => {
    const user = await createUser();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) await signIn(user.email, "falsch-falsch", { ip });
    expect((await signIn(user.email, user.password, { ip })).response.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, "falsch-falsch", { ip })).response.status).toBe(422);
    expect((await signIn(user.email, user.password, { ip })).response.status).toBe(200);
  });

  it("limits one client guessing many addresses", async () => {
    process.env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT = "6";
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) expect((await signIn(uniqueEmail(), "falsch-falsch", { ip })).response.status).toBe(422);
    const user = await createUser();
    expect((await signIn(user.email, user.password, { ip })).response.status).toBe(429);
    expect((await signIn(user.email, user.password, { ip: uniqueIp() })).response.status).toBe(200);
  });

  it("counts an IPv6 client by its /64", async () => {
    process.env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT = "3";
    for (let i = 0; i < 3; i++)
      expect((await signIn(uniqueEmail(), "falsch-falsch", { ip: `2001:db8:77:${i}::${i + 1}`.replace(/:(\d)::/, ":0::") })).response.status).toBe(422);
    // Three different /64s above; now rotate inside one /64.
    const net = "2001:db8:99:1";
    for (let i = 1; i <= 3; i++) expect((await signIn(uniqueEmail(), "falsch-falsch", { ip: `${net}::${i}` })).response.status).toBe(422);
    expect((await signIn(uniqueEmail(), "falsch-falsch", { ip: `${net}:ffff:1:2:3` })).response.status).toBe(429);
  });
});

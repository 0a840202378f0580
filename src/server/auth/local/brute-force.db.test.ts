/**
 * Sign-in guessing is slowed: after LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT failures for one address
 * (from any client) or LOCAL_AUTH_MAX_FAILURES_PER_CLIENT failures from one client (for any
 * address) within 15 minutes, sign-in answers 429 too_many_requests, even with the right password.
 * Parallel attempts must not slip past the limit (meaningful on real Postgres).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client.ts";
import { createUser } from "../test-users.ts";
import { signIn, uniqueEmail, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";

const codeOf = (body: Record<string, unknown>) => (body.errors as { code: string }[] | undefined)?.[0]?.code;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-brute-"));
  await getDb();
}, 120_000);
afterEach(() => {
  delete process.env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT;
});

describe("brute-force slowing", () => {
  it("locks an account after 5 failures from changing clients, even for the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, "falsch-falsch", { ip: uniqueIp() })).response.status).toBe(422);
    const locked = await signIn(user.email, user.password, { ip: uniqueIp() });
    expect(locked.response.status).toBe(429);
    expect(codeOf(locked.body)).toBe("too_many_requests");
    expect(locked.body.message).toBe("Zu viele Anfragen. Bitte versuchen Sie es später erneut.");
    expect(locked.response.headers.get("retry-after")).toBe("900");
    // Another account is not affected.
    const other = await createUser();
    expect((await signIn(other.email, other.password)).response.status).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await signIn(user.email, "falsch-falsch");
    expect((await signIn(user.email, user.password)).response.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, "falsch-falsch")).response.status).toBe(422);
    expect((await signIn(user.email, user.password)).response.status).toBe(200);
  });

  it("limits one client guessing many addresses", async () => {
    process.env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT = "6";
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) expect((await signIn(uniqueEmail(), "falsch-falsch", { ip })).response.status).toBe(422);
    const user = await createUser();
    expect((await signIn(user.email, user.password, { ip })).response.status).toBe(429);
    expect((await signIn(user.email, user.password, { ip: uniqueIp() })).response.status).toBe(200);
  });

  // A burst may even be refused entirely (every request counts the others' reservations): safe.
  it("lets at most 5 of 12 parallel guesses through to the password check", async () => {
    const user = await createUser();
    const calls = await Promise.all(Array.from({ length: 12 }, () => signIn(user.email, "falsch-falsch", { ip: uniqueIp() })));
    const statuses = calls.map((c) => c.response.status);
    const failures = statuses.filter((s) => s === 422).length;
    expect(failures).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(12 - failures);
    // Refused guesses do not count; exactly 5 - failures more guesses fit into the window.
    for (let i = failures; i < 5; i++) expect((await signIn(user.email, "falsch-falsch")).response.status).toBe(422);
    expect((await signIn(user.email, user.password)).response.status).toBe(429);
  });
});

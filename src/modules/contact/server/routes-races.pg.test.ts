/**
 * POST /api/contact-email under parallel requests from one client: the rate limit holds (real
 * Postgres in the "postgres" project; PGlite would serialise the requests). The rest of the
 * contract is in contact-email.db.test.ts.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#platform/db/client.ts";
import { contactMessages } from "#modules/contact/server/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import contact from "../../../../netlify/functions/contact.mts";

const PATH = "/api/contact-email";
const uniqueIp = () => `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

function validMessage(message: string) {
  return { name: "Max Mustermann", email: "max@example.org", organization: "", subject: "fachfragen", message, hp: "" };
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-contact-"));
  delete process.env.RESEND_API_KEY;
  await getDb();
}, 120_000);

describe("contact-email", () => {
  it("holds the rate limit under 30 parallel requests from one client", async () => {
    const ip = uniqueIp();
    const marker = crypto.randomUUID();
    const calls = await Promise.all(Array.from({ length: 30 }, (_, i) => callFunction(contact, PATH, { body: validMessage(`Parallel ${marker} ${i}`), ip })));
    const statuses = calls.map((c) => c.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const db = await getDb();
    const stored = (await db.select({ message: contactMessages.message }).from(contactMessages)).filter((r) => r.message.includes(marker));
    expect(stored).toHaveLength(5);
    await Promise.all(calls.map((c) => c.settle()));
  }, 60_000);
});

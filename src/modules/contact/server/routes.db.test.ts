/**
 * POST /api/contact-email: the SPEC section 8 contract against the real database. The rate limit
 * under parallel requests is in contact-email-races.pg.test.ts (real Postgres).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { contactMessages } from "#modules/contact/server/tables.ts";
import { outbox } from "#platform/outbox/tables.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { contactResponseSchema } from "#modules/contact/schema.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import contact from "../../../../netlify/functions/contact.mts";

// Database tests share two cores with the rest of the suite; allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PATH = "/api/contact-email";
const uniqueIp = () => `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: "Max Mustermann",
    email: "max@example.org",
    organization: "",
    subject: "fachfragen",
    message: `Wir haben eine Frage zu § 23 AEG (${crypto.randomUUID()}).`,
    hp: "",
    ...overrides,
  };
}

async function storedCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-contact-"));
  delete process.env.RESEND_API_KEY;
  await getDb();
}, 120_000);
afterEach(() => {
  delete process.env.REQUIRE_EMAIL;
});

describe("contact-email", () => {
  it("stores the message, mails the office (reply-to sender) and the sender, answers 'Nachricht gesendet'", async () => {
    const input = validMessage({ organization: "Hafenbahn GmbH" });
    const call = await callFunction(contact, PATH, { body: input, ip: uniqueIp() });
    expect(call.response.status).toBe(200);
    expect(call.body).toEqual({ success: true, message: "Nachricht gesendet" });
    expect(contactResponseSchema.safeParse(call.body).success).toBe(true);

    const db = await getDb();
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.message, input.message));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Max Mustermann", email: "max@example.org", organization: "Hafenbahn GmbH", subject: "fachfragen" });

    await call.settle();
    const deliveries = await db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `contact_message:${rows[0]!.id}`));
    expect(deliveries.map((d) => d.status)).toEqual(["sent", "sent"]);
    const mails = await readOutbox();
    const office = mails.find((m) => m.text.includes(input.message));
    expect(office).toMatchObject({
      to: "geschaeftsstelle@vnsi-verband.de",
      replyTo: "max@example.org",
      subject: "Kontaktanfrage (Fachfragen): Max Mustermann",
    });
    const confirmation = mails.find((m) => m.to === "max@example.org" && m.subject === "Ihre Nachricht an den VNSI");
    expect(confirmation?.text).toContain("Guten Tag Max Mustermann");
    expect(confirmation?.text).not.toContain(input.message);
  });

  it("stores an empty organization as null and escapes HTML in the office mail", async () => {
    const input = validMessage({ name: "<b>Eve</b>", message: `<script>alert(1)</script> ${crypto.randomUUID()}` });
    const call = await callFunction(contact, PATH, { body: input, ip: uniqueIp() });
    expect(call.response.status).toBe(200);
    const [row] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.message, input.message));
    expect(row?.organization).toBeNull();
    expect(row?.name).toBe("<b>Eve</b>");
    await call.settle();
    const office = (await readOutbox()).find((m) => m.text.includes(input.message));
    expect(office?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(office?.html).not.toMatch(/<script>|<b>Eve/);
  });

  it("answers 400 invalid_input with details and stores nothing", async () => {
    const before = await storedCount();
    const call = await callFunction(contact, PATH, { body: validMessage({ email: "nope", subject: "werbung", message: "kurz" }), ip: uniqueIp() });
    expect(call.response.status).toBe(400);
    expect(call.body).toMatchObject({ success: false, error: "invalid_input", message: "Ungültige Eingaben" });
    expect(call.body.details).toEqual([
      "email: Bitte geben Sie eine gültige E-Mail-Adresse an.",
      "subject: Bitte wählen Sie ein Thema aus.",
      "message: Bitte schreiben Sie eine Nachricht (mindestens 10 Zeichen).",
    ]);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ["malformed JSON", "{", 400, "invalid_json"],
    ["an unknown field", { ...validMessage(), admin: true }, 400, "invalid_input"],
    ["a number as name", validMessage({ name: 42 }), 400, "invalid_input"],
    ["a body over 64 KB", validMessage({ message: "x".repeat(66_000) }), 413, "payload_too_large"],
  ])("answers %s with a clear 4xx", async (_name, body, status, error) => {
    const before = await storedCount();
    const call = await callFunction(contact, PATH, { body, ip: uniqueIp() });
    expect(call.response.status).toBe(status);
    expect(call.body).toMatchObject({ success: false, error });
    expect(await storedCount()).toBe(before);
  });

  it("answers 400 honeypot_triggered, storing and sending nothing", async () => {
    const before = await storedCount();
    const mailsBefore = (await readOutbox()).length;
    const call = await callFunction(contact, PATH, { body: validMessage({ hp: "https://spam.example" }), ip: uniqueIp() });
    expect(call.response.status).toBe(400);
    expect(call.body).toMatchObject({ success: false, error: "honeypot_triggered" });
    await call.settle();
    expect(await storedCount()).toBe(before);
    expect((await readOutbox()).length).toBe(mailsBefore);
  });

  it("answers 503 smtp_not_configured when production mail is required but missing, storing nothing", async () => {
    process.env.REQUIRE_EMAIL = "true";
    const before = await storedCount();
    const call = await callFunction(contact, PATH, { body: validMessage(), ip: uniqueIp() });
    expect(call.response.status).toBe(503);
    expect(call.body).toEqual({ success: false, error: "smtp_not_configured", message: "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen." });
    expect(await storedCount()).toBe(before);
  });

  it("allows 5 messages per client in 15 minutes, then answers 429 rate_limited; other clients are unaffected", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await callFunction(contact, PATH, { body: validMessage(), ip })).response.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await callFunction(contact, PATH, { body: validMessage(), ip });
    expect(limited.body).toEqual({ success: false, error: "rate_limited", message: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden." });
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await callFunction(contact, PATH, { body: validMessage(), ip: uniqueIp() })).response.status).toBe(200);
  });
});

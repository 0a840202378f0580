import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "../db/client.ts";
import { sendMail } from "./send-mail.ts";

// Opening and migrating the database is not part of the test's time (it grows with every module).
beforeAll(() => getDb(), 120_000);
afterAll(() => closeDatabase());

describe("sendMail", () => {
  it("delivers every mail on its immediate try (none waits for the scheduled dispatcher)", async () => {
    process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(os.tmpdir(), "vnsi-mail-"));
    const results = [];
    for (let i = 0; i < 40; i++) {
      results.push(await sendMail({ to: `person${i}@example.org`, subject: "Test", text: "Hallo", html: "<p>Hallo</p>" }));
    }
    expect(results.filter((r) => !r.delivered)).toEqual([]);
  });
});

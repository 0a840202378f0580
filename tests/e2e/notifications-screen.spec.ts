/**
 * The notifications screen as a person uses it: the bell in the header, the empty list, the e-mail
 * choices per kind, the daily digest on the fake clock (only unread items, in the outbox) with its
 * unsubscribe link that asks before it acts, and the page for a forged link. axe-core on each
 * state and screenshots at 375 and 1280 px. (The mention round trip with badge, list and mail is
 * in discussions.spec.ts.)
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { request, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { demoUser, expect, openApp, test } from "./fixtures/auth.ts";
import { outboxDir } from "./fixtures/server-data.ts";
import type { Role } from "#shared/roles.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

// In order on one worker: the tests change notification choices of demo users that the others read.
test.describe.configure({ mode: "default", timeout: 90_000 });

/** The saved answer of one e-mail choice (the radio shows the choice at once, before the server has it). */
const preferenceSaved = (response: Response) => response.url().endsWith("/api/notifications/preferences") && response.request().method() === "PUT";

/** Chooses a radio and waits for the server's answer, so the next step sees the saved state. */
async function choose(page: Page, kindLabel: string, mode: string) {
  const radio = page.getByRole("group", { name: kindLabel }).getByRole("radio", { name: mode });
  const [response] = await Promise.all([page.waitForResponse(preferenceSaved), radio.check()]);
  expect(response.status()).toBe(200);
  await expect(radio).toBeChecked();
}

/** An API client signed in as the demo user of a role (bearer token, own client address). */
async function apiAs(baseURL: string, role: Role, octet: number): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "x-nf-client-connection-ip": `198.19.7.${octet}` } });
  expect((await api.post("/api/auth/sign-in", { data: demoUser(role) })).status()).toBe(200);
  const { token } = (await (await api.post("/api/auth/token")).json()) as { token: string };
  await api.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}`, "x-nf-client-connection-ip": `198.19.7.${octet}` } });
}

async function ok<T>(response: Promise<import("@playwright/test").APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

test("a member sees the bell, the notifications list and chooses e-mails per kind", async ({ page, signInAs }) => {
  await signInAs("geschaeftsfuehrung");
  try {
    await openApp(page, "/backend/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungen" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Benachrichtigungen, / })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Ungelesen/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Alle als gelesen markieren" })).toBeVisible();
    await expectNoViolations(page);
    for (const width of screenshotsWanted ? [1280, 375] : []) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `notifications-list-${width}`, { fullPage: true });
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "E-Mail-Einstellungen" }).click();
    const mention = page.getByRole("group", { name: "Erwähnung in einem Beitrag" });
    await expect(mention.getByRole("radio", { name: "Sofort" })).toBeChecked();
    await choose(page, "Erwähnung in einem Beitrag", "Tägliche Zusammenfassung");
    await expect(page.getByText("Einstellung gespeichert", { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: "Erwähnung in einem Beitrag" }).getByRole("radio", { name: "Tägliche Zusammenfassung" })).toBeChecked();
    await expectNoViolations(page);
    for (const width of screenshotsWanted ? [1280, 375] : []) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `notifications-settings-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await choose(page, "Erwähnung in einem Beitrag", "Sofort");
  } finally {
    // Back to the default for other tests, whatever happened above (awaited: the page closes next).
    const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
    const reset = await page.request.put("/api/notifications/preferences", {
      data: { kind: "discussions.mention", email: "immediate" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reset.status()).toBe(200);
  }
});

type Preference = { kind: string; email: string };

test("the daily digest on the fake clock lists only unread items; its unsubscribe link asks before it acts", async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  // The reader is the administrator: the test above changes the managing director's choices, and
  // the two may run at the same time (fullyParallel).
  const admin = await apiAs(baseURL!, "admin", 11);
  const board = await apiAs(baseURL!, "vorstand", 12);
  const reader = admin;
  const readerEmail = demoUser("admin").email;
  const before = (await ok<{ items: Preference[] }>(reader.get("/api/notifications/preferences"))).items;
  try {
    // The reader watches a category; the board opens two threads in it (new threads: daily digest by default).
    const category = await ok<{ id: string }>(
      admin.post("/api/discussions/categories", { data: { name: `Zusammenfassung ${stamp}`, readRoles: ["mitglied"], writeRoles: ["mitglied"] } }),
    );
    await ok(reader.put(`/api/discussions/categories/${category.id}/watch`, { data: { level: "watching" } }));
    for (const title of [`Schon gelesen ${stamp}`, `Noch ungelesen ${stamp}`]) {
      await ok(board.post("/api/discussions/threads", { data: { categoryId: category.id, title, body: "Bitte bis Freitag ansehen." } }));
    }
    const inbox = await ok<{ items: { id: string; title: string }[] }>(reader.get("/api/notifications?status=unread"));
    const read = inbox.items.find((n) => n.title.includes(`Schon gelesen ${stamp}`));
    expect(read, JSON.stringify(inbox.items.map((n) => n.title))).toBeDefined();
    expect(inbox.items.some((n) => n.title.includes(`Noch ungelesen ${stamp}`))).toBe(true);
    await ok(reader.post(`/api/notifications/${read!.id}/read`));

    // Tomorrow 07:00 in Berlin, on the fake clock.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const run = await ok<{ outcomes: { name: string; status: string }[] }>(
      page.request.post("/__dev/jobs/run", { data: { name: "notifications.digest", now: `${tomorrow}T06:00:00Z` } }),
    );
    expect(run.outcomes).toEqual([expect.objectContaining({ name: "notifications.digest", status: "ok" })]);

    let digest: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          for (const name of (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json"))) {
            const mail = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as { to: string | string[]; subject: string; text: string };
            if ([mail.to].flat().includes(readerEmail) && mail.subject.startsWith("Ihre tägliche Zusammenfassung") && mail.text.includes(stamp)) digest = mail;
          }
          return digest !== undefined;
        },
        { message: `digest mail to ${readerEmail}` },
      )
      .toBe(true);
    expect(digest!.text).toContain(`Noch ungelesen ${stamp}`);
    expect(digest!.text).not.toContain(`Schon gelesen ${stamp}`);

    // The link in the mail: a confirmation page; opening it (twice, like a mail scanner) changes nothing.
    const link = /Abbestellen mit einem Klick: (\S+)/.exec(digest!.text)?.[1];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    for (let i = 0; i < 2; i++) {
      await page.goto(pathname + search);
      await expect(page.getByRole("heading", { level: 1, name: "E-Mails abbestellen?" })).toBeVisible();
    }
    await expect(page.getByText("Möchten Sie die tägliche Zusammenfassung abbestellen?")).toBeVisible();
    const choiceOf = async (kind: string) =>
      (await ok<{ items: Preference[] }>(reader.get("/api/notifications/preferences"))).items.find((p) => p.kind === kind)?.email;
    expect(await choiceOf("discussions.new_thread")).toBe("daily");
    await expectNoViolations(page);
    for (const width of screenshotsWanted ? [1280, 375] : []) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `notifications-unsubscribe-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Ja, E-Mails abbestellen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E-Mails abbestellt" })).toBeVisible();
    await expect(page.getByText("Sie haben die tägliche Zusammenfassung abbestellt.")).toBeVisible();
    await expectNoViolations(page);
    expect(await choiceOf("discussions.new_thread")).toBe("off");
    expect(await choiceOf("discussions.mention")).toBe("immediate");
  } finally {
    for (const preference of before) await ok(reader.put("/api/notifications/preferences", { data: { kind: preference.kind, email: preference.email } }));
    await Promise.all([admin.dispose(), board.dispose()]);
  }
});

test("a forged unsubscribe link changes nothing and says so in German", async ({ page }) => {
  await page.goto("/api/notifications/unsubscribe?token=eyJmYWtlIjoxfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expectNoViolations(page);
});

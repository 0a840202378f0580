/**
 * An editor left open alone costs what ADR 140 promises (issue 25): one quiet poll about every
 * 5 s, none of them a failed or aborted request, and no CSP violation from the editor (TipTap's
 * injected <style> and the selection's style attribute were refused by style-src 'self').
 * The document is one of this test's own, so no other spec's editor is present in it.
 */
import { test, type Page } from "@playwright/test";
import { actAsNewClient, demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

const IDLE_MS = 20_000;

async function createDocument(page: Page, title: string): Promise<string> {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const response = await page.request.post("/api/collab/docs", { data: { title }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** Sync requests and their outcomes from now on, plus CSP violations since the page was opened. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
  const syncs: { at: number; status: number | "failed" }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.url().endsWith("/sync")) syncs.push({ at: Date.now(), status: (await request.response())?.status() ?? 0 });
  });
  page.on("requestfailed", (request) => {
    if (request.url().endsWith("/sync")) syncs.push({ at: Date.now(), status: "failed" });
  });
  // What a person sees in the console too: Chromium reports a refused inline style there as well.
  const consoleCsp: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(message.text())) consoleCsp.push(message.text());
  });
  return { syncs, consoleCsp, violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) };
}

async function typeInto(page: Page, text: string) {
  const editor = page.getByRole("textbox", { name: /^Inhalt von/ });
  await editor.click();
  await page.keyboard.type(text);
  await expect(page.getByText("Gespeichert")).toBeVisible();
}

test("an idle editor polls about every five seconds, with no failed request and no CSP violation", async ({ page }) => {
  await actAsNewClient(page);
  const member = demoUser("mitglied");
  await signInViaApi(page, member.email, member.password);
  const key = await createDocument(page, `Leerlauf ${Date.now()}`);
  const seen = await watch(page);

  await openApp(page, `/backend/collab/${key}`);
  await typeInto(page, "Tagesordnung: Begrüßung, Haushalt, Verschiedenes.");
  // Selecting text draws this person's selection; others would see it tinted by a class.
  await page.keyboard.press("Shift+Home");

  // Reopen the document: its content arrives with the first poll, which is no one's activity, and
  // the page before said goodbye (pagehide), so nobody else is "present".
  await page.reload();
  await expect(page.getByRole("textbox", { name: /^Inhalt von/ })).toContainText("Tagesordnung");
  await expect(page.getByText("Gespeichert")).toBeVisible();
  await page.waitForTimeout(1_000);
  const from = Date.now();
  await page.waitForTimeout(IDLE_MS);
  const idle = seen.syncs.filter((s) => s.at >= from);
  console.log(`idle ${IDLE_MS / 1000} s: ${idle.length} sync requests (${idle.map((s) => s.status).join(", ")})`);

  expect(
    idle.filter((s) => s.status === "failed" || (s.status !== 200 && s.status !== 304)),
    JSON.stringify(idle),
  ).toEqual([]);
  // 20 s alone at one poll per 5 s: four, five with the presence renewal Yjs makes every 15 s.
  expect(idle.length, JSON.stringify(idle)).toBeLessThanOrEqual(6);
  expect(idle.length).toBeGreaterThanOrEqual(3);
  expect(await seen.violations()).toEqual([]);
  expect(seen.consoleCsp).toEqual([]);
});

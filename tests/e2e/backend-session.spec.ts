/**
 * Session inactivity (SPEC sections 4 and 9) on a fake clock: 8 hours without activity, a warning
 * with 'Verlängern' at 5 minutes left, then 'Sitzung abgelaufen' and the sign-out.
 */
import { expect, openApp, test } from "./fixtures/auth.ts";

// Every test signs in and loads lazy screens; a busy test machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, signInAs }) => {
  await page.clock.install();
  // Each test ends its session (expiry or sign-out): a session of its own, not the shared one.
  await signInAs("mitglied", { fresh: true });
  await openApp(page, "/backend/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumente");
});

test("an idle user is warned and then signed out", async ({ page }) => {
  await page.clock.runFor("07:54:00");
  await expect(page.locator(".toast")).toHaveCount(0);
  await page.clock.runFor("01:00");
  const warning = page.locator(".toast").filter({ hasText: "Sitzung läuft ab" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: "Verlängern" })).toBeVisible();

  await page.clock.runFor("05:00");
  await expect(page.locator(".toast").filter({ hasText: "Sitzung abgelaufen" })).toContainText("Sie wurden automatisch abgemeldet.");
  await expect(page).toHaveURL("/backend/login");
  // The server session ends right after the browser forgot the user.
  await expect.poll(async () => ((await (await page.request.get("/api/auth/session")).json()) as { user: unknown }).user).toBeNull();
});

test("'Verlängern' keeps the session for another 8 hours", async ({ page }) => {
  await page.clock.runFor("07:55:00");
  await page.locator(".toast").getByRole("button", { name: "Verlängern" }).click();
  await expect(page.locator(".toast").filter({ hasText: "Sitzung läuft ab" })).toHaveCount(0);
  await page.clock.runFor("07:00:00");
  await expect(page).toHaveURL("/backend/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumente");
});

test("the session is checked every 15 minutes, and a session ended elsewhere signs the tab out", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/session") checks.push(request.url());
  });
  await page.clock.runFor("14:00");
  expect(checks).toHaveLength(0);
  await page.clock.runFor("01:00");
  await expect.poll(() => checks.length).toBe(1);

  // Signing out in another tab of this browser ends the server session (and clears the cookie).
  expect((await page.request.post("/api/auth/sign-out")).status()).toBe(204);
  await page.clock.runFor("15:00");
  await expect(page).toHaveURL("/backend/login");
});

/** axe-core (WCAG 2.1 A and AA rules) on the sign-in page and the three dashboards. */
import { expectNoViolations } from "./fixtures/a11y.ts";
import { expect, openApp, test } from "./fixtures/auth.ts";

// axe needs several seconds per page on a busy machine.
test.describe.configure({ timeout: 90_000 });

// The sign-up tab is checked where self sign-up is opened (backend-auth.spec.ts).
test("sign-in page", async ({ page }) => {
  await openApp(page, "/backend/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
  await expectNoViolations(page);
});

for (const path of ["/backend", "/member", "/board"]) {
  test(`dashboard ${path}`, async ({ page, signInAs }) => {
    await signInAs("admin");
    await openApp(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
}

test("no-permission panel", async ({ page, signInAs }) => {
  await signInAs("mitglied");
  await openApp(page, "/backend/system");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keine Berechtigung");
  await expectNoViolations(page);
});

test("a screen whose code a new deploy removed asks for a reload; the navigation stays", async ({ page, signInAs }) => {
  await signInAs("admin");
  // The old page refers to a chunk the server no longer has (lazyWithRetry tries three times).
  await page.route(/\/_astro\/SystemScreen\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/backend/system");
  await expect(page.getByRole("heading", { name: "Neue Version verfügbar" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Seite neu laden" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Interner Bereich" }).getByRole("link", { name: "Übersicht" })).toBeVisible();
  await expectNoViolations(page);
  await page.unroute(/\/_astro\/SystemScreen\.[\w-]+\.js$/);
  await page.getByRole("button", { name: "Seite neu laden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "System-Administration" })).toBeVisible();
});

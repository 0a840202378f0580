/** axe-core (WCAG 2.0/2.1 A and AA rules) on every public page, at phone and desktop width. */
import { test } from "@playwright/test";
import { expectNoViolations } from "./fixtures/a11y.ts";
import { publicRoutes } from "./fixtures/public-routes.ts";

for (const width of [375, 1280]) {
  for (const route of [...publicRoutes, { path: "/gibt-es-nicht" }]) {
    test(`axe: ${route.path} at ${width} px has no WCAG 2.1 AA violations`, async ({ page }) => {
      // The application form has some hundred elements; axe needs long on a busy shared machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route.path, { waitUntil: "networkidle" });
      await expectNoViolations(page);
    });
  }
}

test("axe: the opened mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menü" }).click();
  await expectNoViolations(page);
});

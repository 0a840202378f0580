/** axe-core (WCAG 2.0/2.1 A and AA rules) on every public page, at phone and desktop width. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "./fixtures/public-routes.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const width of [375, 1280]) {
  for (const route of [...publicRoutes, { path: "/gibt-es-nicht" }]) {
    test(`axe: ${route.path} at ${width} px has no WCAG 2.1 AA violations`, async ({ page }) => {
      // The application form has some hundred elements; axe needs long on a busy shared machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route.path, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const summary = results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
      expect(summary).toEqual([]);
    });
  }
}

test("axe: the opened mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menü" }).click();
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

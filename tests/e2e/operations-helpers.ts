/** Shared steps of the operations specs: axe, screenshots at 375 and 1280 px, new client addresses. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";

export async function expectNoViolations(page: Page): Promise<void> {
  // A list refetching shows its rows dimmed (aria-busy, ui.css): axe would report their contrast.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Full-page screenshots at phone and desktop width (E2E_SCREENSHOTS/operations/, looked at by hand). */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) {
    await page.setViewportSize({ width: 1280, height: 900 }); // where the screenshots would have left it
    return;
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `operations/${name}-${width}`, { fullPage: true });
  }
  // The phone layout in readable pieces as well.
  await page.setViewportSize({ width: 375, height: 900 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * 1100 < height && part < 4; part++) {
    await screenshot(page, `operations/${name}-375-part${part + 1}`, { fullPage: true, clip: { x: 0, y: part * 1100, width: 375, height: Math.min(1100, height - part * 1100) } });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const randomClientIp = () => `198.18.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;

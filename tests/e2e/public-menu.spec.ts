/**
 * The header menu on a 375 px screen: a real disclosure button that works by keyboard, reports its
 * state via aria-expanded, closes on Escape (focus back on the button), outside click and tabbing out.
 */
import { expect, test } from "@playwright/test";
import { mainNavigationLabels } from "./fixtures/public-routes.ts";

test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.goto("/themen");
});

test("the menu button is a labelled button controlling the hidden navigation", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menü" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const controls = await toggle.getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  await expect(page.locator(`#${controls}`)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
});

test("opens with Enter, moves on with Tab and closes with Escape, returning focus", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menü" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link")).toHaveText(mainNavigationLabels);
  await expect(nav.getByRole("link", { name: "Themen & Forderungen" })).toHaveAttribute("aria-current", "page");

  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Start" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("toggles with Space and closes on a click outside", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menü" });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.locator("footer").click({ position: { x: 5, y: 5 } });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("tabbing past the last entry closes the menu; links navigate", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menü" });
  await toggle.click();
  const cta = page.locator("header").getByRole("link", { name: "Mitglied werden" });
  await cta.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole("button", { name: "Menü" })).toHaveAttribute("aria-expanded", "false");
});

test("on a wide screen the navigation is always visible and the button hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Menü" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
});

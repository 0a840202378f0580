/**
 * Isolate mode: `?isolate` or the stored flag 'isolate' restricts the site to the home page.
 */
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 800 } });

const storedFlag = (page: Page) => page.evaluate(() => localStorage.getItem("isolate"));

test("?isolate=1 stores the flag, hides links to other pages and sends other pages home", async ({ page }) => {
  await page.goto("/?isolate=1");
  expect(await storedFlag(page)).toBe("1");
  await expect(page.locator("html")).toHaveAttribute("data-isolated", "");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Vorstand" })).toBeHidden();
  await expect(page.locator("header").getByRole("link", { name: "Mitglied werden" })).toBeHidden();
  await expect(page.locator("footer").getByRole("link", { name: "Interner Bereich" })).toBeHidden();
  // The home page itself stays readable and reachable.
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("header a[href='/']").first()).toBeVisible();
  const visibleForeignLinks = await page.locator("a[href]").evaluateAll(
    (links) =>
      links.filter((link) => {
        const url = new URL((link as HTMLAnchorElement).href);
        return url.origin === location.origin && url.pathname !== "/" && (link as HTMLElement).offsetParent !== null;
      }).length,
  );
  expect(visibleForeignLinks).toBe(0);

  await page.goto("/themen");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/presse/gruendung");
  await expect(page).toHaveURL(/\/$/);
});

test("a stored flag alone isolates, and ?isolate=0 lifts it", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("isolate", "1"));
  await page.goto("/vorstand");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Presse" })).toBeHidden();

  await page.goto("/?isolate=0");
  expect(await storedFlag(page)).toBeNull();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Presse" })).toBeVisible();
  await page.goto("/vorstand");
  await expect(page).toHaveURL(/\/vorstand$/);
});

test("the query flag on another page isolates and redirects at once", async ({ page }) => {
  await page.goto("/kontakt?isolate");
  await expect(page).toHaveURL(/\/$/);
  expect(await storedFlag(page)).toBe("1");
});

test("without the flag every page is reachable", async ({ page }) => {
  await page.goto("/satzung");
  await expect(page).toHaveURL(/\/satzung$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-isolated", "");
});

/**
 * How the form islands load: no inline scripts anywhere, no island JavaScript on content pages,
 * island code fetched only on intent to use the form or when the page has been idle, the JavaScript weight of each form page
 * (measured and reported, brotli), and the fallback error screen when an island crashes.
 */
import { brotliCompressSync, constants } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { openIsland } from "./fixtures/forms.ts";

test.use({ serviceWorkers: "block" });

const FORM_PAGES = [
  { path: "/kontakt", island: "contact", entry: /contact-island-entry/ },
  { path: "/mitgliedsantrag", island: "membership-application", entry: /application-island-entry/ },
] as const;

for (const { path } of [...FORM_PAGES, { path: "/" }]) {
  test(`${path}: no inline scripts and no inline style attributes`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\/_astro\/[^"]+\.js"/);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/\sstyle="/);
  });
}

test("a content page without forms loads no island JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /island|client\.|Toaster|react/i.test(s))).toEqual([]);
});

for (const { path, island, entry } of FORM_PAGES) {
  test(`${path}: island code waits for intent to use the form, then hydrates`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(path);
    const container = page.locator(`[data-form-island="${island}"]`);
    // The complete form is there before any island code: visible, labelled, in the page's HTML.
    await expect(container.getByRole("button").last()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Even in view, nothing loads while nobody touches the form (the idle fallback comes later).
    await container.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => entry.test(s))).toEqual([]);
    await expect(container).not.toHaveAttribute("data-hydrated", /.*/);
    // Tabbing into the form is intent.
    await container.locator("input, select, textarea").first().focus();
    await expect(container).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    expect(scripts.filter((s) => entry.test(s))).toHaveLength(1);
  });

  test(`${path}: an untouched form hydrates by itself once the page has been idle`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`[data-form-island="${island}"]`)).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  });

  test(`${path}: JavaScript shipped (brotli), measured`, async ({ page }) => {
    const bodies = new Map<string, Buffer>();
    page.on("response", async (r) => {
      if (r.request().resourceType() === "script") bodies.set(new URL(r.url()).pathname, await r.body().catch(() => Buffer.alloc(0)));
    });
    await openIsland(page, path, island);
    await page.waitForLoadState("networkidle");
    const sizes = [...bodies].map(([file, body]) => ({
      file,
      raw: body.length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.brotli, 0);
    const page_ = sizes.filter((s) => /BaseLayout/.test(s.file)).reduce((sum, s) => sum + s.brotli, 0);
    const report = `${path}: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB brotli in total (site script ${(page_ / 1024).toFixed(1)} KB, form island ${((total - page_) / 1024).toFixed(1)} KB)\n${sizes
      .sort((a, b) => b.brotli - a.brotli)
      .map((s) => `  ${s.file}  ${(s.raw / 1024).toFixed(1)} KB raw, ${(s.brotli / 1024).toFixed(1)} KB br`)
      .join("\n")}`;
    console.log(report);
    test.info().annotations.push({ type: "js-size", description: report });
    // The Sentry SDK is not part of it when no DSN is configured.
    expect(sizes.some((s) => /sentry/.test(s.file))).toBe(false);
  });
}

async function crashInfrastructureGroup(page: Page) {
  // Remove a node React owns, then make React insert before it: the commit fails inside the island.
  await page.evaluate(() => document.querySelector("#application-infrastructure-types-error")?.remove());
  // click, not check: the checkbox is gone once the fallback screen replaces the form.
  await page.getByRole("checkbox", { name: "Sonstige" }).click();
}

test("a crash inside an island shows the fallback screen; 'Erneut versuchen' restores the form", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await crashInfrastructureGroup(page);
  const fallback = page.getByRole("heading", { name: "Etwas ist schiefgelaufen" });
  await expect(fallback).toBeVisible();
  await expect(fallback).toBeFocused();
  await expect(page.getByRole("button", { name: "Seite neu laden" })).toBeVisible();
  expect(errors.length).toBeGreaterThan(0); // reported (console without a DSN)
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("button", { name: "Mitgliedsantrag absenden" })).toBeEnabled();
  await expect(fallback).toHaveCount(0);
});

test("'Seite neu laden' reloads the page", async ({ page }) => {
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await crashInfrastructureGroup(page);
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Seite neu laden" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Etwas ist schiefgelaufen" })).toHaveCount(0);
});

/**
 * The public site over the built output and the production-like server: every route, its head
 * metadata, links, the 404 page, security headers, script policy, console and third-party hosts.
 */
import { expect, test, type Page } from "@playwright/test";
import { isOwnHost, mainNavigationLabels, publicRoutes } from "./fixtures/public-routes.ts";
import { SMOKE_TAG } from "./fixtures/smoke.ts";

const origin = "https://www.vnsi-verband.de";

for (const route of publicRoutes) {
  // The start page is the page the smoke project serves from the embedded-database server.
  test(`${route.path} renders with title, h1, canonical and lang="de"`, { tag: route.path === "/" ? [SMOKE_TAG] : [] }, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(route.h1);
    const canonical = route.path === "/" ? `${origin}/` : `${origin}${route.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/og-image.png`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toHaveAttribute("href", "#inhalt");
  });
}

test("the header has exactly the six entries, marks the current page and links 'Mitglied werden'", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/vorstand");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link")).toHaveText(mainNavigationLabels);
  await expect(nav.getByRole("link", { name: "Vorstand" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.locator("header").getByRole("link", { name: "Mitglied werden" })).toHaveAttribute("href", "/mitgliedschaft");
  await page.goto("/presse/gruendung");
  await expect(nav.getByRole("link", { name: "Presse" })).toHaveAttribute("aria-current", "page");
});

test("the footer shows address, phone, e-mail, legal links and 'Interner Bereich'", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText("Reinhardtstraße 27");
  await expect(footer).toContainText("10117 Berlin");
  await expect(footer.getByRole("link", { name: "+49 30 2062 4418-0" })).toHaveAttribute("href", "tel:+4930206244180");
  await expect(footer.getByRole("link", { name: "info@vnsi-verband.de" })).toHaveAttribute("href", "mailto:info@vnsi-verband.de");
  for (const [name, href] of [
    ["Impressum", "/impressum"],
    ["Datenschutz", "/datenschutz"],
    ["Satzung", "/satzung"],
    ["Barrierefreiheit", "/barrierefreiheit"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "Interner Bereich" })).toHaveAttribute("href", "/backend");
});

test("every internal link on every public page resolves (no 404)", async ({ page, request }) => {
  test.setTimeout(90_000);
  const targets = new Set<string>();
  for (const route of publicRoutes) {
    await page.goto(route.path);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin === new URL(page.url()).origin) targets.add(url.pathname);
    }
  }
  expect(targets.size).toBeGreaterThan(15);
  for (const target of targets) {
    const response = await request.get(target);
    expect(response.status(), `${target}`).toBe(200);
  }
});

test("an unknown path answers 404 with the not-found page and a link home", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
  await expect(page.locator("main").getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.locator("main").getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("security headers are sent for pages", async ({ request }) => {
  const response = await request.get("/themen");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("pages have no inline scripts or style attributes; content pages load only the site script", async ({ request }) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.every((attributes) => /\bsrc=/.test(attributes)),
      `${route.path}: inline script`,
    ).toBe(true);
    expect(html, `${route.path}: style attribute`).not.toMatch(/<[^>]+\sstyle=/);
    if (!route.hasForm) expect(scripts, `${route.path}: scripts`).toHaveLength(1);
  }
});

async function watchPage(page: Page, baseURL: string) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  page.context().on("request", (req) => {
    if (!isOwnHost(req.url(), baseURL)) foreignRequests.push(req.url());
  });
  return { consoleErrors, foreignRequests };
}

for (const width of [375, 1280]) {
  test(`no console errors and no third-party requests on any page at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const watched = await watchPage(page, baseURL!);
    for (const route of publicRoutes) {
      await page.goto(route.path, { waitUntil: "networkidle" });
      // Scroll through the page so lazy images and form islands load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
    }
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });
}

test("each path change starts at the top of the page", async ({ page }) => {
  await page.goto("/themen");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator("footer").getByRole("link", { name: "Satzung" }).click();
  await expect(page).toHaveURL(/\/satzung$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

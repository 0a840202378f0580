/**
 * The office publishes the website itself (issue 26), in the browser: the managing director writes
 * a press release from the template, has invalid front matter refused with the field's German
 * message before anything is written, previews it in the site's own page, publishes it and waits
 * on screen until it is live, finds it on /presse, on the home page and as its own static page
 * after the rebuild, and removes it again. A member cannot reach the content area. axe on every
 * screen state, screenshots at 375 and 1280 px. Runs as a project of its own (playwright.config.ts):
 * it rebuilds the site, in the scratch copy of content/ and dist/ in its server's data folder.
 */
import { access } from "node:fs/promises";
import sharp from "sharp";
import path from "node:path";
import type { Page } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi, test } from "./fixtures/auth.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { e2eDataDir } from "./fixtures/server-data.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

const TITLE = "VNSI begrüßt das Förderprogramm für Gleisanschlüsse";
const SLUG = "vnsi-begruesst-das-foerderprogramm-fuer-gleisanschluesse";
const TEASER = "Der VNSI begrüßt das neue Förderprogramm des Bundes für Gleisanschlüsse und fordert einfache, schnelle Verfahren für kleine Unternehmen.";
const DESCRIPTION = "Der VNSI begrüßt das Förderprogramm für Gleisanschlüsse und fordert einfache Verfahren für kleine Unternehmen.";
const PARAGRAPH = "Gerade kleine Infrastrukturunternehmen brauchen Förderverfahren, die sie ohne eigene Fördermittelabteilung bewältigen.";

// Two rebuilds of the whole site on a shared machine.
test.describe.configure({ timeout: 600_000 });

/**
 * axe on the editor. The preview frame is left out: it is sandboxed without scripts (axe cannot run
 * in it) and shows the site's own press page, which the public a11y spec checks.
 */
async function screenshots(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `content-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const fileExists = (relative: string) =>
  access(path.join(e2eDataDir(), "site/content", relative)).then(
    () => true,
    () => false,
  );

test("a member cannot reach the content area, neither the screen nor the API", async ({ page }) => {
  const member = demoUser("mitglied");
  await signInViaApi(page, member.email, member.password);
  await openApp(page, "/backend/content");
  await expect(page.getByRole("heading", { name: "Keine Berechtigung" })).toBeVisible();
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get("/api/content", { headers })).status()).toBe(403);
  expect((await page.request.get("/api/content/entries/press/gruendung", { headers })).status()).toBe(403);
});

test("the board drafts a biography with a new portrait and submits it; it cannot publish", async ({ page }) => {
  const board = demoUser("vorstand");
  await signInViaApi(page, board.email, board.password);
  await openApp(page, "/backend/content");
  await page.getByRole("region", { name: "Vorstand" }).getByRole("link", { name: "Dr. Matthias Kühnel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dr. Matthias Kühnel" })).toBeVisible();
  await expect(page.getByLabel("Amt")).toHaveValue("Präsident");
  await expect(page.getByRole("button", { name: "Veröffentlichen" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Vorschau" })).toHaveCount(0);

  const biography = page.getByLabel("Kurzbiografie");
  await biography.fill(`${await biography.inputValue()} Er ist seit 2024 Präsident des Verbands.`);
  const portrait = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#2b5d8a" } })
    .jpeg()
    .toBuffer();
  await page.getByRole("button", { name: "Foto hochladen" }).click();
  const dialog = page.getByRole("dialog", { name: "Foto hochladen" });
  await dialog.getByLabel("Bilddatei").setInputFiles({ name: "Kühnel Porträt.jpg", mimeType: "image/jpeg", buffer: portrait });
  await dialog.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByRole("img", { name: "Illustriertes Porträt von Dr. Matthias Kühnel" })).toBeVisible();
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf von .*, gespeichert am/)).toBeVisible();
  await page.getByRole("button", { name: "Zur Veröffentlichung vorlegen" }).click();
  await expect(page.getByText("Die Geschäftsführung wurde benachrichtigt.", { exact: true })).toBeVisible();
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await screenshots(page, "board-draft");
  expect(await fileExists("vorstand/01-matthias-kuehnel.yaml")).toBe(true);

  await openApp(page, "/backend/content");
  await expect(page.getByRole("region", { name: "Vorstand" }).getByText(/^Entwurf von /)).toBeVisible();
});

test("the managing director writes, previews, publishes and removes a press release", async ({ page }) => {
  const director = demoUser("geschaeftsfuehrung");
  await signInViaApi(page, director.email, director.password);
  await openApp(page, "/backend/content");
  await expect(page.getByRole("heading", { level: 1, name: "Website-Inhalte" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pressemitteilungen" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Neue Stimme für die Schiene in der Fläche/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kernforderungen" })).toBeVisible();
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await screenshots(page, "overview");

  // From the template, with an address derived from the title.
  await page.getByRole("button", { name: "Neue Pressemitteilung" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Pressemitteilung" });
  await dialog.getByLabel("Überschrift").fill(TITLE);
  await expect(dialog.getByLabel("Adresse")).toHaveValue(SLUG);
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await dialog.getByRole("button", { name: "Entwurf anlegen" }).click();
  await expect(page).toHaveURL(new RegExp(`/backend/content/press/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByLabel("Kategorie")).toHaveValue("Pressemitteilung");
  await expect(page.getByLabel("Text")).toHaveValue(/^\*\*Berlin, \d{1,2}\. \S+ \d{4}\.\*\*/);

  // Invalid front matter: refused with the field's German message, nothing written.
  await page.getByLabel("Teaser").fill("Zu kurz.");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "es wurde nichts veröffentlicht" })).toContainText("Teaser: Mindestens 40 Zeichen, bisher 8.");
  await expect(page.getByText("Mindestens 40 Zeichen, bisher 8.").first()).toBeVisible();
  await expect(page.getByLabel("Teaser")).toHaveAttribute("aria-invalid", "true");
  expect(await fileExists(`presse/${SLUG}.mdx`)).toBe(false);
  expect((await page.request.get(`/presse/${SLUG}`)).status()).toBe(404);
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await screenshots(page, "refused");

  await page.getByLabel("Teaser").fill(TEASER);
  await page.getByLabel("Beschreibung für Suchmaschinen").fill(DESCRIPTION);
  const body = page.getByLabel("Text");
  await body.fill(`**Berlin.** Der VNSI begrüßt das Programm.\n\n## Einfache Verfahren\n\n${PARAGRAPH}\n`);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf von .*, gespeichert am/)).toBeVisible();

  // The preview draws the draft into the site's own press page.
  await page.getByRole("tab", { name: "Vorschau" }).click();
  const preview = page.frameLocator('iframe[title="Vorschau der Seite im Design der Website"]');
  await expect(preview.locator("h1")).toHaveText(TITLE);
  await expect(preview.getByRole("heading", { level: 2, name: "Einfache Verfahren" })).toBeVisible();
  await expect(preview.getByText(PARAGRAPH)).toBeVisible();
  await expect(preview.getByText("Pressekontakt").first()).toBeVisible();
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await screenshots(page, "preview");

  // Publish and watch it go live.
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Die Website wird neu gebaut.")).toBeVisible();
  await expectNoViolations(page, { exclude: ".content-preview__frame" });
  await expect(page.getByText("Die Seite ist online.")).toBeVisible({ timeout: 300_000 });
  await screenshots(page, "live");
  expect(await fileExists(`presse/${SLUG}.mdx`)).toBe(true);

  await page.goto("/presse");
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(page.getByText(TEASER)).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await page.goto(`/presse/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(PARAGRAPH)).toBeVisible();

  // Unpublish: gone from /presse after the next rebuild.
  await openApp(page, `/backend/content/press/${SLUG}`);
  await page.getByRole("button", { name: "Von der Website entfernen" }).click();
  await page.getByRole("dialog", { name: "Von der Website entfernen?" }).getByRole("button", { name: "Entfernen" }).click();
  await expect(page.getByText("Die Seite ist von der Website entfernt.")).toBeVisible({ timeout: 300_000 });
  expect(await fileExists(`presse/${SLUG}.mdx`)).toBe(false);
  await page.goto("/presse");
  await expect(page.getByRole("link", { name: /Neue Stimme für die Schiene/ })).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
  expect((await page.request.get(`/presse/${SLUG}`)).status()).toBe(404);
});

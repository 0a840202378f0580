/**
 * The notes screens as a person uses them, with axe (WCAG 2.1 A/AA) on every state and
 * screenshots at 375 and 1280 px: the list (empty search, documents), a document with formatting
 * from the toolbar and the keyboard, the versions dialog with a named version and its preview,
 * the settings and "Als Protokoll ablegen".
 */
import { test, type Page } from "@playwright/test";
import { actAsNewClient, demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 150_000 });

async function shoot(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `collab-screens/${name}-${width}`, { fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const editor = (page: Page) => page.getByRole("textbox", { name: /^Inhalt von/ });

test("list, document with formatting, versions, settings and minutes", async ({ page }) => {
  await actAsNewClient(page);
  const board = demoUser("vorstand");
  await signInViaApi(page, board.email, board.password);
  const title = `Vorstandssitzung ${Date.now()}`;

  await openApp(page, "/backend/collab-docs");
  await expect(page.getByRole("heading", { name: "Notizdokumente" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Suche" }).fill("gibt es nicht xyz");
  await expect(page.getByText("Nichts gefunden")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("searchbox", { name: "Suche" }).fill("");

  await page.getByRole("button", { name: "Neues Dokument" }).first().click();
  const create = page.getByRole("dialog", { name: "Neues Notizdokument" });
  await create.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await expect(create.getByText("Bitte geben Sie einen Titel an.")).toBeVisible();
  await expectNoViolations(page);
  await create.getByLabel("Titel").fill(title);
  await create.getByLabel("Nur Vorstand, Geschäftsführung und Administration").check();
  await create.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await page.waitForURL(/\/backend\/collab\/vorstandssitzung-\d+$/);
  // The list (with other tests' board-only notes) may still be shown for a moment: wait for the note.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Nur Vorstand")).toBeVisible();

  // Formatting: the toolbar and Markdown-like input rules, all by keyboard.
  await editor(page).click();
  await page.keyboard.type("## Tagesordnung");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1. Begrüßung");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Haushalt 2027");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("[ ] Einladung zur Mitgliederversammlung versenden");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Beschluss:");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" Der Haushalt wird einstimmig angenommen.");
  await expect(editor(page).getByRole("heading", { name: "Tagesordnung" })).toBeVisible();
  await expect(editor(page).locator("ol > li")).toHaveCount(2);
  await expect(editor(page).locator('ul[data-type="taskList"] li')).toHaveCount(1);
  await expect(editor(page).locator("strong")).toHaveText("Beschluss:");
  await page.getByRole("toolbar", { name: "Formatierung" }).getByRole("button", { name: "Tabelle einfügen" }).click();
  await expect(editor(page).locator("table")).toBeVisible();
  await page.keyboard.type("Posten");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Betrag");
  await expect(page.getByRole("button", { name: "Zeile darunter einfügen" })).toBeVisible();
  await expect(page.locator(".collab-status")).toHaveText("Gespeichert");
  await expectNoViolations(page);
  await shoot(page, "document");

  await page.getByRole("button", { name: "Versionen" }).click();
  const history = page.getByRole("dialog", { name: "Versionen" });
  await history.getByLabel("Aktuellen Stand als Version speichern").fill("Entwurf vor der Sitzung");
  await history.getByRole("button", { name: "Version speichern" }).click();
  await expect(history.getByText("Entwurf vor der Sitzung")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "versions");
  await history
    .getByRole("button", { name: /ansehen$/ })
    .first()
    .click();
  const preview = page.getByRole("dialog", { name: /^Entwurf vor der Sitzung/ });
  await expect(preview.getByRole("document")).toContainText("Der Haushalt wird einstimmig angenommen.");
  await expectNoViolations(page);
  await preview.getByRole("button", { name: "Dialog schließen" }).click();
  await history.getByRole("button", { name: "Dialog schließen" }).click();

  await page.getByRole("button", { name: "Einstellungen" }).click();
  const settings = page.getByRole("dialog", { name: "Dokument bearbeiten" });
  await expect(settings.getByLabel("Nur Vorstand, Geschäftsführung und Administration")).toBeChecked();
  await expectNoViolations(page);
  await settings.getByRole("button", { name: "Abbrechen" }).click();

  await page.getByRole("button", { name: "Als Protokoll ablegen" }).click();
  const minutes = page.getByRole("dialog", { name: "Als Protokoll ablegen" });
  await minutes.getByLabel("Bezeichnung der Fassung").fill("Beschlossene Fassung");
  await minutes.getByRole("button", { name: "Ablegen" }).click();
  await expect(minutes.getByText(/Abgelegt als Protokoll .*\.pdf/)).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page);
  await shoot(page, "minutes");
  await minutes.getByRole("button", { name: "Schließen", exact: true }).click();

  await openApp(page, "/backend/collab-docs");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText(/Bearbeitet .* von Jens Wohlfahrt/).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "list");
});

test("a member cannot open a board-only document by its address", async ({ browser }) => {
  const boardPage = await (await browser.newContext()).newPage();
  await actAsNewClient(boardPage);
  const board = demoUser("vorstand");
  await signInViaApi(boardPage, board.email, board.password);
  await openApp(boardPage, "/backend/collab-docs");
  await boardPage.getByRole("button", { name: "Neues Dokument" }).first().click();
  const create = boardPage.getByRole("dialog", { name: "Neues Notizdokument" });
  await create.getByLabel("Titel").fill(`Personalsache ${Date.now()}`);
  await create.getByLabel("Nur Vorstand, Geschäftsführung und Administration").check();
  await create.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await boardPage.waitForURL(/\/backend\/collab\/personalsache-\d+$/);
  const path = new URL(boardPage.url()).pathname;

  const memberPage = await (await browser.newContext()).newPage();
  await actAsNewClient(memberPage);
  const member = demoUser("mitglied");
  await signInViaApi(memberPage, member.email, member.password);
  await openApp(memberPage, path);
  await expect(memberPage.getByText("Dokument nicht gefunden")).toBeVisible();
  await expectNoViolations(memberPage);
  await openApp(memberPage, "/backend/collab");
  await expect(memberPage.getByRole("heading", { name: "Gemeinsame Notizen des Verbands" })).toBeVisible();
  await expect(editor(memberPage)).toBeVisible();
  await expectNoViolations(memberPage);
  await shoot(memberPage, "shared");
});

/**
 * The offline copies of notes at sign-out, on a shared office computer: nothing the previous
 * person wrote stays in the browser's IndexedDB for the next one, and nothing unsaved is lost
 * without the person being asked (sign-out by hand) or told (automatic sign-out after inactivity).
 */
import { test, type Page } from "@playwright/test";
import { actAsNewClient, demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";
import type { Role } from "#shared/roles.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

const editorOf = (page: Page) => page.getByRole("textbox", { name: /^Inhalt von/ });

async function signIn(page: Page, role: Role): Promise<void> {
  await actAsNewClient(page);
  const { email, password } = demoUser(role);
  // These tests sign out: a session of their own, not the shared one.
  await signInViaApi(page, email, password, { fresh: true });
}

/** Signs in through the sign-in form of the page that is open (the same browser, the same storage). */
async function signInWithForm(page: Page, role: Role): Promise<void> {
  const { email, password } = demoUser(role);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).not.toHaveURL(/\/backend\/login/);
}

async function newDocument(page: Page, title: string): Promise<string> {
  await openApp(page, "/backend/collab-docs");
  await page.getByRole("button", { name: "Neues Dokument" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neues Notizdokument" });
  await dialog.getByLabel("Titel").fill(title);
  await dialog.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await page.waitForURL(/\/backend\/collab\/[a-z0-9-]+$/);
  await expect(editorOf(page)).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Types while the browser is offline, in one transaction (so the text sits whole in one stored update). */
async function typeOffline(page: Page, text: string): Promise<void> {
  await editorOf(page).click();
  await page.keyboard.type("Online begonnen.");
  await expect(page.locator(".collab-status[data-status=synced]")).toBeVisible();
  await page.context().setOffline(true);
  await page.keyboard.press("Enter");
  await page.keyboard.insertText(text);
  await expect(page.locator(".collab-status[data-status=offline]")).toBeVisible({ timeout: 20_000 });
}

/**
 * Everything this origin keeps in IndexedDB and localStorage, searched for a text: the collab
 * databases by name, and whether the text is in any stored value (Yjs keeps strings as UTF-8).
 */
function browserStorage(page: Page, text: string) {
  return page.evaluate(async (needle) => {
    const decoder = new TextDecoder();
    const contains = (value: unknown): boolean => {
      if (value instanceof ArrayBuffer) return decoder.decode(value).includes(needle);
      if (ArrayBuffer.isView(value)) return decoder.decode(value).includes(needle);
      if (typeof value === "string") return value.includes(needle);
      if (value && typeof value === "object") return Object.values(value).some(contains);
      return false;
    };
    const databases = (await indexedDB.databases()).map((db) => db.name!).filter(Boolean);
    let found = false;
    for (const name of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, "readonly").objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        found ||= values.some(contains);
      }
      db.close();
    }
    const local = Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join("\n");
    return { collabDatabases: databases.filter((name) => name.startsWith("vnsi-collab:")), inIndexedDb: found, inLocalStorage: local.includes(needle) };
  }, text);
}

async function openUserMenuAndSignOut(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Benutzermenü" });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByRole("button", { name: "Abmelden", exact: true }).click();
}

test("typed offline, signed out, someone else signs in: the old text is not in the browser's storage", async ({ page }) => {
  await signIn(page, "vorstand");
  const title = `Vertraulich ${Date.now()}`;
  const key = await newDocument(page, title);
  const secret = `Geheimer Vorstandstext ${Date.now()}`;
  await typeOffline(page, secret);
  // The probe sees the offline copy while it exists (so the checks below can fail).
  await expect.poll(async () => (await browserStorage(page, secret)).inIndexedDb).toBe(true);

  await openUserMenuAndSignOut(page);
  // The final sync cannot reach the server: the person is asked, nothing goes silently.
  const dialog = page.getByRole("dialog", { name: "Nicht gespeicherte Änderungen" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`„${title}“ – keine Verbindung zum Server`);
  await expectNoViolations(page, { include: "dialog[open]" });
  if (screenshotsWanted) {
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "collab-unsaved-dialog-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, "collab-unsaved-dialog-1280");
  }

  // "Angemeldet bleiben" keeps everything as it was.
  await dialog.getByRole("button", { name: "Angemeldet bleiben" }).click();
  await expect(dialog).toBeHidden();
  expect((await browserStorage(page, secret)).inIndexedDb).toBe(true);

  await openUserMenuAndSignOut(page);
  await dialog.getByRole("button", { name: "Abmelden und Änderungen löschen" }).click();
  await expect(page).toHaveURL(/\/backend\/login/);
  await expect.poll(() => browserStorage(page, secret)).toEqual({ collabDatabases: [], inIndexedDb: false, inLocalStorage: false });

  // The next person at this computer, in the same browser.
  await page.context().setOffline(false);
  await actAsNewClient(page);
  await signInWithForm(page, "admin");
  await openApp(page, `/backend/collab/${key}`);
  await expect(editorOf(page)).toContainText("Online begonnen.");
  await expect(editorOf(page)).not.toContainText(secret);
  const seen = await browserStorage(page, secret);
  expect(seen.inIndexedDb).toBe(false);
  expect(seen.inLocalStorage).toBe(false);
  // Only the new person's own copy exists.
  expect(seen.collabDatabases).toHaveLength(1);
});

test("edits made offline in a closed document are saved by the sign-out before the copy is deleted", async ({ page }) => {
  await signIn(page, "vorstand");
  const key = await newDocument(page, `Im Zug ${Date.now()}`);
  const text = `Im Zug geschrieben ${Date.now()}`;
  await typeOffline(page, text);
  // Leave the document while still offline: only the offline copy holds the text now.
  await page.getByRole("link", { name: "Notizdokumente" }).first().click();
  await expect(editorOf(page)).toHaveCount(0);
  await page.context().setOffline(false);

  await openUserMenuAndSignOut(page);
  await expect(page).toHaveURL(/\/backend\/login/);
  await expect(page.locator(".toast").filter({ hasText: "Erfolgreich abgemeldet" })).toBeVisible();
  await expect.poll(() => browserStorage(page, text)).toEqual({ collabDatabases: [], inIndexedDb: false, inLocalStorage: false });

  await actAsNewClient(page);
  await signInWithForm(page, "admin");
  await openApp(page, `/backend/collab/${key}`);
  await expect(editorOf(page)).toContainText(text);
});

test("the automatic sign-out after inactivity deletes the copies and says what could not be saved", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "vorstand");
  const title = `Liegen gelassen ${Date.now()}`;
  await newDocument(page, title);
  const text = `Nicht gespeichert ${Date.now()}`;
  await typeOffline(page, text);
  await page.getByRole("link", { name: "Notizdokumente" }).first().click();
  await expect(editorOf(page)).toHaveCount(0);

  await page.clock.runFor("07:56:00");
  await expect(page.locator(".toast").filter({ hasText: "Sitzung läuft ab" })).toBeVisible();
  await page.clock.runFor("05:00");
  const notice = page.locator(".toast").filter({ hasText: "Sitzung abgelaufen" });
  await expect(notice).toContainText("Sie wurden automatisch abgemeldet.");
  await expect(notice).toContainText(`Nicht gespeicherte Änderungen wurden aus diesem Browser gelöscht: „${title}“ (keine Verbindung zum Server)`);
  await expect(page).toHaveURL(/\/backend\/login/);
  await expect.poll(() => browserStorage(page, text)).toEqual({ collabDatabases: [], inIndexedDb: false, inLocalStorage: false });
});

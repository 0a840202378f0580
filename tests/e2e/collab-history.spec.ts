/**
 * Restoring a version of a notes document (issue 14, "view and restore a snapshot"): the person
 * who manages the document names a version, writes on, restores the named version from the
 * versions dialog; the editor shows the old text again, a second person who has the document open
 * sees it without reloading, and the replaced state is kept as the version "Vor Wiederherstellung".
 */
import { test, type Browser, type Page } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";
import type { Role } from "#shared/roles.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 150_000 });

async function person(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email, password } = demoUser(role);
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  await signInViaApi(page, email, password);
  return page;
}

const editorOf = (page: Page) => page.getByRole("textbox", { name: /^Inhalt von/ });

test("a named version is restored for everyone, and the replaced text stays a version", async ({ browser }) => {
  const vera = await person(browser, "vorstand");
  const mia = await person(browser, "mitglied");
  const title = `Wiederherstellung ${Date.now()}`;

  await openApp(vera, "/backend/collab-docs");
  await vera.getByRole("button", { name: "Neues Dokument" }).first().click();
  const create = vera.getByRole("dialog", { name: "Neues Notizdokument" });
  await create.getByLabel("Titel").fill(title);
  await create.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await vera.waitForURL(/\/backend\/collab\/[a-z0-9-]+$/);
  const key = new URL(vera.url()).pathname.split("/").pop()!;

  await editorOf(vera).click();
  await vera.keyboard.type("Beschlussvorlage: Fassung des Vorstands");
  await expect(vera.locator(".collab-status")).toHaveText("Gespeichert");

  const versions = vera.getByRole("dialog", { name: "Versionen" });
  await vera.getByRole("button", { name: "Versionen" }).click();
  await versions.getByLabel("Aktuellen Stand als Version speichern").fill("Fassung des Vorstands");
  await versions.getByRole("button", { name: "Version speichern" }).click();
  await expect(versions.getByText("Fassung des Vorstands", { exact: true })).toBeVisible();
  await versions.getByRole("button", { name: "Dialog schließen" }).click();

  // Someone else opens the document; the text is then replaced.
  await openApp(mia, `/backend/collab/${key}`);
  await expect(editorOf(mia)).toContainText("Beschlussvorlage: Fassung des Vorstands");
  await editorOf(vera).click();
  await vera.keyboard.press("Control+a");
  await vera.keyboard.type("Gekürzte Fassung ohne Begründung");
  await expect(vera.locator(".collab-status")).toHaveText("Gespeichert");
  await expect(editorOf(mia)).toContainText("Gekürzte Fassung ohne Begründung");

  await vera.getByRole("button", { name: "Versionen" }).click();
  const named = versions.getByRole("listitem").filter({ hasText: "Fassung des Vorstands" });
  await named.getByRole("button", { name: /wiederherstellen$/ }).click();
  const confirm = vera.getByRole("dialog", { name: "Version wiederherstellen?" });
  await expect(confirm).toBeVisible();
  await expectNoViolations(vera);
  await confirm.getByRole("button", { name: "Wiederherstellen" }).click();
  await expect(vera.getByText("Version wiederhergestellt").first()).toBeVisible();

  for (const page of [vera, mia]) {
    await expect(editorOf(page)).toContainText("Beschlussvorlage: Fassung des Vorstands");
    await expect(editorOf(page)).not.toContainText("Gekürzte Fassung");
  }

  // The replaced text is kept: the automatic version before the restore shows it.
  await vera.getByRole("button", { name: "Versionen" }).click();
  const before = versions.getByRole("listitem").filter({ hasText: "Vor Wiederherstellung" });
  await expect(before).toHaveCount(1);
  await before.getByRole("button", { name: /ansehen$/ }).click();
  const preview = vera.getByRole("dialog", { name: /Vor Wiederherstellung/ });
  await expect(preview.getByRole("document")).toContainText("Gekürzte Fassung ohne Begründung");
  await expectNoViolations(vera);

  // The member may read but not restore.
  await mia.getByRole("button", { name: "Versionen" }).click();
  const miaVersions = mia.getByRole("dialog", { name: "Versionen" });
  await expect(miaVersions.getByText("Fassung des Vorstands", { exact: true })).toBeVisible();
  await expect(miaVersions.getByRole("button", { name: /wiederherstellen$/ })).toHaveCount(0);
});

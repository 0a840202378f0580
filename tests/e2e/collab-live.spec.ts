/**
 * Collaborative notes as two people use them, in two browsers: type in one, see it in the other
 * with the other's name at the caret; go offline, both type, come back, both texts merge.
 */
import { test, type Browser, type Page } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";
import type { Role } from "#shared/roles.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

async function person(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email, password } = demoUser(role);
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  await signInViaApi(page, email, password);
  return page;
}

/** Creates a document through the list screen's dialog and returns its key (the page shows it). */
async function newDocument(page: Page, title: string): Promise<string> {
  await openApp(page, "/backend/collab-docs");
  await page.getByRole("button", { name: "Neues Dokument" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neues Notizdokument" });
  await dialog.getByLabel("Titel").fill(title);
  await dialog.getByRole("button", { name: "Anlegen und öffnen" }).click();
  await page.waitForURL(/\/backend\/collab\/[a-z0-9-]+$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

const editorOf = (page: Page) => page.getByRole("textbox", { name: /^Inhalt von/ });

/** The document's text without the other people's caret labels (which sit inside the text). */
const textOf = (page: Page) =>
  editorOf(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll(".collab-caret")) caret.remove();
    return [...copy.querySelectorAll("p")].map((paragraph) => paragraph.textContent).join("\n");
  });

test("typing in one browser appears in the other, with the writer's name at the caret", async ({ browser }) => {
  const anna = await person(browser, "vorstand");
  const bernd = await person(browser, "admin");
  const key = await newDocument(anna, `Live-Test ${Date.now()}`);
  await openApp(bernd, `/backend/collab/${key}`);
  await expect(editorOf(anna)).toBeVisible();
  await expect(editorOf(bernd)).toBeVisible();

  await editorOf(anna).click();
  await anna.keyboard.type("TOP 1: Begrüßung und Feststellung der Beschlussfähigkeit");
  await expect(editorOf(bernd)).toContainText("TOP 1: Begrüßung und Feststellung der Beschlussfähigkeit");
  // Bernd sees Anna in the document and her caret label.
  await expect(bernd.getByRole("list", { name: /Ebenfalls im Dokument/ })).toBeVisible();
  await expect(bernd.locator(".collab-caret__label")).toHaveCount(1);

  await editorOf(bernd).click();
  await bernd.keyboard.press("End");
  await bernd.keyboard.type(" – ergänzt von Bernd");
  await expect(editorOf(anna)).toContainText("Beschlussfähigkeit – ergänzt von Bernd");
  await expect(anna.getByText("Gespeichert")).toBeVisible();
});

test("edits made offline merge with the others' when the connection returns", async ({ browser }) => {
  const anna = await person(browser, "vorstand");
  const bernd = await person(browser, "mitglied");
  const key = await newDocument(anna, `Offline-Test ${Date.now()}`);
  await openApp(bernd, `/backend/collab/${key}`);
  await editorOf(anna).click();
  await anna.keyboard.type("Gemeinsamer Anfang.");
  await expect(editorOf(bernd)).toContainText("Gemeinsamer Anfang.");

  await bernd.context().setOffline(true);
  await editorOf(bernd).click();
  await bernd.keyboard.press("Control+End");
  await bernd.keyboard.press("Enter");
  await bernd.keyboard.type("Bernd schreibt im Zug ohne Netz.");
  await expect(bernd.locator(".collab-status[data-status=offline]")).toHaveText("Offline – Änderungen bleiben auf diesem Gerät", { timeout: 20_000 });
  await anna.keyboard.press("Control+Home");
  await anna.keyboard.type("Anna ergänzt online: ");
  await expect(editorOf(bernd)).not.toContainText("Anna ergänzt online");

  await bernd.context().setOffline(false);
  // Where each caret stood decides the order; what counts is that both see the same text with
  // both edits and nothing lost.
  await expect
    .poll(
      async () => {
        const [seenByAnna, seenByBernd] = [await textOf(anna), await textOf(bernd)];
        return (
          seenByAnna === seenByBernd &&
          seenByAnna.includes("Bernd schreibt im Zug ohne Netz.") &&
          seenByAnna.includes("Anna ergänzt online: ") &&
          seenByAnna.includes("Gemeinsamer Anfang.")
        );
      },
      { timeout: 40_000 },
    )
    .toBe(true);
});

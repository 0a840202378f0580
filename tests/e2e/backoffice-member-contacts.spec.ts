/**
 * Contact people of a member in the register, by keyboard: the board opens a member, edits its
 * representative, adds a second person who takes over the representative mark, and finds both
 * after a reload; then removes one. axe-core with the contact dialog open and on the detail.
 * The test brings its own member (via the API), so it runs in any order.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi, test } from "./fixtures/auth.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 90_000 });

/** Finds the member in the register and opens its detail with the keyboard. */
async function openMember(page: Page, name: string) {
  await openApp(page, "/backend/members");
  await page.getByRole("searchbox", { name: "Suche" }).fill(name);
  const open = page.getByRole("row").filter({ hasText: name }).getByRole("button", { name });
  await open.focus();
  await page.keyboard.press("Enter");
  const detail = page.getByRole("dialog", { name });
  await expect(detail.getByRole("heading", { name: "Ansprechpersonen" })).toBeVisible();
  return detail;
}

test("the board edits and adds contact people of a member; the change survives a reload", async ({ page }) => {
  const name = `Kontaktbahn ${randomUUID().slice(0, 8)} GmbH`;
  const board = demoUser("vorstand");
  await signInViaApi(page, board.email, board.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  const created = await page.request.post("/api/members", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      state: "Sachsen",
      membershipClass: "ordinary",
      entryDate: "2025-01-01",
      contacts: [{ firstName: "Erika", lastName: "Muster", jobFunction: "Geschäftsführerin", email: "erika.muster@example.org", isRepresentative: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  let detail = await openMember(page, name);
  await expect(detail.getByText("Erika Muster", { exact: true })).toBeVisible();
  await expect(detail.getByText("vertretungsberechtigt", { exact: true })).toBeVisible();

  // Edit: the button names the person; the dialog takes the focus; Enter in a field saves.
  await detail.getByRole("button", { name: "Bearbeiten: Erika Muster" }).focus();
  await page.keyboard.press("Enter");
  let form = page.getByRole("dialog", { name: "Ansprechperson bearbeiten" });
  await expect(form).toBeVisible();
  await expect(form.locator(":focus")).toHaveCount(1);
  await form.getByRole("textbox", { name: "Nachname" }).fill("");
  await form.getByRole("textbox", { name: "Nachname" }).press("Enter");
  await expect(form.getByText("Bitte geben Sie einen Nachnamen an.")).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole("textbox", { name: "Titel" }).fill("Dr.");
  await form.getByRole("textbox", { name: "Nachname" }).fill("Muster-Bahn");
  await form.getByRole("textbox", { name: "Funktion" }).fill("Vorständin");
  await form.getByRole("textbox", { name: "Telefon" }).fill("+49 351 123456");
  await form.getByRole("textbox", { name: "Telefon" }).press("Enter");
  await expect(page.locator(".toast").getByText("Ansprechperson gespeichert")).toBeVisible();
  detail = page.getByRole("dialog", { name });
  await expect(detail.getByText("Dr. Erika Muster-Bahn", { exact: true })).toBeVisible();
  await expect(detail.getByText("Vorständin", { exact: true })).toBeVisible();

  // Add a second person, who becomes the representative (the dialog says whom that replaces).
  await detail.getByRole("button", { name: "Ansprechperson hinzufügen" }).focus();
  await page.keyboard.press("Enter");
  form = page.getByRole("dialog", { name: "Ansprechperson hinzufügen" });
  await form.getByRole("textbox", { name: "Vorname" }).fill("Jonas");
  await form.getByRole("textbox", { name: "Nachname" }).fill("Beispiel");
  await form.getByRole("textbox", { name: "E-Mail" }).fill("kein-mail");
  await form.getByRole("checkbox", { name: "Vertretungsberechtigte Person" }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByText("Bisher ist Dr. Erika Muster-Bahn als vertretungsberechtigt eingetragen.")).toBeVisible();
  await form.getByRole("button", { name: "Ansprechperson speichern" }).click();
  await expect(form.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeVisible();
  await form.getByRole("textbox", { name: "E-Mail" }).fill("jonas.beispiel@example.org");
  await form.getByRole("button", { name: "Ansprechperson speichern" }).press("Enter");
  await expect(page.locator(".toast").getByText("Ansprechperson hinzugefügt")).toBeVisible();

  // After a reload the register shows what the server stored.
  await page.reload();
  detail = await openMember(page, name);
  const people = detail.locator(".member-contacts__item");
  await expect(people).toHaveCount(2);
  await expect(people.nth(0)).toContainText("Jonas Beispiel");
  await expect(people.nth(0)).toContainText("vertretungsberechtigt");
  await expect(people.nth(1)).toContainText("Dr. Erika Muster-Bahn");
  await expect(people.nth(1)).toContainText("Vorständin");
  await expect(people.nth(1)).toContainText("+49 351 123456");
  await expect(people.nth(1)).not.toContainText("vertretungsberechtigt");
  await expect(detail.getByRole("heading", { name: "Benutzerkonten" })).toBeVisible();
  await expectNoViolations(page);

  // Remove the second person after the confirmation; Escape first cancels it.
  await detail.getByRole("button", { name: "Entfernen: Jonas Beispiel" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Ansprechperson entfernen?" });
  await expect(confirm).toContainText("Jonas Beispiel wird aus den Ansprechpersonen");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await page.getByRole("dialog", { name }).getByRole("button", { name: "Entfernen: Jonas Beispiel" }).click();
  await confirm.getByRole("button", { name: "Entfernen" }).click();
  await expect(page.locator(".toast").getByText("Ansprechperson entfernt")).toBeVisible();
  await page.reload();
  detail = await openMember(page, name);
  await expect(detail.locator(".member-contacts__item")).toHaveCount(1);
  await expect(detail.getByText("Jonas Beispiel", { exact: true })).toHaveCount(0);
});

test("a member without contact people says what to do", async ({ page }) => {
  const name = `Leerbahn ${randomUUID().slice(0, 8)} GmbH`;
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  const created = await page.request.post("/api/members", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, state: "Berlin", membershipClass: "supporting", entryDate: "2025-02-01" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const detail = await openMember(page, name);
  await expect(detail.getByText("Keine Ansprechperson erfasst")).toBeVisible();
  await expect(detail.getByText("Fügen Sie mindestens die vertretungsberechtigte Person hinzu")).toBeVisible();
  await expect(detail.getByText("Kein Benutzerkonto verknüpft.")).toBeVisible();
  await expectNoViolations(page);
});

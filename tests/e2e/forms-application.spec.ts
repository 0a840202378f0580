/**
 * Membership application island (/mitgliedsantrag): SPEC section 5 messages and their timing, input
 * rules of section 3, the thank-you screen and toasts of sections 2 and 8, failures that keep every
 * value, server-side details, and a keyboard-only application.
 */
import { expect, test } from "@playwright/test";
import { actAsNewClient, mailsContaining, openIsland, toastLocator } from "./fixtures/forms.ts";
import { APPLICATION_MESSAGES, berlinDate, fillValidApplication, select, spin, textbox } from "./fixtures/application.ts";

test.use({ serviceWorkers: "block" });

const submit = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Mitgliedsantrag absenden" });

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("empty submit shows every SPEC message, focuses the first field, then revalidates on change", async ({ page }) => {
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await submit(page).click();
  for (const message of APPLICATION_MESSAGES) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Gültige E-Mail erforderlich", { exact: true })).toHaveCount(2);
  const company = textbox(page, "Name des Unternehmens");
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute("aria-invalid", "true");
  await expect(company).toHaveAccessibleDescription("Unternehmensname ist erforderlich");
  // Optional fields never complain.
  await expect(textbox(page, "Website")).not.toHaveAttribute("aria-invalid", "true");

  await company.pressSequentially("B");
  await expect(page.getByText("Unternehmensname ist erforderlich")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Häfen und Terminals" }).check();
  await expect(page.getByText("Mindestens eine Infrastrukturart auswählen")).toHaveCount(0);
  await textbox(page, "PLZ").fill("123");
  await expect(page.getByText("PLZ muss 5 Ziffern haben")).toBeVisible();
  await textbox(page, "PLZ").fill("12345");
  await expect(page.getByText("PLZ muss 5 Ziffern haben")).toHaveCount(0);
});

test("input rules: postal code 5 characters, employee count integer, entry date not before today", async ({ page }) => {
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await textbox(page, "PLZ").pressSequentially("1234567");
  await expect(textbox(page, "PLZ")).toHaveValue("12345");
  await expect(page.getByLabel("Gewünschter Beitrittstermin")).toHaveAttribute("min", berlinDate(0));
  await expect(spin(page, "Streckenlänge in km")).toHaveAttribute("step", "0.1");
  await spin(page, "Anzahl Mitarbeiter").fill("0");
  await page.getByLabel("Gewünschter Beitrittstermin").fill(berlinDate(-1));
  await submit(page).click();
  await expect(page.getByText("Anzahl Mitarbeiter ist erforderlich")).toBeVisible();
  await expect(page.getByText("Beitrittstermin darf nicht in der Vergangenheit liegen")).toBeVisible();
  await page.getByLabel("Gewünschter Beitrittstermin").fill(berlinDate(0));
  await expect(page.getByText("Beitrittstermin darf nicht in der Vergangenheit liegen")).toHaveCount(0);
});

test("the 'Sonstige' free text is shown only while 'Sonstige' is checked; confirmations start unchecked", async ({ page }) => {
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  const other = textbox(page, "Sonstige Infrastruktur (bitte beschreiben)");
  await expect(other).toHaveCount(0);
  for (const name of [/Satzung/, /berechtigt bin/, /Datenschutzerklärung/]) await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Satzung (öffnet in neuem Tab)" })).toHaveAttribute("href", "/satzung");
  await expect(page.getByRole("link", { name: "Datenschutzerklärung (öffnet in neuem Tab)" })).toHaveAttribute("href", "/datenschutz");
  await page.getByRole("checkbox", { name: "Sonstige" }).check();
  await expect(other).toBeVisible();
  await page.getByRole("checkbox", { name: "Sonstige" }).uncheck();
  await expect(other).toHaveCount(0);
});

test("a complete application is stored: payload, thank-you screen, toast, mails", async ({ page }) => {
  const marker = `Hafenbahn ${Date.now()}`;
  const email = `antrag-${Date.now()}@hafenbahn.example`;
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await fillValidApplication(page, { company: marker, email, representativeEmail: "e.mustermann@hafenbahn.example" });
  const requestSent = page.waitForRequest((r) => r.url().endsWith("/api/membership-applications") && r.method() === "POST");
  const responded = page.waitForResponse("**/api/membership-applications");
  await submit(page).click();
  const payload = (await requestSent).postDataJSON();
  expect((await responded).status()).toBe(201);
  expect(payload).toMatchObject({
    company_name: marker,
    legal_form: "GmbH & Co. KG",
    employee_count: 42,
    postal_code: "06108",
    state: "Sachsen-Anhalt",
    website: "https://www.hafenbahn.example",
    representative_salutation: "frau",
    representative_title: "Dr.",
    representative_phone: null,
    infrastructure_types: ["schienenwege", "sonstige", "sonstige: Drehscheibe"],
    track_length: 12.5,
    desired_entry_date: berlinDate(30),
    referral_source: "Empfehlung",
  });
  for (const formOnly of ["infrastructure_other", "accept_statutes", "confirm_authority", "accept_privacy"]) expect(payload).not.toHaveProperty(formOnly);

  const heading = page.getByRole("heading", { name: "Vielen Dank für Ihren Mitgliedsantrag!" });
  await expect(heading).toBeFocused();
  await expect(page.getByText("Bitte prüfen Sie auch Ihren Spam-Ordner")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute("href", "/");
  await expect(page.getByRole("form", { name: "Mitgliedsantrag" })).toHaveCount(0);
  const toast = toastLocator(page);
  await expect(toast.locator(".toast__title")).toHaveText("Antrag erfolgreich übermittelt");
  await expect(toast.locator(".toast__description")).toHaveText("Vielen Dank! Wir werden Ihren Antrag schnellstmöglich bearbeiten.");

  const mails = await mailsContaining(marker, 2);
  expect(mails.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]))).toContain(email);
});

test("a server failure shows the error toast and keeps every value", async ({ page }) => {
  await page.route("**/api/membership-applications", (route) =>
    route.fulfill({ status: 500, json: { success: false, error: "internal_error", message: "Interner Serverfehler" } }),
  );
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await fillValidApplication(page, { company: "Werkbahn Nord GmbH", email: "info@werkbahn.example", representativeEmail: "chef@werkbahn.example" });
  await submit(page).click();
  const toast = toastLocator(page);
  await expect(toast.locator(".toast__title")).toHaveText("Fehler beim Senden");
  await expect(toast.locator(".toast__description")).toHaveText("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(submit(page)).toBeEnabled();
  await expect(textbox(page, "Name des Unternehmens")).toHaveValue("Werkbahn Nord GmbH");
  await expect(select(page, "Rechtsform")).toHaveValue("GmbH & Co. KG");
  await expect(spin(page, "Anzahl Mitarbeiter")).toHaveValue("42");
  await expect(textbox(page, "Sonstige Infrastruktur (bitte beschreiben)")).toHaveValue("Drehscheibe");
  await expect(page.getByRole("radio", { name: "Frau" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Schienenwege" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Datenschutzerklärung/ })).toBeChecked();
  await expect(page.getByLabel("Gewünschter Beitrittstermin")).toHaveValue(berlinDate(30));
});

test("a network failure is a failure too (no false success)", async ({ page }) => {
  await page.route("**/api/membership-applications", (route) => route.abort("connectionrefused"));
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await fillValidApplication(page, { company: "Offline Bahn AG", email: "a@offline.example", representativeEmail: "b@offline.example" });
  await submit(page).click();
  await expect(toastLocator(page).locator(".toast__title")).toHaveText("Fehler beim Senden");
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihren Mitgliedsantrag!" })).toHaveCount(0);
});

test("server-side validation details are shown at their fields and in a list", async ({ page }) => {
  await page.route("**/api/membership-applications", (route) =>
    route.fulfill({
      status: 400,
      json: { success: false, error: "invalid_input", message: "Ungültige Eingaben", details: ["city: Ort ist unbekannt", "Unbekannte Felder: extra"] },
    }),
  );
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await fillValidApplication(page, { company: "Details GmbH", email: "a@details.example", representativeEmail: "b@details.example" });
  await submit(page).click();
  await expect(textbox(page, "Ort")).toHaveAccessibleDescription("Ort ist unbekannt");
  await expect(textbox(page, "Ort")).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Unbekannte Felder: extra" })).toBeVisible();
  await expect(toastLocator(page).locator(".toast__title")).toHaveText("Fehler beim Senden");
});

test("can be completed with the keyboard alone", async ({ page }) => {
  const marker = `Tastaturbahn ${Date.now()}`;
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  const active = () => page.evaluate(() => document.activeElement?.id ?? "");
  async function tabTo(id: string, maxPresses = 60) {
    for (let i = 0; i < maxPresses; i++) {
      if ((await active()) === id) return;
      await page.keyboard.press("Tab");
    }
    expect(await active()).toBe(id);
  }
  const type = (text: string) => page.keyboard.type(text);

  await tabTo("application-company-name");
  await type(marker);
  await tabTo("application-legal-form", 1);
  await page.keyboard.press("ArrowDown"); // GmbH
  await tabTo("application-employee-count", 1);
  await type("7");
  await tabTo("application-street", 2);
  await type("Gleisweg 1");
  await tabTo("application-postal-code", 1);
  await type("01067");
  await tabTo("application-city", 1);
  await type("Dresden");
  await tabTo("application-state", 1);
  await type("Sachsen");
  await tabTo("application-phone", 1);
  await type("0351 123");
  await tabTo("application-email", 1);
  await type(`tastatur-${Date.now()}@bahn.example`);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // first radio: Herr
  expect(await active()).toBe("application-representative-salutation-herr");
  await tabTo("application-representative-position", 2);
  await type("Vorstand");
  await tabTo("application-representative-firstname", 1);
  await type("Max");
  await tabTo("application-representative-lastname", 1);
  await type("Muster");
  await tabTo("application-representative-email", 1);
  await type("max@bahn.example");
  await tabTo("application-infrastructure-types-industriestammgleise", 5);
  await page.keyboard.press("Space");
  await tabTo("application-desired-entry-date", 4);
  // Day equals month, so the segment order of the browser's date format does not matter.
  await type("11112031");
  await expect(page.getByLabel("Gewünschter Beitrittstermin")).toHaveValue("2031-11-11");
  for (const id of ["application-accept-statutes", "application-confirm-authority", "application-accept-privacy"]) {
    await tabTo(id, 6);
    await page.keyboard.press("Space");
  }
  await tabTo("application-submit", 3);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihren Mitgliedsantrag!" })).toBeFocused();
  await mailsContaining(marker, 1);
});

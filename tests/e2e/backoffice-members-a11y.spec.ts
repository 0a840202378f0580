/** axe-core (WCAG 2.1 A and AA) on the member register and the application review, dialogs open. */
import { expect, test } from "@playwright/test";
import { demoUser, openApp, signInViaApi } from "./fixtures/auth.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 90_000 });

test("member register with figures, and the new-member form", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  await openApp(page, "/backend/members");
  await expect(page.getByText("Streckenlänge der Mitglieder")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Mitglied anlegen" }).click();
  await page.getByRole("dialog", { name: "Mitglied anlegen" }).getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Name der Organisation ist erforderlich")).toBeVisible();
  await expectNoViolations(page);
});

test("application review with an application open", async ({ page }) => {
  const marker = `A11y Bahn ${Date.now()}`;
  const response = await page.request.post("/api/membership-applications", {
    headers: { "x-nf-client-connection-ip": `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
    data: {
      company_name: marker,
      legal_form: "GmbH",
      employee_count: 5,
      street: "Gleis 1",
      postal_code: "10115",
      city: "Berlin",
      state: "Berlin",
      phone: "+49 30 1",
      email: "a11y@example.org",
      website: null,
      representative_salutation: "divers",
      representative_title: null,
      representative_firstname: "Kim",
      representative_lastname: "Muster",
      representative_position: "Vorstand",
      representative_email: "kim@example.org",
      representative_phone: null,
      infrastructure_types: ["serviceeinrichtungen"],
      track_length: null,
      desired_entry_date: "2099-01-01",
      referral_source: null,
    },
  });
  expect(response.status()).toBe(201);
  const board = demoUser("vorstand");
  await signInViaApi(page, board.email, board.password);
  await openApp(page, "/backend/members/applications");
  await page.getByRole("searchbox", { name: "Suche" }).fill(marker);
  await page.getByRole("button", { name: marker }).click();
  await expect(page.getByRole("dialog", { name: marker }).getByRole("button", { name: "In Prüfung nehmen" })).toBeVisible();
  await expectNoViolations(page);
});

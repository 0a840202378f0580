/**
 * Accessibility of both form pages with axe-core (WCAG 2.1 AA rules) in every display state: the
 * empty form, the error state after an empty submit, the toast, and the thank-you screen; at phone
 * and desktop width. Full-page screenshots go to E2E_SCREENSHOTS (fixtures/screenshots.ts) to look at.
 */
import { expect, test, type Page } from "@playwright/test";
import { actAsNewClient, openIsland } from "./fixtures/forms.ts";
import { fillValidApplication } from "./fixtures/application.ts";
import { screenshot } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });

async function shoot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: true, animations: "disabled" });
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe runs and full-page screenshots are slow on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test("contact form: empty, errors, toast", async ({ page }) => {
      await actAsNewClient(page);
      await page.route("**/api/contact-email", (route) => route.fulfill({ status: 429, json: { success: false, error: "rate_limited" } }));
      await openIsland(page, "/kontakt", "contact");
      await expectNoViolations(page);
      await shoot(page, `kontakt-${width}`);
      await page.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(page.getByText("Bitte geben Sie Ihren Namen an.")).toBeVisible();
      await expectNoViolations(page);
      await shoot(page, `kontakt-fehler-${width}`);
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Erika Mustermann");
      await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("erika@example.org");
      await page.getByRole("combobox", { name: "Thema" }).selectOption("presse");
      await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill("Eine Presseanfrage zur Stellungnahme.");
      await page.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(page.locator(".toast")).toBeVisible();
      await screenshot(page, `kontakt-toast-${width}`, { animations: "disabled" });
      await expectNoViolations(page);
    });

    test("membership application: empty, errors, thank-you screen", async ({ page }) => {
      await actAsNewClient(page);
      await page.route("**/api/membership-applications", (route) => route.fulfill({ status: 201, json: { success: true, id: "a11y" } }));
      await openIsland(page, "/mitgliedsantrag", "membership-application");
      await expectNoViolations(page);
      await shoot(page, `mitgliedsantrag-${width}`);
      await page.getByRole("button", { name: "Mitgliedsantrag absenden" }).click();
      await expect(page.getByText("Unternehmensname ist erforderlich")).toBeVisible();
      await expectNoViolations(page);
      await shoot(page, `mitgliedsantrag-fehler-${width}`);
      await fillValidApplication(page, { company: "Barrierefrei Bahn GmbH", email: "a@barrierefrei.example", representativeEmail: "b@barrierefrei.example" });
      await page.getByRole("button", { name: "Mitgliedsantrag absenden" }).click();
      await expect(page.getByRole("heading", { name: "Vielen Dank für Ihren Mitgliedsantrag!" })).toBeVisible();
      await expectNoViolations(page);
      await shoot(page, `mitgliedsantrag-danke-${width}`);
    });
  });
}

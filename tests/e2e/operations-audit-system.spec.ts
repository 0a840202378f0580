/**
 * The audit trail, the system screen and the analytics as an administrator: a change shows up in
 * the trail with the browser's address, "Prüfen" finds the chain intact, the CSV export downloads;
 * the system screen shows its services and runs a job; the analytics draw their charts and show
 * the same numbers as a table. axe on each; screenshots at 375 and 1280 px.
 */
import { expect, test } from "@playwright/test";
import { demoUser, openApp, signInViaApi } from "./fixtures/auth.ts";
import { expectNoViolations, randomClientIp, screenshots } from "./operations-helpers.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": randomClientIp() });
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
});

test("a change appears in the audit trail, the chain verifies and the CSV downloads", async ({ page }) => {
  // A change through the UI: the session policy of the security center.
  await openApp(page, "/backend/security/session-security");
  await page.getByLabel(/E-Mail an die Person senden/).click();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator(".toast").filter({ hasText: "Einstellungen gespeichert" })).toBeVisible();

  await openApp(page, "/backend/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit-Protokoll");
  const row = page.getByRole("row").filter({ hasText: "session_policy.updated" }).first();
  await expect(row).toBeVisible();
  await expectNoViolations(page);
  await row.getByRole("button", { name: /anzeigen/ }).click();
  const dialog = page.getByRole("dialog", { name: /Eintrag Nr\./ });
  await expect(dialog.getByText("newDeviceMail")).toBeVisible();
  await expect(dialog.getByText("Vorher")).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Schließen" }).click();

  await page.getByLabel("Aktion").selectOption("session_policy.updated");
  await expect(page.getByRole("row").filter({ hasText: "session_policy.updated" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Prüfen" }).click();
  await expect(page.getByText("Die Hash-Kette ist intakt.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV exportieren" }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.locator(".toast").filter({ hasText: "Export erstellt" })).toBeVisible();
  await screenshots(page, "audit");
});

test("the system screen shows the services and runs a job", async ({ page }) => {
  await openApp(page, "/backend/system");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("System-Administration");
  for (const title of ["Datenbank", "E-Mail-Versand", "Webhooks", "Fehlerüberwachung", "Anmeldung", "Dateiablage"]) await expect(page.getByRole("heading", { name: title, level: 3, exact: true })).toBeVisible();
  await expect(page.getByText("Das Schema ist auf dem Stand des Programms.")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Audit-Protokoll: Hash-Kette prüfen jetzt ausführen" }).click();
  await expect(page.locator(".toast").filter({ hasText: "Auftrag ausgeführt" })).toBeVisible();
  await expect(page.locator(".system-job").filter({ hasText: "audit.verify" })).toContainText("checked:");
  await page.getByRole("tab", { name: /Zugestellt/ }).click();
  await expectNoViolations(page);
  await screenshots(page, "system");
});

test("the analytics draw charts and show their numbers as a table", async ({ page }) => {
  await openApp(page, "/backend/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analysen");
  await expect(page.locator(".analytics-chart svg").first()).toBeVisible();
  await expectNoViolations(page);
  const applications = page.getByRole("region", { name: "Mitgliedsanträge nach Monat und Status" });
  await applications.getByRole("button", { name: "Als Tabelle" }).click();
  await expect(applications.getByRole("columnheader", { name: "Eingegangen" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel("Von").fill("2026-05-01");
  await page.getByLabel("Bis").fill("2026-01-01");
  await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
  await expect(page.getByText("Das Enddatum liegt vor dem Anfangsdatum.")).toBeVisible();
  await page.getByRole("button", { name: "24 Monate" }).click();
  await expect(page.getByText(/^Zeitraum: 01\./)).toBeVisible();
  await screenshots(page, "analytics");
});

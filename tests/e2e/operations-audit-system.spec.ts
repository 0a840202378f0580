/**
 * The audit trail, the system screen and the analytics as an administrator: a change shows up in
 * the trail with the browser's address, "Prüfen" finds the chain intact, the CSV export downloads;
 * the system screen shows its services and runs a job; the analytics draw their charts and show
 * the same numbers as a table; a webhook the receiver refused is given up and, retried from the
 * system screen once the receiver is back, delivered. axe on each; screenshots at 375 and 1280 px.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { e2eWebhookPort } from "../../playwright.config.ts";
import { validApplication } from "../helpers/application-fixture.ts";
import { demoUser, openApp, signInViaApi, randomClientIp } from "./fixtures/auth.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";
import { screenshotsAtWidths } from "./fixtures/screenshots.ts";

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
  // The trail names the action in German (issue 23), the raw key is in the entry's detail.
  const row = page.getByRole("row").filter({ hasText: "Sitzungsregeln geändert" }).first();
  await expect(row).toBeVisible();
  // Every area and action in the filters by its German name, each once (issue 23: `bank`, `fee`,
  // `role_change`, `session.ended` and "Dokumente" twice).
  for (const filter of ["Bereich", "Aktion"]) {
    const options = (await page.getByLabel(filter).locator("option").allTextContents()).slice(1);
    expect(options.length, filter).toBeGreaterThan(0);
    expect(
      options.filter((o) => /^[a-z0-9_.-]+$/.test(o)),
      filter,
    ).toEqual([]);
    expect(options.length, filter).toBe(new Set(options).size);
  }
  await expectNoViolations(page);
  await row.getByRole("button", { name: /anzeigen/ }).click();
  const dialog = page.getByRole("dialog", { name: /Eintrag Nr\./ });
  // Before and after in words (issue 25): the field's German name, yes/no instead of true/false.
  await expect(dialog.getByRole("rowheader", { name: "Mail bei neuem Gerät" })).toBeVisible();
  await expect(dialog.getByRole("row", { name: /Mail bei neuem Gerät/ })).toContainText(/(ja|nein).*(ja|nein)/);
  await expect(dialog.getByText("Vorher")).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Schließen" }).click();

  await page.getByLabel("Aktion").selectOption("session_policy.updated");
  await expect(page.getByRole("row").filter({ hasText: "Sitzungsregeln geändert" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Prüfen" }).click();
  await expect(page.getByText("Die Hash-Kette ist intakt.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV exportieren" }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.locator(".toast").filter({ hasText: "Export erstellt" })).toBeVisible();
  await screenshotsAtWidths(page, "operations/audit");
});

test("the system screen shows the services and runs a job", async ({ page }) => {
  await openApp(page, "/backend/system");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("System-Administration");
  for (const title of ["Datenbank", "E-Mail-Versand", "Webhooks", "Fehlerüberwachung", "Anmeldung", "Dateiablage"])
    await expect(page.getByRole("heading", { name: title, level: 3, exact: true })).toBeVisible();
  await expect(page.getByText("Das Schema ist auf dem Stand des Programms.")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Audit-Protokoll: Hash-Kette prüfen jetzt ausführen" }).click();
  await expect(page.locator(".toast").filter({ hasText: "Auftrag ausgeführt" })).toBeVisible();
  await expect(page.locator(".system-job").filter({ hasText: "audit.verify" })).toContainText("checked:");
  await page.getByRole("tab", { name: /Zugestellt/ }).click();
  await expectNoViolations(page);
  await screenshotsAtWidths(page, "operations/system");
});

/** The application webhook's receiver (playwright.config.ts points the server at it): 503 until `up`. */
async function startWebhookReceiver() {
  const state = { up: false, bodies: [] as Record<string, unknown>[], refused: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (!state.up) {
        state.refused += 1;
        res.writeHead(503).end();
        return;
      }
      state.bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(e2eWebhookPort, "127.0.0.1", resolve));
  expect((server.address() as AddressInfo).port).toBe(e2eWebhookPort);
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function outboxHas(page: Page, status: "dead" | "sent", reference: string): Promise<boolean> {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const response = await page.request.get(`/api/system/outbox?status=${status}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const list = (await response.json()) as { items: { reference: string | null }[] };
  return list.items.some((item) => item.reference === reference);
}

test("a dead webhook delivery retried from the system screen is delivered", async ({ page }) => {
  const receiver = await startWebhookReceiver();
  try {
    const marker = `Webhook-Bahn ${Date.now()}`;
    const submitted = await page.request.post("/api/membership-applications", {
      headers: { "x-nf-client-connection-ip": randomClientIp() },
      data: validApplication({ company_name: marker }),
    });
    expect(submitted.status()).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const reference = `membership_application:${id}`;
    // The first try after the answer meets the 503; with OUTBOX_MAX_ATTEMPTS=1 it is given up.
    await expect.poll(() => outboxHas(page, "dead", reference)).toBe(true);
    expect(receiver.state.bodies.filter((body) => body.id === id)).toEqual([]);

    await openApp(page, "/backend/system");
    await page.getByRole("tab", { name: /Aufgegeben/ }).click();
    const deadRow = page.getByRole("row").filter({ hasText: reference });
    await expect(deadRow).toContainText("Webhook answered HTTP 503");
    await expectNoViolations(page);

    receiver.state.up = true;
    await deadRow.getByRole("button", { name: "Erneut senden" }).click();
    await expect(page.locator(".toast").filter({ hasText: "Zustellung wird erneut versucht" })).toBeVisible();
    await expect(deadRow).toHaveCount(0);
    // Tried right after the answer: the receiver gets the application once, the row becomes sent.
    // (Other specs' applications may reach this receiver meanwhile; only this one's id counts.)
    await expect.poll(() => receiver.state.bodies.filter((body) => body.id === id)).toEqual([expect.objectContaining({ id, company_name: marker })]);
    await expect.poll(() => outboxHas(page, "sent", reference)).toBe(true);

    await page.getByRole("tab", { name: /Zugestellt/ }).click();
    await expect(page.getByRole("row").filter({ hasText: reference }).filter({ hasText: "/webhook/mitgliedsantrag" })).toContainText("Webhook");
    await expectNoViolations(page);
    await screenshotsAtWidths(page, "operations/system-retried");
  } finally {
    await receiver.close();
  }
});

test("the analytics draw charts and show their numbers as a table", async ({ page }) => {
  await openApp(page, "/backend/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analysen");
  await expect(page.locator(".chart-section__chart svg").first()).toBeVisible();
  await expectNoViolations(page);
  const applications = page.getByRole("region", { name: "Mitgliedsanträge nach Monat und Status", exact: true });
  await applications.getByText("Tabelle: Mitgliedsanträge nach Monat und Status").click();
  await expect(applications.getByRole("columnheader", { name: "Eingegangen" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel("Von").fill("2026-05-01");
  await page.getByLabel("Bis").fill("2026-01-01");
  await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
  await expect(page.getByText("Das Enddatum liegt vor dem Anfangsdatum.")).toBeVisible();
  await page.getByRole("button", { name: "24 Monate" }).click();
  await expect(page.getByText(/^Zeitraum: 01\./)).toBeVisible();
  await screenshotsAtWidths(page, "operations/analytics");
});

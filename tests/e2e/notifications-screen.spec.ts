/**
 * The notifications screen as a person uses it: the bell in the header, the empty list, the e-mail
 * choices per kind, and the unsubscribe page for a forged link. axe-core on each state and
 * screenshots at 375 and 1280 px. (The mention round trip with badge, list and mail is in
 * discussions-mentions.spec.ts.)
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openApp, test } from "./fixtures/auth.ts";

test.describe.configure({ timeout: 60_000 });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a member sees the bell, the notifications list and chooses e-mails per kind", async ({ page, signInAs }) => {
  await signInAs("geschaeftsfuehrung");
  await openApp(page, "/backend/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungen" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Benachrichtigungen, / })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Ungelesen/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Alle als gelesen markieren" })).toBeVisible();
  await expectNoViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/notifications-list-${width}.png`, fullPage: true });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "E-Mail-Einstellungen" }).click();
  const mention = page.getByRole("group", { name: "Erwähnung in einem Beitrag" });
  await expect(mention.getByRole("radio", { name: "Sofort" })).toBeChecked();
  await mention.getByRole("radio", { name: "Tägliche Zusammenfassung" }).check();
  await expect(page.getByText("Einstellung gespeichert", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Erwähnung in einem Beitrag" }).getByRole("radio", { name: "Tägliche Zusammenfassung" })).toBeChecked();
  await expectNoViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/notifications-settings-${width}.png`, fullPage: true });
  }
  // Back to the default for other tests.
  await page.getByRole("group", { name: "Erwähnung in einem Beitrag" }).getByRole("radio", { name: "Sofort" }).check();
  await expect(page.getByText("Einstellung gespeichert", { exact: true }).first()).toBeVisible();
});

test("a forged unsubscribe link changes nothing and says so in German", async ({ page }) => {
  await page.goto("/api/notifications/unsubscribe?token=eyJmYWtlIjoxfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
  await expectNoViolations(page);
});

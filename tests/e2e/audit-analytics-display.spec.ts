/**
 * The audit trail and the analytics read by a person, at 1280 and 375 px (issue 25). Audit: at
 * 1280 px the "Objekt" column was 66 px wide, ids wrapped a character a line, rows were ~250 px
 * high and "Anzeigen" was cut off; actions showed raw keys (role_change, invite,
 * discussion_post_created). Now a row is one or two lines, the action is German, the object is
 * named by its kind and its own name, and the entry's dialog says before and after in words.
 * Analytics: each area once by its German name (no invoice, mandate, fee, collection, bank,
 * general; "Dokumente" once). axe on each; screenshots with E2E_SCREENSHOTS (integrity/).
 */
import { expect, test, type Page } from "@playwright/test";
import { demoUser, openApp, signInViaApi, randomClientIp } from "./fixtures/auth.ts";
import { screenshot } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": randomClientIp() });
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
});

async function token(page: Page): Promise<string> {
  return ((await (await page.request.post("/api/auth/token")).json()) as { token: string }).token;
}

/** A CRM contact created and then changed: two entries about an object with a human name. */
async function contactWithHistory(page: Page): Promise<{ name: string }> {
  const lastName = `Audit-${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await token(page)}` };
  const created = await page.request.post("/api/crm/contacts", { headers, data: { firstName: "Henrike", lastName, jobFunction: "Referentin" } });
  expect(created.status(), await created.text()).toBe(201);
  const contact = (await created.json()) as { id: string; version: number };
  const changed = await page.request.put(`/api/crm/contacts/${contact.id}`, {
    headers,
    data: { firstName: "Henrike", lastName, jobFunction: "Abteilungsleiterin", version: contact.version },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { name: `Henrike ${lastName}` };
}

test("audit at 1280 px: compact rows, German actions, objects by name, before and after in words", async ({ page }) => {
  const { name } = await contactWithHistory(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, "/backend/audit");
  const table = page.getByRole("region", { name: "Einträge des Audit-Protokolls" });
  const updated = table.getByRole("row").filter({ hasText: name }).filter({ hasText: "Geändert" }).first();
  await expect(updated).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: name }).filter({ hasText: "Angelegt" }).first()).toBeVisible();

  // The object by its kind and its name, the action and area in German: no raw key in any row.
  const objectCell = updated.getByRole("cell").nth(4);
  await expect(objectCell).toHaveText(`${name}Kontakt`);
  for (const cell of await table.locator("tbody td:nth-child(4)").allInnerTexts())
    expect(
      cell.split("\n").filter((line) => /^[a-z0-9_.-]+$/.test(line.trim())),
      cell,
    ).toEqual([]);

  // Layout: the object column has room, a row is at most a few lines, nothing is cut off.
  const objectBox = (await objectCell.boundingBox())!;
  expect(objectBox.width).toBeGreaterThan(150);
  const rowHeights = await table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  expect(Math.max(...rowHeights)).toBeLessThan(110);
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const button = updated.getByRole("button", { name: /anzeigen/ });
  const [buttonBox, tableBox] = [(await button.boundingBox())!, (await table.boundingBox())!];
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
  await expectNoViolations(page);
  await screenshot(page, "integrity/audit-1280");

  await button.click();
  const dialog = page.getByRole("dialog", { name: /Eintrag Nr\./ });
  await expect(dialog.getByText(`Kontakt: ${name}`)).toBeVisible();
  const changedRow = dialog.getByRole("row", { name: /Funktion/ });
  await expect(changedRow).toContainText("Referentin");
  await expect(changedRow).toContainText("Abteilungsleiterin");
  await expect(changedRow).toContainText("(geändert)");
  await expect(dialog.getByRole("rowheader", { name: "Vorname" })).toBeVisible();
  await expectNoViolations(page);
  await screenshot(page, "integrity/audit-dialog-1280");
});

test("audit at 375 px: cards without sideways scrolling, the dialog in words", async ({ page }) => {
  const { name } = await contactWithHistory(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openApp(page, "/backend/audit");
  const card = page.getByRole("row").filter({ hasText: name }).filter({ hasText: "Geändert" }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("Kontakt");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page);
  await screenshot(page, "integrity/audit-375");
  await card.getByRole("button", { name: /anzeigen/ }).click();
  const dialog = page.getByRole("dialog", { name: /Eintrag Nr\./ });
  await expect(dialog.getByRole("row", { name: /Funktion/ })).toContainText("Abteilungsleiterin");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page);
  await screenshot(page, "integrity/audit-dialog-375");
});

for (const width of [1280, 375]) {
  test(`analytics at ${width} px: each area once by its German name`, async ({ page }) => {
    await contactWithHistory(page);
    await page.setViewportSize({ width, height: 812 });
    await openApp(page, "/backend/analytics");
    // A range of its own: the quick choices' snapshots may be an hour old and predate the change above.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
    await page.getByLabel("Von").fill(day(width === 1280 ? -2 : -3));
    await page.getByLabel("Bis").fill(day(0));
    await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
    await expect(
      page.getByText(
        new RegExp(
          `^Zeitraum: ${day(width === 1280 ? -2 : -3)
            .split("-")
            .reverse()
            .join(".")}`,
        ),
      ),
    ).toBeVisible();
    const use = page.getByRole("region", { name: "Nutzung nach Bereich", exact: true });
    await expect(use.locator("svg").first()).toBeVisible();
    await use.getByText("Tabelle: Nutzung nach Bereich").click();
    const areas = (await use.locator("tbody th").allInnerTexts()).map((a) => a.trim()).filter(Boolean);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((a) => /^[a-z0-9_.-]+$/.test(a))).toEqual([]);
    expect(areas.length).toBe(new Set(areas).size);
    expect(areas).toContain("CRM");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page);
    await screenshot(page, `integrity/analytics-${width}`, { fullPage: true });
  });
}

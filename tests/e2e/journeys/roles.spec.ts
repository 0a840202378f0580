/**
 * One journey per role on the demo association (issue 25), at 1280x800 and 375x812: sign in
 * through the form, read the dashboard ("what needs me today"), and do the day's main task from
 * the item that leads there. axe on every screen; the dashboards are saved as pictures.
 */
import { expect, test } from "../fixtures/auth.ts";
import { dashboardReady, expectSidebarFits, screenChecked, expectToastOverTopBar, signInThroughForm, WIDTHS } from "./journey-helpers.ts";

/**
 * A new application per width that no other journey decides: the day-one journey admits Anschlussbahn
 * Wismar, and the two widths run at the same time (membership-applications seeder: all three are new
 * and among the dashboard's five oldest open applications).
 */
const NEW_APPLICATION_BY_WIDTH: Record<(typeof WIDTHS)[number]["name"], string> = {
  "1280": "Gleiswerk Oberhausen GmbH",
  "375": "Logistikzentrum Hof Schienenterminal GmbH",
};

for (const size of WIDTHS) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the managing director takes a new membership application into review from the dashboard", async ({ page }) => {
      await signInThroughForm(page, "geschaeftsfuehrung@vnsi-verband.de", "/backend");
      await expectToastOverTopBar(page);
      await dashboardReady(page, "geschaeftsfuehrung", size.name);
      await expectSidebarFits(page, size.width);
      const applications = page.getByRole("region", { name: "Mitgliedsanträge zur Entscheidung" });
      const company = NEW_APPLICATION_BY_WIDTH[size.name];
      const fresh = applications.getByRole("listitem").filter({ hasText: company });
      await expect(fresh).toContainText("neu eingegangen");
      await fresh.getByRole("link").click();
      await expect(page).toHaveURL(/\/backend\/members\/applications\?antrag=/);
      const dialog = page.getByRole("dialog", { name: company });
      await expect(dialog.locator(".status-badge")).toHaveText("Eingegangen");
      await screenChecked(page, "application");
      await dialog.getByRole("button", { name: "In Prüfung nehmen" }).click();
      await expect(dialog.locator(".status-badge")).toHaveText("In Prüfung");
    });

    test("the treasurer opens the overdue invoices from the board's dashboard", async ({ page }) => {
      await signInThroughForm(page, "vorstand@vnsi-verband.de", "/board");
      await expectToastOverTopBar(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorstand");
      await dashboardReady(page, "schatzmeister", size.name);
      // Issue 25: his finances card opens, because the route does.
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Finanzen", exact: true }) });
      await expect(card.getByRole("link", { name: "Finanzen öffnen" })).toBeVisible();
      const overdue = page.getByRole("region", { name: "Überfällige Rechnungen" });
      const first = (await overdue.getByRole("listitem").first().getByRole("link").textContent())!;
      const number = first.split(" – ").at(-1)!;
      await overdue.getByRole("link", { name: "Zur Liste „Überfällig“" }).click();
      await expect(page.getByRole("tab", { name: "Überfällig" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByText(number).first()).toBeVisible({ timeout: 20_000 });
      await screenChecked(page, "overdue invoices");
      // The day's task: send the reminders that are due (the answer says why none are, e.g. in a direct debit run).
      await page.getByRole("button", { name: "Fällige Mahnungen versenden" }).click();
      await expect(page.locator(".toast").filter({ hasText: /^(\d+ Mahnungen? versandt|Keine Mahnung fällig: )/ })).toBeVisible();
    });

    // The president, so the five journeys are five people (the treasurer has his own above).
    test("a board member reads an unread discussion from the dashboard", async ({ page }) => {
      await signInThroughForm(page, "matthias.kuehnel@vnsi-verband.de", "/backend");
      await dashboardReady(page, "vorstand", size.name);
      const threads = page.getByRole("region", { name: "Ungelesene Diskussionen" });
      const link = threads.getByRole("listitem").first().getByRole("link");
      const title = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(/\/backend\/discussions\/[0-9a-f-]+/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await screenChecked(page, "thread");
      // The day's task: answer in the thread.
      const answer = `Einverstanden, ich bringe das in die nächste Sitzung ein (${size.name}, ${Date.now()}).`;
      await page.getByRole("combobox", { name: "Ihre Antwort" }).fill(answer);
      await page.getByRole("button", { name: "Antwort veröffentlichen" }).click();
      await expect(page.locator("li.post").filter({ hasText: answer })).toBeVisible();
    });

    test("a member company's representative downloads the company's invoice and opens the assemblies", async ({ page }) => {
      await signInThroughForm(page, "mitglied@vnsi-verband.de", "/member");
      await expectToastOverTopBar(page);
      await dashboardReady(page, "mitglied", size.name);
      // The demo data decides whether an invoice is open today: the section leads to all of them either way.
      const invoices = page.getByRole("region", { name: "Beitragsrechnungen Ihres Unternehmens" });
      await invoices.getByRole("link", { name: "Alle Rechnungen" }).click();
      await expect(page).toHaveURL("/backend/invoices");
      const pdf = page.getByRole("button", { name: /^Rechnung .+ als PDF herunterladen$/ }).first();
      await expect(pdf).toBeVisible({ timeout: 20_000 });
      await screenChecked(page, "own invoices");
      // The day's task: the invoice of record as a PDF for the accounts department.
      const number = /^Rechnung (.+) als PDF herunterladen$/.exec((await pdf.getAttribute("aria-label"))!)![1]!;
      const download = page.waitForEvent("download");
      await pdf.click();
      expect((await download).suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
      await page.goBack();
      const assembly = page.getByRole("region", { name: "Mitgliederversammlung" });
      await assembly.getByRole("link", { name: "Zu den Versammlungen" }).click();
      await expect(page).toHaveURL("/backend/assembly");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Mitgliederversammlung");
      await screenChecked(page, "assemblies");
    });

    test("the administrator follows an incident's 72-hour clock from the dashboard", async ({ page }) => {
      await signInThroughForm(page, "admin@vnsi-verband.de", "/backend");
      await expectToastOverTopBar(page);
      await dashboardReady(page, "admin", size.name);
      await expectSidebarFits(page, size.width);
      const incidents = page.getByRole("region", { name: "Offene Sicherheitsvorfälle" });
      const running = incidents.getByRole("listitem").filter({ hasText: "Meldefrist bis" }).first();
      const title = (await running.getByRole("link").textContent())!;
      await running.getByRole("link").click();
      await expect(page).toHaveURL(/\/backend\/security\/incidents\?incident=/);
      await expect(page.getByRole("heading", { name: title }).first()).toBeVisible({ timeout: 20_000 });
      await screenChecked(page, "incident");
    });
  });
}

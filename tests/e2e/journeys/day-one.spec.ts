/**
 * The demo's first day in the browser, in the README's order (issue 25, ADR 285): the ordinary
 * assembly runs, so the managing director's dashboard puts it first and the applications say that
 * admissions wait until its end; the member company's representative votes on the open motion;
 * the assembly office closes the ballot and the assembly and publishes the minutes; the same day
 * the managing director admits the company that applied before the invitation. The tests share the
 * demo data and change it, so they run in order. The dashboard, the vote screen and the admission
 * dialog are saved at 1280 and 375 px as <E2E_SCREENSHOTS>/demo/<name>-<width>.png when wanted.
 */
import type { Page } from "@playwright/test";
import { screenshot } from "../fixtures/screenshots.ts";
import { expect, openApp, test } from "../fixtures/auth.ts";
import { expectNoViolations, signInThroughForm, WIDTHS } from "./journey-helpers.ts";

// Several people sign in one after the other in each test: more time than one role's journey.
test.describe.configure({ mode: "serial", timeout: 420_000 });

/** The application that came in before the invitation (membership-applications seeder). */
const WAITING_COMPANY = "Anschlussbahn Wismar GmbH";
const PAUSE = "Aufnahmen ruhen bis zum Ende der Mitgliederversammlung";

/** The whole page, or (a dialog, which scrolls by itself) the window as the person sees it. */
async function shoot(page: Page, name: string, width: string, fullPage = true): Promise<void> {
  await screenshot(page, `demo/${name}-${width}`, { fullPage });
}

/** Signs in as another demo person in the same browser: the previous session ends first. */
async function signInAs(page: Page, email: string, path: string): Promise<void> {
  await page.context().clearCookies();
  await signInThroughForm(page, email, path);
}

async function inboxReady(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Neu im Verband" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: /geladen/ })).toHaveCount(0);
}

async function openApplication(page: Page, company: string) {
  await openApp(page, "/backend/members/applications");
  await page.getByRole("searchbox", { name: "Suche" }).fill(company);
  await page.getByRole("row").filter({ hasText: company }).getByRole("button", { name: company }).click();
  return page.getByRole("dialog", { name: company });
}

test("while the assembly runs: the managing director sees it first and why admissions wait; the vote screen is open to the member", async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, "geschaeftsfuehrung@vnsi-verband.de", "/backend");
    await inboxReady(page);
    const first = page.locator(".inbox-section").first();
    await expect(first).toHaveClass(/inbox-section--assemblies/);
    await expect(first.locator(".inbox-item").first()).toContainText("Versammlung läuft");
    await expect(first.locator(".inbox-item").first()).toContainText(PAUSE);
    await expect(page.getByRole("region", { name: "Mitgliedsanträge zur Entscheidung" }).locator(".inbox-section__summary")).toContainText(
      `${PAUSE} „Ordentliche Mitgliederversammlung`,
    );
    await expectNoViolations(page, `managing director's dashboard ${size.name}`);
    await shoot(page, "geschaeftsfuehrung-dashboard", size.name);

    const dialog = await openApplication(page, WAITING_COMPANY);
    const notice = dialog.getByText(/^Heute ist keine Aufnahme möglich: /);
    await expect(notice).toContainText(`${PAUSE} heute und sind danach wieder möglich.`);
    await expectNoViolations(page, `admission dialog ${size.name}`);
    await notice.scrollIntoViewIfNeeded();
    await shoot(page, "admission-dialog", size.name, false);

    await signInAs(page, "mitglied@vnsi-verband.de", "/member");
    await inboxReady(page);
    const assembly = page.locator(".inbox-section").first();
    await expect(assembly).toHaveClass(/inbox-section--assemblies/);
    await assembly.locator(".inbox-item").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/backend\/assembly\/[0-9a-f-]+$/);
    await expect(page.getByRole("button", { name: "Ja", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Namentliche Abstimmung: Ihre Stimme wird mit dem Namen Ihres Unternehmens protokolliert.")).toBeVisible();
    await expectNoViolations(page, `vote screen ${size.name}`);
    await shoot(page, "vote", size.name);
  }
});

test("day one in order: the member votes, the office closes the assembly and publishes the minutes, then the company is admitted", async ({ page }) => {
  // 1. The member company's representative votes.
  await signInAs(page, "mitglied@vnsi-verband.de", "/member");
  await inboxReady(page);
  await page.locator(".inbox-section--assemblies .inbox-item").first().getByRole("link").click();
  await page.getByRole("button", { name: "Ja", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /ist abgegeben und gezählt/ })).toBeVisible();

  // 2. The assembly office closes the ballot and the assembly and publishes the minutes.
  await signInAs(page, "admin@vnsi-verband.de", "/backend");
  await inboxReady(page);
  await page.locator(".inbox-section--assemblies .inbox-item").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/backend\/voting\/[0-9a-f-]+$/);
  await page.getByRole("button", { name: "Abstimmung schließen …" }).click();
  await page.getByRole("dialog", { name: "Abstimmung schließen" }).getByRole("button", { name: "Schließen und Ergebnis feststellen" }).click();
  await expect(page.getByRole("button", { name: "Abstimmung schließen …" })).toHaveCount(0);
  await page.getByRole("button", { name: "Versammlung beenden" }).click();
  await page.getByRole("dialog", { name: "Versammlung beenden" }).getByRole("button", { name: "Beenden" }).click();
  await page.getByRole("button", { name: "Protokoll veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Protokoll veröffentlichen" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("button", { name: "Neue Fassung veröffentlichen" })).toBeVisible({ timeout: 30_000 });

  // 3. Later the same day the managing director admits the company that applied before the invitation.
  await signInAs(page, "geschaeftsfuehrung@vnsi-verband.de", "/backend");
  await inboxReady(page);
  await expect(page.locator("main")).not.toContainText(PAUSE);
  const dialog = await openApplication(page, WAITING_COMPANY);
  await expect(dialog.getByText(/^Heute ist keine Aufnahme möglich/)).toHaveCount(0);
  // Another journey may have taken it into review already (roles.spec takes a new application).
  const status = dialog.locator(".status-badge");
  await expect(status).toHaveText(/^(Eingegangen|In Prüfung)$/);
  if ((await status.textContent()) === "Eingegangen") {
    await dialog.getByRole("button", { name: "In Prüfung nehmen" }).click();
    await expect(status).toHaveText("In Prüfung");
  }
  await dialog.getByRole("button", { name: "Annehmen …" }).click();
  const decision = page.getByRole("dialog", { name: "Aufnahme beschließen" });
  await decision
    .getByRole("textbox", { name: "Begründung / Anmerkung" })
    .fill("Betreibt nichtbundeseigene Eisenbahninfrastruktur; Beschluss nach dem Ende der Mitgliederversammlung.");
  await decision.getByRole("button", { name: "Aufnahme beschließen" }).click();
  await expect(dialog.locator(".status-badge")).toHaveText("Angenommen", { timeout: 20_000 });
});

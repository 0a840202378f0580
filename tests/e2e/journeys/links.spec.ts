/**
 * Nothing offered leads nowhere (issue 25): for each demo user, every link of the sidebar, of the
 * /backend dashboard's areas and of the enabled /member and /board cards opens its screen, never
 * "Keine Berechtigung", "Kein Mitgliedsunternehmen" or "Seite nicht gefunden"; a card is disabled
 * exactly where its route refuses. The sidebar fits an 800 px window for every role. On the demo
 * data the member company's representative belongs to a company; the office and the administrator
 * do not, so they are not offered the company's invoices.
 */
import type { Page } from "@playwright/test";
import type { Role } from "#shared/roles.ts";
import { expect, openApp, test } from "../fixtures/auth.ts";

const REFUSALS = ["Keine Berechtigung", "Kein Mitgliedsunternehmen", "Seite nicht gefunden"];

const CASES: { role: Role; areas: string[]; company: boolean }[] = [
  { role: "admin", areas: ["/member", "/board"], company: false },
  { role: "geschaeftsfuehrung", areas: ["/member", "/board"], company: false },
  { role: "vorstand", areas: ["/member", "/board"], company: true },
  { role: "mitglied", areas: ["/member"], company: true },
];

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

async function expectOpens(page: Page, href: string): Promise<void> {
  await openApp(page, href);
  const heading = page.locator("main h1").first();
  await expect(heading, href).toBeVisible();
  expect(REFUSALS, `${href} answers "${await heading.textContent()}"`).not.toContain((await heading.textContent())?.trim());
}

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 1280, height: 800 } });

for (const { role, areas, company } of CASES) {
  test(`every sidebar entry and enabled card opens for ${role}, and the sidebar fits 800 px`, async ({ page, signInAs }) => {
    test.setTimeout(240_000);
    await signInAs(role);
    await openApp(page, "/backend");
    const sidebar = page.locator("#sidebar");
    await expect(sidebar.getByRole("navigation", { name: "Interner Bereich" })).toBeVisible();
    // Every section open (the default): the whole list within the window.
    await expect(sidebar.locator(".side-nav__toggle[aria-expanded='false']")).toHaveCount(0);
    expect(await sidebar.evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(800);

    // The sidebar, the areas, and the dashboard's figures and "all of them" links.
    await expect(page.getByRole("heading", { name: "Neu im Verband" })).toBeVisible({ timeout: 30_000 });
    const offered = new Set([
      ...(await hrefs(page, "#sidebar nav a")),
      ...(await hrefs(page, "nav[aria-label='Bereiche'] a")),
      ...(await hrefs(page, "main .figures a, main .inbox-section__more")),
    ]);
    const titles = await page.locator("#sidebar nav a").allTextContents();
    expect(titles.includes("Beitragsrechnungen"), "the company's invoices are offered exactly to a member company's people").toBe(company);
    // No two entries that read alike (issue 25: "Übersicht", "Mitgliederbereich", "Vorstandsbereich", two note entries).
    expect(new Set(titles).size).toBe(titles.length);
    for (const name of ["Mitgliederbereich", "Vorstandsbereich", "Gemeinsame Notizen"]) expect(titles).not.toContain(name);

    for (const area of areas) {
      await openApp(page, area);
      await expect(page.locator("main h1")).toBeVisible();
      const cards = page.locator("main article.card");
      for (const href of await hrefs(page, "main article.card a[href^='/']")) offered.add(href);
      // A disabled card is disabled because its route refuses this person.
      for (const disabled of await cards.filter({ has: page.getByRole("button", { name: "Keine Berechtigung" }) }).all()) {
        const title = (await disabled.getByRole("heading").textContent())!.replaceAll("\u00AD", "");
        expect(titles, `the disabled card ${title} is not in the sidebar either`).not.toContain(title);
      }
    }

    for (const href of offered) await test.step(href, () => expectOpens(page, href));
  });
}

/** What each public page must show according to SPEC section 2, read as a visitor would. */
import { expect, test } from "@playwright/test";

test("home: welcome, facts 5.000 km and 15 %, about the association, membership call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main")).toContainText("5.000 km");
  await expect(page.locator("main")).toContainText("15 %");
  await expect(page.getByRole("heading", { name: "Über den Verband" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Mitglied werden" }).first()).toHaveAttribute("href", "/mitgliedschaft");
});

test("themen: statement on § 23 AEG linking the position paper, ten numbered demands", async ({ page }) => {
  await page.goto("/themen");
  await expect(page.getByRole("heading", { name: /§ 23 AEG/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur vollständigen Stellungnahme" })).toHaveAttribute("href", "/stellungnahme-aeg");
  const demands = page.locator("ol > li");
  await expect(demands).toHaveCount(10);
  for (let number = 1; number <= 10; number += 1) {
    const demand = demands.nth(number - 1);
    await expect(demand).toContainText(`Forderung ${number}`);
    await expect(demand.getByRole("heading", { level: 3 })).not.toBeEmpty();
  }
});

test("vorstand: presidium of three with position, e-mail and photo; managing director with e-mail and phone", async ({ page }) => {
  await page.goto("/vorstand");
  const presidium = page.locator("section", { has: page.getByRole("heading", { name: "Mitglieder des Vorstands", exact: true }) }).locator("article");
  await expect(presidium).toHaveCount(3);
  for (const position of ["Präsident", "Vizepräsident", "Schatzmeister"]) {
    await expect(presidium.filter({ has: page.locator("p", { hasText: new RegExp(`^${position}(in)?$`) }) })).toHaveCount(1);
  }
  for (const card of await presidium.all()) {
    await expect(card.getByRole("img")).toHaveAttribute("alt", /Porträt/);
    await expect(card.getByRole("link", { name: /@vnsi-verband\.de$/ })).toHaveAttribute("href", /^mailto:/);
  }
  const management = page.locator("section", { has: page.getByRole("heading", { name: "Geschäftsführung" }) }).locator("article");
  await expect(management).toHaveCount(1);
  await expect(management.getByRole("link", { name: /^\+49/ })).toHaveAttribute("href", /^tel:\+49/);
  await expect(management.getByRole("link", { name: /@vnsi-verband\.de$/ })).toBeVisible();
  // Every portrait is served from this site and actually loads.
  for (const image of await page.locator("main img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test("presse: three releases with date, category and preview, newest first", async ({ page }) => {
  await page.goto("/presse");
  const items = page.locator("main li");
  await expect(items).toHaveCount(3);
  await expect(items.locator("time")).toHaveText(["17. Juni 2025", "14. Mai 2025", "14. April 2025"]);
  await expect(items.filter({ hasText: "Pressemitteilung" })).toHaveCount(3);
  const hrefs = await items.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/presse/aeg-nachbesserungen", "/presse/gruendung", "/presse/koalitionsvertrag"]);
});

test("stellungnahme-aeg: the sections of the position paper and the link back to /themen", async ({ page }) => {
  await page.goto("/stellungnahme-aeg");
  for (const heading of ["Zusammenfassung", "Akzeptable Änderungen", "Verfassungsrechtliche Bedenken", /^Alternative A/, /^Alternative B/, "Fazit"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator("main").getByRole("link", { name: /Themen & Forderungen/ })).toHaveAttribute("href", "/themen");
});

test("mitgliedschaft: six benefits, two models and buttons to application, contact and statutes", async ({ page }) => {
  await page.goto("/mitgliedschaft");
  await expect(page.locator("section", { has: page.getByRole("heading", { name: "Ihre Vorteile als Mitglied" }) }).locator("li")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Ordentliche Mitgliedschaft" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fördernde Mitgliedschaft" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Mitgliedsantrag" })).toHaveAttribute("href", "/mitgliedsantrag");
  await expect(page.getByRole("link", { name: /Kontakt aufnehmen/ })).toHaveAttribute("href", "/kontakt");
  await expect(page.getByRole("link", { name: "Satzung lesen" })).toHaveAttribute("href", "/satzung");
});

test("satzung: sections 1 to 9 and the closing place and date", async ({ page }) => {
  await page.goto("/satzung");
  for (let section = 1; section <= 9; section += 1) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^§ ${section} `) })).toBeVisible();
  }
  await expect(page.locator("main")).toContainText("Halle (Saale), 3. März 2025");
});

test("kontakt and mitgliedsantrag: office data; kontakt lists the four contact persons", async ({ page }) => {
  await page.goto("/kontakt");
  await expect(page.locator("main")).toContainText("Reinhardtstraße 27");
  await expect(page.locator("main").getByRole("link", { name: "info@vnsi-verband.de" })).toBeVisible();
  const persons = page.locator("section", { has: page.getByRole("heading", { name: "Ihre Ansprechpartner" }) }).locator("li");
  await expect(persons).toHaveCount(4);
  for (const role of ["Präsident", "Geschäftsführer", "Vizepräsident", "Schatzmeister"]) {
    await expect(persons.filter({ has: page.locator("p", { hasText: new RegExp(`^${role}(in)?$`) }) })).toHaveCount(1);
  }
  await page.goto("/mitgliedsantrag");
  await expect(page.locator("main")).toContainText("Reinhardtstraße 27");
  await expect(page.getByRole("button", { name: "Mitgliedsantrag absenden" })).toBeVisible();
});

test("impressum: § 5 DDG data, register court and number, responsible person § 18 Abs. 2 MStV", async ({ page }) => {
  await page.goto("/impressum");
  const main = page.locator("main");
  await expect(main).toContainText("Amtsgericht Charlottenburg");
  await expect(main).toContainText("VR 41873 B");
  await expect(main).toContainText("§ 18 Abs. 2 MStV");
  await expect(main).toContainText("10117 Berlin");
});

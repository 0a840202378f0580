/**
 * From the public application to a signed-in member: an application submitted on /mitgliedsantrag
 * is reviewed and approved in /backend/members/applications by the seeded board member, the
 * representative gets the invitation mail from the outbox, sets a password, signs in and sees
 * /member. Also: the member register shows the new member, and a second decision is refused.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fillValidApplication } from "./fixtures/application.ts";
import { actAsNewClient, mailsContaining, openIsland } from "./fixtures/forms.ts";
import { demoUser, openApp, signInViaApi } from "./fixtures/auth.ts";

test.use({ serviceWorkers: "block" });

test("application -> approval -> invitation -> representative signs in and sees /member", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const marker = randomUUID().slice(0, 8);
  const company = `Hafenbahn ${marker} GmbH & Co. KG`;
  const representativeEmail = `vertretung-${marker}@example.org`;

  // 1. The public application.
  await actAsNewClient(page);
  await openIsland(page, "/mitgliedsantrag", "membership-application");
  await fillValidApplication(page, { company, email: `info-${marker}@example.org`, representativeEmail });
  await page.getByRole("button", { name: "Mitgliedsantrag absenden" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihren Mitgliedsantrag!" })).toBeVisible();

  // 2. The board reviews and approves it.
  const board = demoUser("vorstand");
  await signInViaApi(page, board.email, board.password);
  await openApp(page, "/backend/members/applications");
  await page.getByRole("searchbox", { name: "Suche" }).fill(marker);
  const row = page.getByRole("row").filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Eingegangen", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: company }).click();
  const detail = page.getByRole("dialog", { name: company });
  await expect(detail.getByText("Halle (Saale)")).toBeVisible();
  await detail.getByRole("button", { name: "In Prüfung nehmen" }).click();
  await expect(row.getByText("In Prüfung", { exact: true })).toBeVisible();
  await detail.getByRole("button", { name: "Annehmen …" }).click();

  const decision = page.getByRole("dialog", { name: "Aufnahme beschließen" });
  await decision.getByRole("button", { name: "Aufnahme beschließen" }).click();
  await expect(decision.getByText("Begründung ist erforderlich")).toBeVisible();
  await decision.getByRole("combobox", { name: "Mitgliedsart" }).selectOption({ label: "Ordentliches Mitglied" });
  await decision.getByRole("textbox", { name: /Begründung/ }).fill("Infrastrukturunternehmen im Sinne der Satzung.");
  await decision.getByRole("button", { name: "Aufnahme beschließen" }).click();
  await expect(page.locator(".toast").getByText("Aufnahme beschlossen")).toBeVisible();
  await expect(row.getByText("Angenommen", { exact: true })).toBeVisible();
  await expect(detail.getByText("Der Antrag ist abgeschlossen")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Ablehnen …" })).toHaveCount(0);
  await detail.getByRole("button", { name: "Dialog schließen" }).click();

  // The register has the new member.
  await openApp(page, "/backend/members");
  await page.getByRole("searchbox", { name: "Suche" }).fill(marker);
  await expect(page.getByRole("row").filter({ hasText: company }).getByText("Ordentliches Mitglied")).toBeVisible();

  // 3. The representative's invitation and the applicant's approval mail.
  const [approval] = await mailsContaining("Infrastrukturunternehmen im Sinne der Satzung.");
  expect(approval!.subject).toContain("Aufnahme beschlossen");
  const [invitation] = await mailsContaining(`die ${company} wurde als Mitglied`);
  expect([invitation!.to].flat()).toEqual([representativeEmail]);
  const link = /https?:\/\/\S+\/backend\/einladung\?token=[\w%.-]+/.exec(invitation!.text)?.[0];
  expect(link).toBeTruthy();

  // 4. In a fresh browser (no board session): set the password, sign in, see /member.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const invitee = await context.newPage();
  await actAsNewClient(invitee);
  await invitee.goto(new URL(link!).pathname + new URL(link!).search);
  await invitee.getByLabel("Neues Passwort").fill("Mitglied-2025!");
  await invitee.getByLabel("Passwort wiederholen").fill("Mitglied-2025!");
  await invitee.getByRole("button", { name: "Passwort festlegen" }).click();
  await expect(invitee).toHaveURL(/\/backend\/login/);
  await invitee.getByLabel("E-Mail-Adresse").fill(representativeEmail);
  await invitee.getByLabel("Passwort").fill("Mitglied-2025!");
  await invitee.getByRole("button", { name: "Anmelden" }).click();
  await expect(invitee).not.toHaveURL(/\/backend\/login/);
  await openApp(invitee, "/member");
  await expect(invitee.getByRole("heading", { name: "Mitgliederbereich", level: 1 })).toBeVisible();
  await context.close();
});

test("the member register: figures, sortable headers and an empty search that says what to do", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  // The register may be empty when this test runs first; one member of its own makes the table appear.
  const { token } = await (await page.request.post("/api/auth/token")).json();
  const created = await page.request.post("/api/members", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Anschlussbahn ${randomUUID().slice(0, 8)} GmbH`, state: "Thüringen", membershipClass: "ordinary", entryDate: "2025-01-01" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openApp(page, "/backend/members");
  await expect(page.getByRole("region", { name: "Kennzahlen des Mitgliederbestands" }).getByText("Streckenlänge der Mitglieder")).toBeVisible();
  const nameHeader = page.getByRole("columnheader", { name: /Organisation/ });
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await nameHeader.getByRole("button").press("Enter");
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("searchbox", { name: "Suche" }).fill(`gibt-es-nicht-${randomUUID()}`);
  await expect(page.getByText("Kein Mitglied gefunden")).toBeVisible();
  await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
  await expect(page.getByRole("searchbox", { name: "Suche" })).toHaveValue("");
});

test("a member entered by hand resigns: the exit date follows the statutes", async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Werkbahn ${randomUUID().slice(0, 8)} GmbH`;
  const board = demoUser("geschaeftsfuehrung");
  await signInViaApi(page, board.email, board.password);
  await openApp(page, "/backend/members");
  await page.getByRole("button", { name: "Mitglied anlegen" }).click();
  const form = page.getByRole("dialog", { name: "Mitglied anlegen" });
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(form.getByText("Name der Organisation ist erforderlich")).toBeVisible();
  await form.getByRole("textbox", { name: "Name der Organisation" }).fill(name);
  await form.getByRole("combobox", { name: "Bundesland" }).selectOption("Brandenburg");
  await form.getByLabel("Eintrittsdatum").fill("2025-03-01");
  await form.getByRole("textbox", { name: "Streckenlänge (km)" }).fill("8,5");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator(".toast").getByText("Mitglied angelegt")).toBeVisible();

  await page.getByRole("searchbox", { name: "Suche" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("8,5")).toBeVisible();
  await row.getByRole("button", { name }).click();
  await page.getByRole("dialog", { name }).getByRole("button", { name: "Austritt erfassen" }).click();
  const end = page.getByRole("dialog", { name: "Austritt erfassen" });
  await end.getByLabel("Eingang der schriftlichen Kündigung").fill("2030-12-01");
  await expect(end.getByText("31.12.2031")).toBeVisible();
  await end.getByLabel("Eingang der schriftlichen Kündigung").fill("2030-11-30");
  await expect(end.getByText("31.12.2030")).toBeVisible();
  await end.getByRole("button", { name: "Austritt erfassen" }).click();
  await expect(row.getByText("Ausgetreten zum 31.12.2030")).toBeVisible();
});

test("the applications show the assemblies that block admissions; administrators manage them in the voting module", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  await openApp(page, "/backend/members/applications");
  const panel = page.locator(".assemblies-panel");
  await expect(panel).toContainText("Zwischen dem Versand einer Einladung und der Versammlung nimmt der Verband keine neuen Mitglieder auf");
  await panel.getByRole("link", { name: "Versammlungen verwalten" }).click();
  await expect(page).toHaveURL("/backend/voting");
});

test("a member has no access to the applications", async ({ page }) => {
  const member = demoUser("mitglied");
  await signInViaApi(page, member.email, member.password);
  await openApp(page, "/backend/members/applications");
  await expect(page.getByText("Keine Berechtigung").first()).toBeVisible();
  const api = await page.request.get("/api/membership-applications/review");
  expect(api.status()).toBe(401); // no bearer token: the API never trusts the cookie alone
});

/**
 * User management and CRM in the browser: an administrator invites a person, grants a role that
 * shows after the next sign-in, deactivates a person who is then signed out; the board records a
 * CRM contact with an interaction and a follow-up and finds it again. axe-core on both screens.
 * Every test works on people it creates itself, so the shared demo users stay as they are.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, openApp, signInViaApi, test, uniqueEmail } from "./fixtures/auth.ts";
import { outboxDir } from "./fixtures/server-data.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

const PASSWORD = "Eingeladen-2025!";

// Two people in two browsers plus a mail round trip: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Opens a screen and waits for its heading; the first screen of a cold server may take a while. */
async function openScreen(page: Page, pathname: string, heading: string): Promise<void> {
  await page.goto(pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /geladen/ })).toHaveCount(0, { timeout: 15_000 });
}

/** The links of every invitation mail to `email` in the file outbox. */
async function invitationLinks(email: string): Promise<string[]> {
  const links: string[] = [];
  for (const name of (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json"))) {
    const mail = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as { to: string | string[]; text: string; subject: string };
    const link =
      [mail.to].flat().includes(email) && mail.subject.includes("Einladung")
        ? /https?:\/\/\S+\/backend\/einladung\?token=[\w%.-]+/.exec(mail.text)?.[0]
        : undefined;
    if (link) links.push(link);
  }
  return links;
}

async function invitationLink(email: string): Promise<string> {
  await expect.poll(async () => (await invitationLinks(email)).length, { message: `invitation mail to ${email}` }).toBeGreaterThan(0);
  return (await invitationLinks(email))[0]!;
}

async function invite(admin: Page, email: string, lastName: string): Promise<void> {
  await admin.getByRole("button", { name: "Person einladen" }).first().click();
  const dialog = admin.getByRole("dialog", { name: "Person einladen" });
  await dialog.getByLabel("E-Mail-Adresse").fill(email);
  await dialog.getByLabel("Vorname").fill("Erika");
  await dialog.getByLabel("Nachname").fill(lastName);
  await dialog.getByRole("button", { name: "Einladung senden" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens an invitation link in `page` and chooses the password. */
async function choosePassword(page: Page, link: string): Promise<void> {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("Neues Passwort").fill(PASSWORD);
  await page.getByLabel("Passwort wiederholen").fill(PASSWORD);
  await page.getByRole("button", { name: "Passwort festlegen" }).click();
}

/** The administrator invites through the dialog; the invited person sets a password via the mailed link. */
async function inviteAndAccept(admin: Page, browser: Browser, lastName: string): Promise<{ email: string; page: Page }> {
  const email = uniqueEmail();
  await invite(admin, email, lastName);
  const link = await invitationLink(email);
  const page = await (await browser.newContext()).newPage();
  await choosePassword(page, link);
  await expect(page).toHaveURL(/\/backend\/login\?verified=1/);
  await signInViaApi(page, email, PASSWORD);
  return { email, page };
}

async function findUserRow(admin: Page, lastName: string) {
  // The admin's list was loaded before the person accepted the invitation; the back-office cache
  // keeps it for 10 minutes (SPEC section 9), so reload as an admin would to see the new state.
  await openScreen(admin, "/backend/user-management", "Benutzerverwaltung");
  await admin.getByLabel("Suche").fill(lastName);
  const row = admin.getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  return row;
}

test("admin grants a role and the person sees the new area after signing in again", async ({ page, browser, signInAs }) => {
  await signInAs("admin");
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  const lastName = `Rolle${Date.now()}`;
  const { email, page: person } = await inviteAndAccept(page, browser, lastName);

  await openScreen(person, "/backend/crm", "Keine Berechtigung");

  const row = await findUserRow(page, lastName);
  await expect(row).toContainText("Mitglied");
  await row.getByRole("button", { name: /Rollen von .* ändern/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rollen ändern" });
  await dialog.getByRole("checkbox", { name: /Vorstand/ }).check();
  await dialog.getByRole("button", { name: "Rollen speichern" }).click();
  await expect(row).toContainText("Vorstand, Mitglied");
  await expect(page.getByText("Rollen gespeichert", { exact: true })).toBeVisible();

  await person.request.post("/api/auth/sign-out");
  await signInViaApi(person, email, PASSWORD);
  await openScreen(person, "/backend/crm", "CRM");
});

test("open invitations: sent again (only the newest link works) and withdrawn (the link stops working)", async ({ page, browser, signInAs }) => {
  await signInAs("admin");
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  const person = await (await browser.newContext()).newPage();
  const openInvitation = (email: string) => page.getByRole("table", { name: "Offene Einladungen" }).getByRole("row").filter({ hasText: email });

  const resent = uniqueEmail();
  await invite(page, resent, `Erneut${Date.now()}`);
  const resentRow = openInvitation(resent);
  await expect(resentRow).toContainText("Gültig bis");
  await expect(resentRow).toContainText("Mitglied");
  const firstLink = await invitationLink(resent);
  await resentRow.getByRole("button", { name: `Einladung an ${resent} erneut senden` }).click();
  await expect(page.getByText("Einladung erneut versendet", { exact: true })).toBeVisible();
  await expect.poll(async () => (await invitationLinks(resent)).length).toBe(2);
  const newLink = (await invitationLinks(resent)).find((link) => link !== firstLink)!;
  await choosePassword(person, firstLink);
  await expect(person.getByRole("alert")).toContainText("Dieser Einladungslink ist ungültig, abgelaufen oder wurde bereits verwendet.");
  await choosePassword(person, newLink);
  await expect(person).toHaveURL(/\/backend\/login\?verified=1/);

  const withdrawn = uniqueEmail();
  await invite(page, withdrawn, `Zurueck${Date.now()}`);
  const withdrawnRow = openInvitation(withdrawn);
  await expectNoViolations(page);
  await withdrawnRow.getByRole("button", { name: `Einladung an ${withdrawn} zurückziehen` }).click();
  const confirm = page.getByRole("dialog", { name: "Einladung zurückziehen?" });
  await confirm.getByRole("button", { name: "Zurückziehen" }).click();
  await expect(page.getByText("Einladung zurückgezogen", { exact: true })).toBeVisible();
  await expect(withdrawnRow).toHaveCount(0);
  // Gone for good: also after a reload, and the mailed link no longer works.
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  await expect(page.getByRole("heading", { name: /Offene Einladungen/ })).toBeVisible();
  await expect(openInvitation(withdrawn)).toHaveCount(0);
  await choosePassword(person, await invitationLink(withdrawn));
  await expect(person.getByRole("alert")).toContainText("Dieser Einladungslink ist ungültig");
});

test("admin deactivates a person, who is signed out at once", async ({ page, browser, signInAs }) => {
  await signInAs("admin");
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  const lastName = `Deaktiviert${Date.now()}`;
  const { page: person } = await inviteAndAccept(page, browser, lastName);
  await openApp(person, "/backend");
  await expect(person.getByRole("heading", { level: 1 })).toBeVisible();

  const row = await findUserRow(page, lastName);
  await row.getByRole("button", { name: /deaktivieren$/ }).click();
  const confirm = page.getByRole("dialog", { name: "Zugang deaktivieren?" });
  await confirm.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(row).toContainText("Deaktiviert");
  await expect(page.getByText("Zugang deaktiviert", { exact: true })).toBeVisible();

  const session = await person.request.get("/api/auth/session");
  expect(await session.json()).toEqual({ user: null, session: null });
  await person.reload();
  await expect(person).toHaveURL(/\/backend\/login/);
});

test("a refused role change (last administrator) rolls back in the list and shows the server's reason", async ({ page, signInAs }) => {
  await signInAs("admin");
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  await page.route("**/api/user-management/users/*/roles", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: "last_admin",
        message:
          "Der letzte aktive Administrator kann weder entfernt noch herabgestuft oder deaktiviert werden. Ernennen Sie zuerst eine weitere Person zum Administrator.",
      }),
    }),
  );
  const row = page.getByRole("row").filter({ hasText: "(Sie)" });
  await row.getByRole("button", { name: /Rollen von .* ändern/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rollen ändern" });
  await dialog.getByRole("checkbox", { name: /Administrator/ }).uncheck();
  await dialog.getByRole("button", { name: "Rollen speichern" }).click();
  await expect(page.locator(".toast__description")).toContainText("Der letzte aktive Administrator kann weder entfernt");
  await expect(row).toContainText("Administrator");
});

test("vorstand records a contact with an interaction and a follow-up, and finds it by search", async ({ page, signInAs }) => {
  await signInAs("vorstand");
  await openScreen(page, "/backend/crm", "CRM");
  const stamp = Date.now();
  const lastName = `Weichensteller${stamp}`;

  await page.getByRole("tab", { name: "Organisationen" }).click();
  await page.getByRole("button", { name: "Organisation anlegen" }).first().click();
  const orgDialog = page.getByRole("dialog", { name: "Organisation anlegen" });
  await orgDialog.getByLabel("Name").fill(`Verkehrsausschuss ${stamp}`);
  await orgDialog.getByLabel("Art").selectOption({ label: "Politik" });
  await orgDialog.getByRole("button", { name: "Organisation speichern" }).click();
  await expect(orgDialog).toBeHidden();

  await page.getByRole("tab", { name: "Kontakte" }).click();
  await page.getByRole("button", { name: "Kontakt anlegen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Kontakt anlegen" });
  await dialog.getByLabel("Vorname").fill("Petra");
  await dialog.getByLabel("Nachname").fill(lastName);
  await dialog.getByLabel("Funktion").fill("Abgeordnete");
  await dialog.getByLabel("Organisation suchen").fill(`Verkehrsausschuss ${stamp}`);
  await expect(dialog.getByLabel("Organisation", { exact: true }).locator("option", { hasText: `Verkehrsausschuss ${stamp}` })).toHaveCount(1);
  await dialog.getByLabel("Organisation", { exact: true }).selectOption({ label: `Verkehrsausschuss ${stamp} (Politik)` });
  await dialog.getByLabel("Schlagwörter").fill("aeg, verkehrsausschuss");
  await dialog.getByLabel("Wiedervorlage am").fill("2020-01-15");
  await dialog.getByRole("button", { name: "Kontakt speichern" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Suche").fill(`weichensteller${stamp}`);
  const row = page.getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Verkehrsausschuss ${stamp}`);
  await expect(row).toContainText("Überfällig: 15.01.2020");

  await row.getByRole("button", { name: `Petra ${lastName} öffnen` }).click();
  const detail = page.getByRole("dialog", { name: `Petra ${lastName}` });
  await detail.getByLabel("Art").selectOption({ label: "Telefonat" });
  await detail.getByLabel("Zusammenfassung").fill("Telefonat zur Änderung von § 23 AEG vereinbart.");
  await detail.getByRole("button", { name: "Eintrag speichern" }).click();
  await expect(detail.getByRole("listitem").filter({ hasText: "Telefonat zur Änderung von § 23 AEG" })).toContainText("Jens Wohlfahrt");
  await expect(page.getByText("Eintrag gespeichert", { exact: true })).toBeVisible();
  await detail.getByRole("button", { name: "Dialog schließen" }).click();

  await page.getByRole("tab", { name: "Wiedervorlagen" }).click();
  await page.getByLabel("Suche").fill(lastName);
  const due = page.getByRole("row").filter({ hasText: lastName });
  await expect(due).toHaveCount(1);

  await due.getByRole("button", { name: `Petra ${lastName} öffnen` }).click();
  await page
    .getByRole("dialog", { name: `Petra ${lastName}` })
    .getByRole("button", { name: "Kontakt löschen" })
    .click();
  await page.getByRole("dialog", { name: "Kontakt löschen?" }).getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Kontakt gelöscht", { exact: true })).toBeVisible();
  await expect(due).toHaveCount(0);
  await expect(page.getByText("Keine Kontakte gefunden")).toBeVisible();
});

test("both screens pass axe-core, also with a dialog open", async ({ page, signInAs }) => {
  await signInAs("admin");
  await openScreen(page, "/backend/user-management", "Benutzerverwaltung");
  await expect(page.getByRole("table", { name: "Benutzerkonten" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Person einladen" }).first().click();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await openScreen(page, "/backend/crm", "CRM");
  await expect(page.getByRole("tab", { name: "Kontakte" })).toHaveAttribute("aria-selected", "true");
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Kontakt anlegen" }).first().click();
  await expectNoViolations(page);
});

/**
 * Accounts (issue 25) as a person uses them, at 1280 and 375 px with axe on every state:
 * "Passwort vergessen?" on the sign-in page -> the mail in the outbox -> its link -> a new password
 * -> sign in with it (the spent link refused afterwards); the profile from the user menu: end
 * another session, rename, change the password (the wrong current one refused), own activity.
 * The login page logs nothing in the console (it used to log a 401 of GET /api/auth/session).
 * Each test uses a person of its own (invited through the API), because a reset ends every session.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expectNoViolations } from "./fixtures/a11y.ts";
import { request, test, type Page } from "@playwright/test";
import { actAsNewClient, demoUser, expect, openApp, signInViaApi, uniqueEmail } from "./fixtures/auth.ts";
import { screenshot } from "./fixtures/screenshots.ts";
import { outboxDir } from "./fixtures/server-data.ts";

test.describe.configure({ timeout: 150_000 });
test.use({ serviceWorkers: "block" });

const FIRST_PASSWORD = "Start-Passwort-2026";
const NEW_PASSWORD = "Neues-Passwort-2026";
const CHANGED_PASSWORD = "Geaendert-Passwort-2026";
const WIDTHS = [1280, 375] as const;

/** Links in mails to `email` whose subject contains `subject`, oldest first. */
async function mailLinks(email: string, subject: string, pattern: RegExp): Promise<string[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
  const links: string[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as { to: string | string[]; text: string; subject: string };
    const link = [mail.to].flat().includes(email) && mail.subject.includes(subject) ? pattern.exec(mail.text)?.[0] : undefined;
    if (link) links.push(link);
  }
  return links;
}

async function newestMailLink(email: string, subject: string, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await mailLinks(email, subject, pattern)).length, { message: `mail "${subject}" to ${email}` }).toBeGreaterThan(0);
  return (await mailLinks(email, subject, pattern)).at(-1)!;
}

/** A member invited by the demo administrator (through the API) who has chosen FIRST_PASSWORD. */
async function invitedMember(baseURL: string, lastName: string): Promise<string> {
  const email = uniqueEmail();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "x-nf-client-connection-ip": "198.19.0.4" } });
  try {
    expect((await api.post("/api/auth/sign-in", { data: demoUser("admin") })).status()).toBe(200);
    const { token } = (await (await api.post("/api/auth/token")).json()) as { token: string };
    const invited = await api.post("/api/user-management/invitations", {
      data: { email, firstName: "Konto", lastName, roles: ["mitglied"] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
    const link = new URL(await newestMailLink(email, "Einladung", /https?:\/\/\S+\/backend\/einladung\?token=[\w%.-]+/));
    const accepted = await api.post("/api/invitations/accept", { data: { token: link.searchParams.get("token"), password: FIRST_PASSWORD } });
    expect(accepted.status(), await accepted.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return email;
}

/** Console errors and warnings from now on (a 401 of a fetch shows as "Failed to load resource"). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test("forgot password: the mail's single-use link sets a new password, which signs in; the login page logs nothing in the console", async ({
      page,
      baseURL,
    }) => {
      const email = await invitedMember(baseURL!, `Vergessen${width}`);
      await actAsNewClient(page);
      const consoleMessages = watchConsole(page);

      await page.goto("/backend/login");
      await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
      await page.getByLabel("E-Mail-Adresse").fill(email);
      await page.getByRole("link", { name: "Passwort vergessen?" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen" })).toBeVisible();
      // The address typed on the sign-in page came along.
      await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
      expect(consoleMessages, "the login page and the reset request log nothing").toEqual([]);
      await expectNoViolations(page);
      await screenshot(page, `accounts-forgot-${width}`, { fullPage: true });

      await page.getByRole("button", { name: "Link anfordern" }).click();
      await expect(page.getByText("E-Mail unterwegs")).toBeVisible();
      await expect(page.getByRole("status")).toContainText("60 Minuten gültig");
      await expectNoViolations(page);
      await screenshot(page, `accounts-forgot-sent-${width}`, { fullPage: true });

      const link = new URL(await newestMailLink(email, "Passwort zurücksetzen", /https?:\/\/\S+\/backend\/passwort-zuruecksetzen\?token=[\w%.-]+/));
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole("heading", { level: 1, name: "Neues Passwort festlegen" })).toBeVisible();
      // The sign-up rule, checked before anything is sent.
      await page.getByLabel("Neues Passwort").fill("12345");
      await page.getByLabel("Passwort wiederholen").fill("12345");
      await page.getByRole("button", { name: "Passwort festlegen" }).click();
      await expect(page.getByText("Das Passwort muss mindestens 6 Zeichen lang sein.")).toBeVisible();
      await expectNoViolations(page);
      await screenshot(page, `accounts-reset-${width}`, { fullPage: true });
      await page.getByLabel("Neues Passwort").fill(NEW_PASSWORD);
      await page.getByLabel("Passwort wiederholen").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Passwort festlegen" }).click();

      await expect(page).toHaveURL(/\/backend\/login\?passwort=neu$/);
      await expect(page.getByRole("status").filter({ hasText: "Passwort geändert" }).first()).toBeVisible();
      await screenshot(page, `accounts-reset-done-${width}`, { fullPage: true });
      await page.getByLabel("E-Mail-Adresse").fill(email);
      await page.locator("#sign-in-password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/backend$/);

      // The link is spent.
      await page.goto(link.pathname + link.search);
      await page.getByLabel("Neues Passwort").fill("Noch-ein-Passwort-9");
      await page.getByLabel("Passwort wiederholen").fill("Noch-ein-Passwort-9");
      await page.getByRole("button", { name: "Passwort festlegen" }).click();
      await expect(page.getByText("ungültig, abgelaufen oder wurde bereits verwendet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();
    });

    test("profile from the user menu: end another session, rename, change the password, own activity", async ({ page, baseURL, browser }) => {
      const email = await invitedMember(baseURL!, `Profil${width}`);
      // A second device of the same person.
      const phone = await browser.newContext({
        baseURL,
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
        extraHTTPHeaders: { "x-nf-client-connection-ip": "198.18.77.7" },
      });
      expect((await phone.request.post("/api/auth/sign-in", { data: { email, password: FIRST_PASSWORD } })).status()).toBe(200);

      await actAsNewClient(page);
      await signInViaApi(page, email, FIRST_PASSWORD);
      await openApp(page, "/backend");
      await page.getByRole("button", { name: /Benutzermenü/ }).click();
      await page.getByRole("link", { name: "Mein Profil" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
      const sessions = page.getByRole("region", { name: "Angemeldete Geräte" });
      await expect(sessions.getByRole("listitem")).toHaveCount(2);
      await expect(sessions.getByText("Diese Sitzung")).toBeVisible();
      // Signed in through the API, this person has done nothing yet: the empty state says so.
      await expect(page.getByRole("region", { name: "Meine Aktivitäten" }).getByText("Noch keine Aktivitäten")).toBeVisible();
      await expectNoViolations(page);
      await screenshot(page, `accounts-profile-${width}`, { fullPage: true });
      // The notifications module's own e-mail choices, opened on demand.
      const notifications = page.getByRole("region", { name: "E-Mail-Benachrichtigungen" });
      await notifications.getByText("Einstellungen anzeigen und ändern").click();
      await expect(notifications.getByRole("radio").first()).toBeVisible();
      await expectNoViolations(page);
      await notifications.getByText("Einstellungen anzeigen und ändern").click();

      await sessions.getByRole("button", { name: /^Sitzung beenden: Safari auf iOS/ }).click();
      await expect(page.locator(".toast").filter({ hasText: "Safari auf iOS ist abgemeldet." })).toBeVisible();
      await expect(sessions.getByRole("listitem")).toHaveCount(1);
      await expect(sessions.getByText("Sie sind nur auf diesem Gerät angemeldet.")).toBeVisible();
      expect(await (await phone.request.get("/api/auth/session")).json()).toEqual({ user: null, session: null });
      await phone.close();

      const person = page.getByRole("region", { name: "Name und E-Mail-Adresse" });
      await person.getByLabel("Vorname").fill("Erika");
      await person.getByLabel("Nachname").fill(`Profil-${width}`);
      await person.getByRole("button", { name: "Name speichern" }).click();
      await expect(page.locator(".toast").filter({ hasText: "Ihr Name ist geändert." })).toBeVisible();

      const password = page.getByRole("region", { name: "Passwort ändern" });
      await password.getByLabel("Bisheriges Passwort").fill("falsch-geraten");
      await password.locator("#password-new").fill(CHANGED_PASSWORD);
      await password.getByLabel("Neues Passwort wiederholen").fill(CHANGED_PASSWORD);
      await password.getByRole("button", { name: "Passwort ändern" }).click();
      await expect(password.getByText("Das bisherige Passwort ist nicht richtig.")).toBeVisible();
      await expectNoViolations(page);
      await password.getByLabel("Bisheriges Passwort").fill(FIRST_PASSWORD);
      await password.getByRole("button", { name: "Passwort ändern" }).click();
      await expect(page.locator(".toast").filter({ hasText: "Ihr neues Passwort gilt ab sofort." })).toBeVisible();
      await expect(password.getByLabel("Bisheriges Passwort")).toHaveValue("");

      const activity = page.getByRole("region", { name: "Meine Aktivitäten" });
      await expect(activity.getByText("Passwort geändert", { exact: true })).toBeVisible();
      await expect(activity.getByText("Profil bearbeitet", { exact: true })).toBeVisible();
      await expect(activity.getByText("Sitzung beendet", { exact: true })).toBeVisible();
      // This browser stayed signed in; the new password is the one that works.
      expect(((await (await page.request.get("/api/auth/session")).json()) as { user: { email: string } | null }).user?.email).toBe(email);
      const check = await request.newContext({ baseURL, extraHTTPHeaders: { "x-nf-client-connection-ip": "198.18.77.8" } });
      expect((await check.post("/api/auth/sign-in", { data: { email, password: CHANGED_PASSWORD } })).status()).toBe(200);
      await check.dispose();
      await expectNoViolations(page);
      await screenshot(page, `accounts-profile-done-${width}`, { fullPage: true });
    });
  });
}

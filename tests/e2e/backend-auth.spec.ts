/**
 * Sign-up with the confirmation mail, sign-in errors of SPEC section 8, the sign-in and sign-out
 * toasts, and the return to the remembered page after sign-in.
 */
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./fixtures/a11y.ts";
import { actAsNewClient, confirmationLink, demoUser, expect, openApp, setSelfSignUp, signInViaApi, test, uniqueEmail } from "./fixtures/auth.ts";

// Every test signs in and loads lazy screens; a busy test machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

async function openSignUp(page: Page) {
  await openApp(page, "/backend/login");
  await page.getByRole("tab", { name: "Registrieren" }).click();
}

async function fillSignUp(page: Page, data: { email: string; password: string; firstName?: string; lastName?: string }) {
  if (data.firstName) await page.getByLabel("Vorname").fill(data.firstName);
  if (data.lastName) await page.getByLabel("Nachname").fill(data.lastName);
  await page.getByLabel("E-Mail-Adresse").fill(data.email);
  await page.getByLabel("Passwort").fill(data.password);
  await page.getByRole("button", { name: "Registrieren" }).last().click();
}

function toast(page: Page, title: string) {
  return page.locator(".toast").filter({ hasText: title });
}

// Self sign-up is a global switch of the server: everything that needs it open runs here, in order.
test.describe("self sign-up (issue 10)", () => {
  test.describe.configure({ mode: "serial" });
  test.afterAll(async ({ baseURL }) => setSelfSignUp(baseURL!, false));

  test("is closed by default: the sign-in page offers no registration", async ({ page }) => {
    await openApp(page, "/backend/login");
    await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveCount(0);
    await expect(page.getByText("Zugänge vergibt die Geschäftsstelle")).toBeVisible();
  });

  test("when opened: sign-up, confirmation link, sign-in, waiting for approval, approval, sign-out", async ({ page, baseURL, browser }) => {
    await setSelfSignUp(baseURL!, true);
    await actAsNewClient(page);
    const email = uniqueEmail();
    await openSignUp(page);
    await expectNoViolations(page);
    await fillSignUp(page, { email, password: "Sicher-genug-1", firstName: "Erika", lastName: "Muster" });
    await expect(toast(page, "Registrierung erfolgreich")).toContainText("Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.");
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

    // Before confirming, the account cannot sign in.
    await openApp(page, "/backend/login");
    await fillSignIn(page, email, "Sicher-genug-1");
    await expect(page.getByRole("alert").filter({ hasText: "E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails." })).toBeVisible();

    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(/\/backend\/login\?verified=1/);
    await expect(page.getByText("Ihre E-Mail-Adresse ist bestätigt.")).toBeVisible();

    // Signed in, the new account waits for approval: nothing of the internal area is shown.
    await fillSignIn(page, email, "Sicher-genug-1");
    await expect(toast(page, "Erfolgreich angemeldet")).toContainText("Willkommen zurück!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Konto wartet auf Freischaltung");
    await openApp(page, "/backend/discussions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Konto wartet auf Freischaltung");

    // An administrator finds the account among the waiting ones and grants the member role.
    const admin = await browser.newPage();
    await signInViaApi(admin, demoUser("admin").email, demoUser("admin").password);
    await openApp(admin, "/backend/user-management");
    await admin.getByRole("button", { name: "Wartende Konten anzeigen" }).click();
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Wartet auf Freischaltung");
    await row.getByRole("button", { name: /Rollen/ }).click();
    await admin
      .getByRole("dialog")
      .getByRole("checkbox", { name: /^Mitglied/ })
      .check();
    await admin.getByRole("dialog").getByRole("button", { name: "Rollen speichern" }).click();
    await expect(row).toContainText("Aktiv");
    await admin.close();

    await openApp(page, "/backend");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Erika Muster");
    // The dashboard's activity is what others did that matters (issue 25), never sign-ins.
    const activity = page.getByRole("region", { name: "Neu im Verband" });
    await expect(activity).toBeVisible();
    await expect(activity).not.toContainText("Anmeldung");

    await page.getByRole("button", { name: /Benutzermenü/ }).click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(toast(page, "Erfolgreich abgemeldet")).toContainText("Auf Wiedersehen!");
    await expect(page).toHaveURL("/backend/login");
    // The session is gone on the server too.
    expect(await (await page.request.get("/api/auth/session")).json()).toEqual({ user: null, session: null });
  });

  test("sign-up errors: existing account, short and common passwords", async ({ page, baseURL }) => {
    await setSelfSignUp(baseURL!, true);
    await actAsNewClient(page);
    await openSignUp(page);
    await fillSignUp(page, { email: demoUser("vorstand").email, password: "Sicher-genug-1" });
    await expect(toast(page, "Registrierung fehlgeschlagen")).toContainText("Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.");
    await openSignUp(page);
    await fillSignUp(page, { email: uniqueEmail(), password: "12345" });
    await expect(page.getByText("Das Passwort muss mindestens 6 Zeichen lang sein.")).toBeVisible();
    await openSignUp(page);
    await fillSignUp(page, { email: uniqueEmail(), password: "passwort" });
    await expect(page.getByText("Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.")).toBeVisible();
  });
});

test.describe("sign-in errors", () => {
  test.beforeEach(async ({ page }) => {
    await actAsNewClient(page);
    await openApp(page, "/backend/login");
  });

  test("wrong password", async ({ page }) => {
    await fillSignIn(page, demoUser("mitglied").email, "falsches-Passwort");
    await expect(toast(page, "Anmeldung fehlgeschlagen")).toContainText("Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.");
    await expect(page.getByRole("alert").filter({ hasText: "Ungültige Anmeldedaten." })).toBeVisible();
    await expect(page).toHaveURL("/backend/login");
  });

  test("unknown user", async ({ page }) => {
    await fillSignIn(page, uniqueEmail(), "irgendein-Passwort");
    await expect(toast(page, "Anmeldung fehlgeschlagen")).toContainText("Benutzer nicht gefunden.");
  });

  test("invalid e-mail format", async ({ page }) => {
    await fillSignIn(page, "keine-adresse", "irgendein-Passwort");
    await expect(page.getByText("Ungültiges E-Mail-Format.")).toBeVisible();
  });

  test("too many failed attempts", async ({ page }) => {
    const email = uniqueEmail();
    // The server allows 5 failures per account within 15 minutes, then answers 429.
    for (let i = 0; i < 5; i++) {
      await fillSignIn(page, email, `falsch-${i}`);
      await expect(page.getByRole("alert").filter({ hasText: "Benutzer nicht gefunden." })).toBeVisible();
    }
    await fillSignIn(page, email, "falsch-6");
    await expect(page.getByRole("alert").filter({ hasText: "Zu viele Anfragen. Bitte versuchen Sie es später erneut." })).toBeVisible();
  });
});

test("a confirmation link that no longer works says so", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=gibt-es-nicht");
  await expect(page).toHaveURL(/verified=0/);
  await expect(page.getByRole("alert").filter({ hasText: "Bestätigungslink ungültig" })).toBeVisible();
});

test("after sign-in the user returns to the page they wanted", async ({ page }) => {
  await openApp(page, "/backend/finances?ansicht=2025");
  await expect(page).toHaveURL("/backend/login");
  const { email, password } = demoUser("vorstand");
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL("/backend/finances?ansicht=2025");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finanzen");
});

test("a failed sign-out is reported, and the browser forgets the user anyway", async ({ page, signInAs }) => {
  await signInAs("mitglied", { fresh: true });
  await openApp(page, "/backend");
  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false,"error":"unavailable","message":"Dienst nicht verfügbar"}' }),
  );
  await page.getByRole("button", { name: /Benutzermenü/ }).click();
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(toast(page, "Abmeldung fehlgeschlagen")).toContainText("Dienst nicht verfügbar");
  await expect(page).toHaveURL("/backend/login");
});

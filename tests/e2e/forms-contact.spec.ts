/**
 * Contact form island (/kontakt): validation timing, every response mapping of SPEC section 8
 * (mocked with page.route), the honeypot, and real submissions against POST /api/contact-email.
 */
import { expect, test, type Page } from "@playwright/test";
import { actAsNewClient, mailsContaining, openIsland, readOutbox, toastLocator } from "./fixtures/forms.ts";
import { SMOKE_TAG } from "./fixtures/smoke.ts";

// page.route must see the island's fetches directly, not through the site's service worker.
test.use({ serviceWorkers: "block" });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const subject = (page: Page) => page.getByRole("combobox", { name: "Thema" });
const submitButton = (page: Page) => page.getByRole("button", { name: "Nachricht senden" });

async function fillValid(page: Page, marker = "Testnachricht", email = "erika.mustermann@example.org") {
  await field(page, "Name").fill("Erika Mustermann");
  await field(page, "E-Mail").fill(email);
  await field(page, "Organisation").fill("Hafenbahn Musterstadt GmbH");
  await subject(page).selectOption("fachfragen");
  await field(page, "Nachricht").fill(`${marker}: Wie werden Anschlussgleise im Verband vertreten?`);
}

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("server-rendered form cannot submit before hydration", async ({ request }) => {
  const html = await (await request.get("/kontakt")).text();
  expect(html).toContain('data-form-island="contact"');
  const button = html.match(/<button[^>]*type="submit"[^>]*>Nachricht senden<\/button>/)?.[0] ?? "";
  expect(button).toMatch(/\sdisabled=""/);
  expect(html).toMatch(/<form[^>]*method="post"/);
  // No inline scripts (CSP): every script tag has a src.
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="\/_astro\//);
});

test("validates on submit, then on change, and focuses the first invalid field", async ({ page }) => {
  await openIsland(page, "/kontakt", "contact");
  await field(page, "Name").fill("E");
  await field(page, "Name").fill("");
  await expect(page.getByText("Bitte geben Sie Ihren Namen an.")).toHaveCount(0); // nothing before submit

  await submitButton(page).click();
  for (const message of [
    "Bitte geben Sie Ihren Namen an.",
    "Bitte geben Sie Ihre E-Mail-Adresse an.",
    "Bitte wählen Sie ein Thema aus.",
    "Bitte schreiben Sie eine Nachricht (mindestens 10 Zeichen).",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field(page, "Name")).toBeFocused();
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Name")).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen an.");
  await expect(field(page, "Organisation")).not.toHaveAttribute("aria-invalid", "true");

  await field(page, "Name").pressSequentially("Er");
  await expect(page.getByText("Bitte geben Sie Ihren Namen an.")).toHaveCount(0);
  await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid", "true");
  await field(page, "E-Mail").fill("kein-at-zeichen");
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeVisible();
});

const mocked = [
  {
    name: "429",
    status: 429,
    body: { success: false, error: "rate_limited" },
    title: "Fehler beim Senden",
    text: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden.",
  },
  {
    name: "rate_limited code",
    status: 400,
    body: { success: false, error: "rate_limited", message: "x" },
    title: "Fehler beim Senden",
    text: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden.",
  },
  {
    name: "503",
    status: 503,
    body: "Service Unavailable",
    title: "Fehler beim Senden",
    text: "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen.",
  },
  {
    name: "smtp_not_configured",
    status: 500,
    body: { success: false, error: "smtp_not_configured" },
    title: "Fehler beim Senden",
    text: "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen.",
  },
  {
    name: "invalid_input with details",
    status: 400,
    body: { success: false, error: "invalid_input", message: "Ungültige Eingaben", details: ["name: zu lang", "message: zu kurz"] },
    title: "Ungültige Eingaben",
    text: "name: zu lang, message: zu kurz",
  },
  {
    name: "invalid_input without details",
    status: 400,
    body: { success: false, error: "invalid_input" },
    title: "Ungültige Eingaben",
    text: "Bitte überprüfen Sie Ihre Eingaben.",
  },
  {
    name: "other error with message",
    status: 500,
    body: { success: false, error: "storage_failed", message: "Ihre Nachricht konnte nicht gespeichert werden." },
    title: "Fehler beim Senden",
    text: "Ihre Nachricht konnte nicht gespeichert werden.",
  },
  {
    name: "other error without message",
    status: 500,
    body: { success: false, error: "internal_error" },
    title: "Fehler beim Senden",
    text: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  },
  {
    name: "unexpected shape",
    status: 200,
    body: { ok: true },
    title: "Fehler beim Senden",
    text: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  },
  {
    name: "not JSON",
    status: 200,
    body: "<html>ok</html>",
    title: "Fehler beim Senden",
    text: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  },
] as const;

for (const c of mocked) {
  test(`maps the response: ${c.name}`, async ({ page }) => {
    await page.route("**/api/contact-email", (route) =>
      route.fulfill({
        status: c.status,
        contentType: typeof c.body === "string" ? "text/html" : "application/json",
        body: typeof c.body === "string" ? c.body : JSON.stringify(c.body),
      }),
    );
    await openIsland(page, "/kontakt", "contact");
    await fillValid(page);
    await submitButton(page).click();
    const toast = toastLocator(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast.locator(".toast__title")).toHaveText(c.title);
    await expect(toast.locator(".toast__description")).toHaveText(c.text);
    // Nothing typed is lost after a failure.
    await expect(field(page, "Name")).toHaveValue("Erika Mustermann");
    await expect(subject(page)).toHaveValue("fachfragen");
  });
}

test("shows 'Wird gesendet...' and disables the button while sending", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact-email", async (route) => {
    await held;
    await route.fulfill({ status: 200, json: { success: true, message: "Nachricht gesendet" } });
  });
  await openIsland(page, "/kontakt", "contact");
  await fillValid(page);
  await submitButton(page).click();
  const pending = page.getByRole("button", { name: "Wird gesendet..." });
  await expect(pending).toBeDisabled();
  release();
  await expect(toastLocator(page).locator(".toast__title")).toHaveText("Nachricht gesendet");
  await expect(submitButton(page)).toBeEnabled();
});

test("honeypot answer is silently ignored (mocked)", async ({ page }) => {
  await page.route("**/api/contact-email", (route) =>
    route.fulfill({ status: 400, json: { success: false, error: "honeypot_triggered", message: "Anfrage abgelehnt" } }),
  );
  await openIsland(page, "/kontakt", "contact");
  await fillValid(page);
  const answered = page.waitForResponse("**/api/contact-email");
  await submitButton(page).click();
  await answered;
  await page.waitForTimeout(500);
  await expect(toastLocator(page)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("honeypot field is hidden from people and assistive technology", async ({ page }) => {
  await openIsland(page, "/kontakt", "contact");
  const hp = page.locator("#contact-hp");
  await expect(hp).toHaveAttribute("tabindex", "-1");
  await expect(hp).toHaveAttribute("autocomplete", "off");
  await expect(page.locator(".form__honeypot")).toHaveAttribute("aria-hidden", "true");
  const box = await page.locator(".form__honeypot").boundingBox();
  expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
  await expect(page.getByRole("textbox", { name: /leer lassen/ })).toHaveCount(0);
});

test("a bot filling the honeypot gets no feedback and nothing is mailed (real server)", async ({ page }) => {
  const marker = `Honeypot-${Date.now()}`;
  await openIsland(page, "/kontakt", "contact");
  await fillValid(page, marker);
  await page.locator("#contact-hp").fill("http://spam.example", { force: true });
  const answered = page.waitForResponse("**/api/contact-email");
  await submitButton(page).click();
  const response = await answered;
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toBe("honeypot_triggered");
  await page.waitForTimeout(1000);
  await expect(toastLocator(page)).toHaveCount(0);
  expect((await readOutbox()).filter((m) => m.text.includes(marker))).toHaveLength(0);
});

test("sends a real message: success toast, fields cleared, mails in the outbox", { tag: SMOKE_TAG }, async ({ page }) => {
  const marker = `Kontakt-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${marker.toLowerCase()}@example.org`;
  await openIsland(page, "/kontakt", "contact");
  await fillValid(page, marker, email);
  await submitButton(page).click();
  const toast = toastLocator(page);
  await expect(toast.locator(".toast__title")).toHaveText("Nachricht gesendet");
  await expect(toast.locator(".toast__description")).toContainText("Bestätigung per E-Mail");
  await expect(toast).toHaveAttribute("data-variant", "success");
  for (const name of ["Name", "E-Mail", "Organisation", "Nachricht"]) await expect(field(page, name)).toHaveValue("");
  await expect(subject(page)).toHaveValue("");
  // The office gets the message; the sender a confirmation (which deliberately does not echo it).
  const [officeMail] = await mailsContaining(marker, 1);
  expect(officeMail?.replyTo).toBe(email);
  await expect.poll(async () => (await readOutbox()).filter((m) => m.to === email).length, { timeout: 15_000 }).toBe(1);
});

test("the real rate limit is shown with the 15-minute message", { tag: SMOKE_TAG }, async ({ page, request }) => {
  const ip = await actAsNewClient(page);
  const valid = { name: "Max", email: "max@example.org", organization: "", subject: "sonstiges", message: "Vorab gesendete Nachricht", hp: "" };
  for (let i = 0; i < 5; i++) {
    const r = await request.post("/api/contact-email", { data: valid, headers: { "x-nf-client-connection-ip": ip } });
    expect(r.status()).toBe(200);
  }
  await openIsland(page, "/kontakt", "contact");
  await fillValid(page);
  await submitButton(page).click();
  await expect(toastLocator(page).locator(".toast__description")).toHaveText("Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden.");
});

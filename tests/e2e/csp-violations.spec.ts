/**
 * The strict CSP (no inline scripts, no eval) must never be violated by our own code: a violation
 * means a feature silently breaks in production. Each page records securitypolicyviolation events
 * while its islands load and validate input.
 */
import { expect, test, type Page } from "@playwright/test";
import { openIsland } from "./fixtures/forms.ts";
import { demoUser, openApp, signInViaApi } from "./fixtures/auth.ts";

test.use({ serviceWorkers: "block" });

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test("form islands validate without violating the CSP", async ({ page }) => {
  const violations = await recordViolations(page);
  for (const [path, island, submit, message] of [
    ["/kontakt", "contact", "Nachricht senden", "Bitte geben Sie Ihren Namen an."],
    ["/mitgliedsantrag", "membership-application", "Mitgliedsantrag absenden", "Unternehmensname ist erforderlich"],
  ] as const) {
    await openIsland(page, path, island);
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(message).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test("the internal app runs without violating the CSP", async ({ page }) => {
  const violations = await recordViolations(page);
  await openApp(page, "/backend/login");
  // An empty submit runs the shared zod schema in the browser.
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByText("Ungültiges E-Mail-Format.").first()).toBeVisible();
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  await openApp(page, "/backend/members");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

/**
 * The route x role matrix of SPEC section 2: every protected route for each role and for a
 * signed-out visitor. Allowed: the route's screen (its heading); lacking the role: the
 * no-permission panel; signed out: the sign-in page. The expectations are written out here from
 * the SPEC table, independently of the app's route registry.
 */
import type { Page } from "@playwright/test";
import type { Role } from "#shared/roles.ts";
import { expect, openApp, test } from "./fixtures/auth.ts";

const SIGNED_IN: readonly Role[] = ["admin", "geschaeftsfuehrung", "vorstand", "mitglied"];
const BOARD: readonly Role[] = ["admin", "geschaeftsfuehrung", "vorstand"];
const ADMIN: readonly Role[] = ["admin"];

/** A detail route: it names its record or says it is missing; anything but the no-permission panel. */
const ANY_SCREEN = /^(?!Keine Berechtigung$).+/;

const MATRIX: readonly { path: string; heading: string | RegExp; allowed: readonly Role[] }[] = [
  { path: "/backend", heading: /^Willkommen, /, allowed: SIGNED_IN },
  { path: "/backend/discussions", heading: "Diskussionen", allowed: SIGNED_IN },
  { path: "/backend/discussions/42", heading: ANY_SCREEN, allowed: SIGNED_IN },
  { path: "/backend/todos", heading: "Aufgaben", allowed: SIGNED_IN },
  { path: "/backend/todos/analytics", heading: "Aufgaben-Auswertung", allowed: BOARD },
  { path: "/backend/crm", heading: "CRM", allowed: BOARD },
  { path: "/backend/documents", heading: "Dokumente", allowed: SIGNED_IN },
  { path: "/backend/collab", heading: /^Gemeinsame Notizen/, allowed: SIGNED_IN },
  { path: "/backend/collab/protokoll-2025", heading: ANY_SCREEN, allowed: SIGNED_IN },
  { path: "/backend/collab-docs", heading: "Notizdokumente", allowed: SIGNED_IN },
  { path: "/backend/members", heading: "Mitgliederverwaltung", allowed: BOARD },
  { path: "/backend/members/applications", heading: "Mitgliedsanträge", allowed: BOARD },
  { path: "/backend/user-management", heading: "Benutzerverwaltung", allowed: ADMIN },
  { path: "/backend/finances", heading: "Finanzen", allowed: BOARD },
  // The demo users of the e2e server belong to no member company: the page says so (issue 25).
  { path: "/backend/invoices", heading: "Kein Mitgliedsunternehmen", allowed: SIGNED_IN },
  { path: "/backend/system", heading: "System-Administration", allowed: ADMIN },
  { path: "/backend/notifications", heading: "Benachrichtigungen", allowed: SIGNED_IN },
  { path: "/backend/analytics", heading: "Analysen", allowed: ADMIN },
  { path: "/backend/audit", heading: "Audit-Protokoll", allowed: ADMIN },
  { path: "/backend/security", heading: "Sicherheit", allowed: ADMIN },
  { path: "/backend/voting", heading: "Abstimmungen", allowed: ADMIN },
  { path: "/backend/political-workbench", heading: "Politik-Tools", allowed: SIGNED_IN },
  { path: "/backend/assembly", heading: /^Mitgliederversammlung/, allowed: SIGNED_IN },
  { path: "/member", heading: "Mitgliederbereich", allowed: SIGNED_IN },
  { path: "/board", heading: /^(Administrator|Geschäftsführung|Vorstand)$/, allowed: BOARD },
];

async function expectNoPermission(page: Page) {
  const panel = page.locator("section").filter({ has: page.getByRole("heading", { level: 1, name: "Keine Berechtigung" }) });
  await expect(panel).toBeVisible();
  for (const role of ["Administrator", "Vorstand", "Mitglied"]) await expect(panel).toContainText(role);
}

for (const role of SIGNED_IN) {
  test(`route access for ${role}`, async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs(role);
    for (const { path, heading, allowed } of MATRIX) {
      await test.step(path, async () => {
        await openApp(page, path);
        await expect(page).toHaveURL(path);
        if (allowed.includes(role) && heading === ANY_SCREEN) {
          // A detail route of a record that does not exist: the module's own answer, never the panel.
          await expect(page.locator("main")).not.toBeEmpty();
          await expect(page.getByRole("heading", { level: 1, name: "Keine Berechtigung" })).toHaveCount(0);
        } else if (allowed.includes(role)) {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        } else {
          await expectNoPermission(page);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keine Berechtigung");
        }
      });
    }
  });
}

test("a signed-out visitor is sent to the sign-in page from every protected route", async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path } of MATRIX) {
    await test.step(path, async () => {
      await openApp(page, path);
      await expect(page).toHaveURL("/backend/login");
      await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    });
  }
});

test("the old addresses redirect (SPEC section 2)", async ({ page, signInAs }) => {
  await signInAs("admin");
  await openApp(page, "/backend/user-roles");
  await expect(page).toHaveURL("/backend/user-management");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Benutzerverwaltung");
  await openApp(page, "/backend/members/debug");
  await expect(page).toHaveURL("/backend/members/applications");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mitgliedsanträge");
});

test("the navigation offers only what the role may open", async ({ page, signInAs }) => {
  await signInAs("vorstand");
  await openApp(page, "/backend");
  const nav = page.getByRole("navigation", { name: "Interner Bereich" });
  for (const name of ["Übersicht", "Diskussionen", "Mitgliederverwaltung", "CRM", "Finanzen"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Benutzerverwaltung", "System-Administration", "Analysen", "Audit-Protokoll", "Sicherheit", "Abstimmungen"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await nav.getByRole("link", { name: "CRM", exact: true }).click();
  await expect(page).toHaveURL("/backend/crm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRM");
});

test("an unknown address inside the internal area says so", async ({ page, signInAs }) => {
  await signInAs("mitglied");
  await openApp(page, "/backend/gibt-es-nicht");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
});

/**
 * The general assembly in the browser: the office prepares an assembly (the dialog shows the
 * statutes' deadlines while typing and the server refuses a date that cannot be convened in time),
 * adds an agenda item and sends the invitations, whose send time arrives as evidence; a member
 * then sees the invitation with its agenda. axe-core on every screen state; 375 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { berlinDate, addDays, formatGermanDate } from "../../src/modules/assembly/rules/berlin-calendar.ts";
import { latestInvitationDate } from "../../src/modules/assembly/rules/convocation.ts";
import { demoUser, expect, openApp, signInViaApi, test } from "./fixtures/auth.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/assembly-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = berlinDate(new Date());
const assemblyDate = addDays(today, 35);
const title = `Ordentliche Mitgliederversammlung E2E ${Date.now().toString(36)}`;

test("the office prepares an assembly and invites every member", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  for (const name of ["Uckermärkische Hafenbahn GmbH", "Lausitzer Industriegleis AG", "Ingenieurbüro Schwelle GmbH"]) {
    const response = await page.request.post("/api/back-office/members", {
      headers: { authorization: `Bearer ${token}` },
      data: { name, state: "Brandenburg", membershipClass: name.startsWith("Ingenieur") ? "supporting" : "ordinary", entryDate: `${Number(today.slice(0, 4)) - 2}-03-01`, email: "versammlung@example.org" },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await openApp(page, "/backend/voting");
  await expect(page.getByRole("heading", { level: 1, name: "Abstimmungen" })).toBeVisible();
  await expect(page.getByText(/ordentliche Mitgliederversammlung|Mitgliederversammlung \d{4}/).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "office-list");

  await page.getByRole("button", { name: "Versammlung anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Versammlung anlegen" });
  await dialog.getByLabel("Bezeichnung").fill(title);
  // 27 days: the live notice refuses, and so does the server.
  await dialog.getByLabel("Datum").fill(addDays(today, 27));
  await expect(dialog.getByText(/mindestens vier Wochen vor dem Tag der Versammlung/)).toBeVisible();
  await dialog.getByRole("button", { name: "Anlegen" }).click();
  await expect(dialog.getByRole("alert")).toContainText("§ 4 Abs. 3 Satzung");
  await dialog.getByLabel("Datum").fill(assemblyDate);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByText(`Einladung spätestens am ${formatGermanDate(latestInvitationDate(assemblyDate))} versenden`)).toBeVisible();
  await dialog.getByLabel("Ort").fill("Berlin, Reinhardtstraße 27");
  await expectNoViolations(page);
  await shoot(page, "office-create");
  await dialog.getByRole("button", { name: "Anlegen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(formatGermanDate(latestInvitationDate(assemblyDate)), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Punkt ergänzen" }).click();
  await page.locator("#agenda-title").fill("Entlastung des Präsidiums");
  await page.getByRole("button", { name: "Punkt speichern" }).click();
  await expect(page.getByRole("heading", { name: "TOP 1: Entlastung des Präsidiums" })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Einladungen versenden" }).first().click();
  await page.getByRole("dialog", { name: "Einladungen versenden" }).getByRole("button", { name: "Einladungen versenden" }).click();
  await expect(page.getByText("Einladungen versandt", { exact: true })).toBeVisible();
  await expect(page.getByText("Eingeladen", { exact: true })).toBeVisible();
  // The send time of every invitation mail arrives from the outbox as evidence.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/(\d+) von \1 nachweislich versandt/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText("Alle Mitglieder wurden fristgerecht eingeladen (§ 4 Abs. 3 Satzung).")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "office-detail");
});

test("a member reads the invitation and its agenda", async ({ page }) => {
  const member = demoUser("mitglied");
  await signInViaApi(page, member.email, member.password);
  await openApp(page, "/member");
  await page.getByRole("link", { name: /Mitgliederversammlung/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitgliederversammlung" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "member-list");

  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "TOP 1: Entlastung des Präsidiums" })).toBeVisible();
  await expect(page.getByText(`Anträge müssen bis zum ${formatGermanDate(addDays(assemblyDate, -14))} eingehen`)).toBeVisible();
  await expect(page.getByText("Ihr Konto ist mit keinem Mitgliedsunternehmen verknüpft.")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "member-detail");

  // The office's screen stays closed to members.
  await openApp(page, "/backend/voting");
  await expect(page.getByRole("heading", { level: 1, name: "Abstimmungen" })).toHaveCount(0);
});

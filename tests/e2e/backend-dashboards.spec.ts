/** /member, /board and the /backend dashboard per role (SPEC section 2). */
import type { Page } from "@playwright/test";
import type { Role } from "#shared/roles.ts";
import { expect, openApp, test } from "./fixtures/auth.ts";
import { SMOKE_TAG } from "./fixtures/smoke.ts";

// Every test signs in and loads lazy screens; a busy test machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const BOARD_CARDS = [
  { title: "Mitgliederverwaltung", href: "/backend/members" },
  { title: "CRM", href: "/backend/crm" },
  { title: "Finanzen", href: "/backend/finances" },
  { title: "Analysen", href: "/backend/analytics" },
  { title: "System-Administration", href: "/backend/system" },
  { title: "Gesamtes Backend", href: "/backend" },
];

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function expectCards(page: Page, cards: readonly { title: string; href: string }[], locked: readonly string[]) {
  for (const { title, href } of cards) {
    const item = card(page, title);
    if (locked.includes(title)) {
      await expect(item.getByRole("button", { name: "Keine Berechtigung" })).toBeDisabled();
      await expect(item.getByRole("link")).toHaveCount(0);
    } else {
      await expect(item.getByRole("link", { name: `${title} öffnen` })).toHaveAttribute("href", href);
    }
  }
}

test.describe("/member", { tag: SMOKE_TAG }, () => {
  for (const role of ["mitglied", "admin"] as const) {
    test(`shows the member cards, all open, for ${role}`, async ({ page, signInAs }) => {
      await signInAs(role);
      await openApp(page, "/member");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mitgliederbereich");
      await expectCards(
        page,
        [
          { title: "Diskussionen", href: "/backend/discussions" },
          { title: "Aufgaben", href: "/backend/todos" },
          { title: "Dokumente", href: "/backend/documents" },
          { title: "Politik-Tools", href: "/backend/political-workbench" },
          { title: "Gesamtes Backend", href: "/backend" },
        ],
        [],
      );
      await card(page, "Aufgaben").getByRole("link").click();
      await expect(page).toHaveURL("/backend/todos");
    });
  }
});

test.describe("/board", { tag: SMOKE_TAG }, () => {
  const cases: { role: Role; title: string; locked: string[] }[] = [
    { role: "admin", title: "Administrator", locked: [] },
    { role: "geschaeftsfuehrung", title: "Geschäftsführung", locked: ["Analysen", "System-Administration"] },
    // Issue 25: the treasurer (vorstand) opens the finances route, so its card is enabled too.
    { role: "vorstand", title: "Vorstand", locked: ["Analysen", "System-Administration"] },
  ];
  for (const { role, title, locked } of cases) {
    test(`is titled ${title} and locks ${locked.join(", ") || "nothing"} for ${role}`, async ({ page, signInAs }) => {
      await signInAs(role);
      await openApp(page, "/board");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectCards(page, BOARD_CARDS, locked);
    });
  }

  test("refuses a member with the no-permission panel", async ({ page, signInAs }) => {
    await signInAs("mitglied");
    await openApp(page, "/board");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keine Berechtigung");
  });
});

test("the /backend dashboard says what needs the person today, with the member and board areas", { tag: SMOKE_TAG }, async ({ page, signInAs }) => {
  await signInAs("geschaeftsfuehrung");
  await openApp(page, "/backend");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Dr. Sabine Roloff");
  await expect(page.getByRole("region", { name: "Mitgliedsanträge zur Entscheidung" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Meine Aufgaben" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Neu im Verband" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Offene Sicherheitsvorfälle" })).toHaveCount(0);
  const areas = page.getByRole("navigation", { name: "Bereiche" });
  await expect(areas.getByRole("link", { name: "Vorstandsbereich" })).toHaveAttribute("href", "/board");
  await expect(areas.getByRole("link", { name: "Mitgliederbereich" })).toHaveAttribute("href", "/member");
});

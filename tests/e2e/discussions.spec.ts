/**
 * Discussions as people use them: an administrator sets up a category, a board member opens a
 * thread that mentions a member (autocomplete), the member sees the badge, the notification and
 * the mail in the outbox, opens the thread at the mention and replies with a quote. Titles,
 * bodies and mentions (a hand-written one with an HTML name) carrying XSS payloads render as
 * inert text. A member cannot open a board
 * thread by its address. axe-core on each screen; screenshots at 375 and 1280 px.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi, test } from "./fixtures/auth.ts";
import { outboxDir } from "./fixtures/server-data.ts";
import type { Role } from "#shared/roles.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.describe.configure({ timeout: 120_000, mode: "serial" });
const stamp = Date.now().toString(36);
const CATEGORY = `Allgemein ${stamp}`;
const BOARD_CATEGORY = `Vorstand intern ${stamp}`;
const XSS_TITLE = `<img src=x onerror="window.__xss=1"> Förderprogramm ${stamp}`;
/** A mention written by hand, with an HTML payload as the name and an id nobody has. */
const FORGED_MENTION = `[@<img src=x onerror="window.__xss=1"> Fälschung](mention:user_nobody${stamp})`;

async function screenshots(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [1280, 375] : []) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `discussions-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function personPage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin", reducedMotion: "reduce" });
  const page = await context.newPage();
  const { email, password } = demoUser(role);
  await signInViaApi(page, email, password);
  return page;
}

async function mailsTo(email: string): Promise<{ subject: string; text: string; headers?: Record<string, string> }[]> {
  const mails = [];
  for (const name of (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json"))) {
    const mail = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as {
      to: string | string[];
      subject: string;
      text: string;
      headers?: Record<string, string>;
    };
    if ([mail.to].flat().includes(email)) mails.push(mail);
  }
  return mails;
}

async function createCategory(page: Page, name: string, boardOnly: boolean) {
  await page.getByRole("button", { name: "Bereiche verwalten" }).click();
  const dialog = page.getByRole("dialog", { name: "Bereiche verwalten" });
  await dialog.getByRole("button", { name: "Neuer Bereich" }).click();
  await dialog.getByLabel("Name").fill(name);
  if (boardOnly) {
    await dialog.getByRole("group", { name: "Lesen dürfen" }).getByLabel("Mitglied").uncheck();
    await dialog.getByRole("group", { name: "Lesen dürfen" }).getByLabel("Vorstand").check();
    await dialog.getByRole("group", { name: "Schreiben dürfen" }).getByLabel("Mitglied").uncheck();
    await dialog.getByRole("group", { name: "Schreiben dürfen" }).getByLabel("Vorstand").check();
  }
  await dialog.getByRole("button", { name: "Bereich speichern" }).click();
  await expect(dialog.getByRole("button", { name: `${name} bearbeiten` })).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen", exact: true }).click();
}

let boardThreadUrl = "";

test("admin sets up categories; the board opens a thread mentioning a member, with XSS payloads rendered inert", async ({ browser }) => {
  const admin = await personPage(browser, "admin");
  await openApp(admin, "/backend/discussions");
  await expect(admin.getByRole("heading", { level: 1, name: "Diskussionen" })).toBeVisible();
  await createCategory(admin, CATEGORY, false);
  await createCategory(admin, BOARD_CATEGORY, true);
  await admin.close();

  const board = await personPage(browser, "vorstand");
  await openApp(board, "/backend/discussions");
  await board.getByRole("button", { name: "Neues Thema" }).first().click();
  const dialog = board.getByRole("dialog", { name: "Neues Thema" });
  await dialog.getByLabel("Bereich").selectOption({ label: CATEGORY });
  await dialog.getByLabel("Titel").fill(XSS_TITLE);
  const editor = dialog.getByRole("combobox", { name: "Beitrag" });
  await editor.fill(
    `Bitte prüfen: <script>window.__xss=1</script> [klick mich](javascript:window.__xss=1) und <b onmouseover="window.__xss=1">fett</b>. ${FORGED_MENTION}\n\nHallo @Felix`,
  );
  await editor.press("End");
  const option = board.getByRole("option", { name: "Felix Hartung" });
  await expect(option).toBeVisible();
  await expectNoViolations(board);
  await screenshots(board, "new-thread");
  await editor.press("Enter");
  await expect(editor).toHaveValue(/\[@Felix Hartung\]\(mention:user_[A-Za-z0-9]+\) $/);
  await dialog.getByRole("button", { name: "Thema veröffentlichen" }).click();
  await expect(board.getByRole("heading", { level: 1 })).toHaveText(XSS_TITLE);
  const post = board.locator("#beitrag-1");
  await expect(post.getByText("<script>window.__xss=1</script>")).toBeVisible();
  // The mention of an unknown person written by hand shows its link text, as text.
  await expect(post.locator(".mention")).toHaveText(['@<img src=x onerror="window.__xss=1"> Fälschung', "@Felix Hartung"]);
  await expect(post.locator("img, script, b[onmouseover]")).toHaveCount(0);
  await expect(post.getByText("klick mich")).toBeVisible();
  expect(await post.locator("a[href^='javascript']").count()).toBe(0);
  expect(await board.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // A board-only thread for the access check below.
  await openApp(board, "/backend/discussions");
  await board.getByRole("button", { name: "Neues Thema" }).first().click();
  await dialog.getByLabel("Bereich").selectOption({ label: BOARD_CATEGORY });
  await dialog.getByLabel("Titel").fill(`Haushalt vertraulich ${stamp}`);
  await dialog.getByRole("combobox", { name: "Beitrag" }).fill("Nur für den Vorstand.");
  await dialog.getByRole("button", { name: "Thema veröffentlichen" }).click();
  await expect(board.getByRole("heading", { level: 1 })).toHaveText(`Haushalt vertraulich ${stamp}`);
  boardThreadUrl = new URL(board.url()).pathname;
  await board.close();
});

test("the member sees the badge, the notification and the mail, opens the thread and replies with a quote", async ({ browser }) => {
  const member = await personPage(browser, "mitglied");
  await openApp(member, "/backend");
  await expect(member.getByTestId("notification-count")).toHaveText(/^[1-9]/);
  await member.getByRole("link", { name: /^Benachrichtigungen, \d+ ungelesene?$/ }).click();
  const title = `Jens Wohlfahrt hat Sie erwähnt: ${XSS_TITLE}`;
  const notification = member.getByRole("link", { name: new RegExp(`Ungelesen: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  await expect(notification).toBeVisible();
  await expectNoViolations(member);
  await screenshots(member, "notifications");
  expect((await mailsTo(demoUser("mitglied").email)).some((m) => m.subject === title && m.headers?.["List-Unsubscribe"])).toBe(true);

  await notification.click();
  await expect(member.getByRole("heading", { level: 1 })).toHaveText(XSS_TITLE);
  await expect(member.locator("#beitrag-1 .tag--new")).toBeVisible();
  await expectNoViolations(member);
  await member.getByRole("button", { name: "Beitrag 1 von Jens Wohlfahrt zitieren" }).click();
  const reply = member.getByRole("combobox", { name: "Ihre Antwort" });
  await expect(reply).toHaveValue(/^> \*\*Jens Wohlfahrt\*\* schrieb in Beitrag 1:/);
  await reply.press("End");
  await reply.pressSequentially("\nErledigt, die Zahlen kommen morgen.");
  await member.getByRole("button", { name: "Antwort veröffentlichen" }).click();
  await expect(member.locator("#beitrag-2")).toContainText("Erledigt, die Zahlen kommen morgen.");
  await expect(member.locator("#beitrag-2")).toContainText("Antwort auf Beitrag 1 von Jens Wohlfahrt");
  await screenshots(member, "thread");

  // The list: the category with the thread; search finds it with the hit highlighted.
  await openApp(member, "/backend/discussions");
  await member.getByRole("button", { name: new RegExp(`^${CATEGORY}`) }).click();
  await expect(member.getByRole("link", { name: XSS_TITLE })).toBeVisible();
  await expect(member.getByRole("button", { name: new RegExp(BOARD_CATEGORY) })).toHaveCount(0);
  await expectNoViolations(member);
  await screenshots(member, "list");
  await member.getByLabel("Diskussionen durchsuchen").fill(`Förderprogramm ${stamp}`);
  await expect(member.locator(".search-hit mark").first()).toBeVisible();
  await expectNoViolations(member);

  // A board thread by its address: not found, nothing of it shown.
  await openApp(member, boardThreadUrl);
  await expect(member.getByRole("heading", { level: 1, name: "Thema nicht gefunden" })).toBeVisible();
  await expectNoViolations(member);
  await expect(member.getByText(`Haushalt vertraulich ${stamp}`)).toHaveCount(0);
  expect(await member.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await member.close();
});

/**
 * Shared steps of the per-role journeys (issue 25): signing in through the real form, checking
 * that the greeting toast stays over the top bar, axe on each screen, and the dashboards saved as
 * pictures for a person to look at when E2E_SCREENSHOTS names a folder (<folder>/shell/).
 */
import type { Page } from "@playwright/test";
import { actAsNewClient, demoPassword, expect } from "../fixtures/auth.ts";
import { screenshot } from "../fixtures/screenshots.ts";
import { expectNoViolations } from "../fixtures/a11y.ts";

export { expectNoViolations };

export const WIDTHS = [
  { name: "1280", width: 1280, height: 800 },
  { name: "375", width: 375, height: 812 },
] as const;

/** The screen a journey reaches: axe, and its headings break only at hyphens. */
export async function screenChecked(page: Page, label: string): Promise<void> {
  await expectNoWordBrokenMidWord(page, label, "main h1, main h2, main h3");
  await expectNoViolations(page, label);
}

/** Opens `path` signed out, signs in on the form it leads to, and lands on `path`. */
export async function signInThroughForm(page: Page, email: string, path: string): Promise<void> {
  await actAsNewClient(page);
  await page.goto(path);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** The greeting after sign-in sits over the top bar: it hides nothing of the page (issue 25). */
export async function expectToastOverTopBar(page: Page): Promise<void> {
  const toast = page.locator(".toast").filter({ hasText: "Erfolgreich angemeldet" });
  await expect(toast).toBeVisible();
  // Held while it is measured (Radix pauses a toast's timer under the pointer): on a busy machine the
  // frame came up after the toast had gone, and measuring a gone toast waited for the test's timeout.
  await toast.hover();
  // The toast may come up while the page is still loading; it is placed once the frame is there.
  await expect(page.locator("header.topbar")).toBeVisible();
  const box = (await toast.boundingBox())!;
  const topbar = (await page.locator("header.topbar").boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(topbar.y + topbar.height + 0.5);
  const menu = await page.locator(".topbar__menu").boundingBox();
  if (menu && menu.width > 0) expect(box.x).toBeGreaterThanOrEqual(menu.x + menu.width);
}

/**
 * No word on the screen breaks across lines except at a hyphen or soft hyphen (issue 25: at 375 px
 * "Mitgliederversamm|lung" broke anywhere). Every word of the main area's visible text is measured:
 * where its characters move to a new line, the character before must be "-" or U+00AD.
 */
export async function expectNoWordBrokenMidWord(page: Page, label: string, selector = "main"): Promise<void> {
  const broken = await page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const topOf = (node: Text, start: number, end: number) => {
        range.setStart(node, start);
        range.setEnd(node, end);
        // The character after a soft hyphen that breaks also reports the hyphen's box on the line before.
        const rect = [...range.getClientRects()].at(-1);
        return rect ? rect.top : null;
      };
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || parent.closest("[hidden], [aria-hidden='true'], .sr-only, .visually-hidden, pre, code, input, textarea")) continue;
        for (const match of node.data.matchAll(/\S{2,}/g)) {
          const start = match.index;
          const word = match[0];
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (rects.length < 2 || Math.abs(rects[0]!.top - rects.at(-1)!.top) < 2) continue;
          // A soft hyphen has no box of its own where it does not break: skip it, remember it was there.
          let previousTop = topOf(node, start, start + 1);
          let atHyphen = false;
          for (let i = 1; i < word.length; i++) {
            if (word[i] === "\u00AD") {
              atHyphen = true;
              continue;
            }
            const top = topOf(node, start + i, start + i + 1);
            if (top !== null && previousTop !== null && top - previousTop > 2) {
              if (!atHyphen && !/[-/]/.test(word[i - 1]!))
                found.push(
                  `${word.replaceAll("\u00AD", "")} broke after "${word.slice(0, i).replaceAll("\u00AD", "")}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
                );
              break;
            }
            if (top !== null) previousTop = top;
            atHyphen = false;
          }
        }
      }
    }
    return found;
  });
  expect(broken, `${label}: words broken without a hyphen`).toEqual([]);
}

/** Waits for the dashboard's inbox and checks it with axe; saved as <E2E_SCREENSHOTS>/shell/<name>-<width>.png when wanted. */
export async function dashboardReady(page: Page, name: string, width: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Neu im Verband" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: /geladen/ })).toHaveCount(0);
  // No heading may overflow its box (a word that does not fit broke mid-word before, issue 25).
  const overflowing = await page
    .locator("main h1, main h2")
    .evaluateAll((headings) => headings.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent));
  expect(overflowing).toEqual([]);
  await expectNoWordBrokenMidWord(page, `${name} dashboard`);
  await expectNoViolations(page, `${name} dashboard`);
  await screenshot(page, `shell/${name}-${width}`, { fullPage: true });
}

/** On wide screens the whole sidebar fits an 800 px window (issue 25: it was 947-1,248 px tall). */
export async function expectSidebarFits(page: Page, width: number): Promise<void> {
  if (width < 960) return;
  const height = await page.locator("#sidebar").evaluate((el) => el.scrollHeight);
  expect(height).toBeLessThanOrEqual(800);
}

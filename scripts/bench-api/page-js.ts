/**
 * The JavaScript a form page ships: every /_astro/*.js the browser loads on /kontakt and
 * /mitgliedsantrag, before and after the form scrolls into view, measured as brotli bytes. Islands
 * hydrate 200 px before they become visible, so a form near the top loads its island right away;
 * the report therefore also compares with a page without a form (what the form itself adds).
 */
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";

export interface PageJs {
  page: string;
  formFound: boolean;
  onLoad: { url: string; brotli: number }[];
  onScroll: { url: string; brotli: number }[];
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

export async function measurePageJs(baseUrl: string, paths: string[]): Promise<PageJs[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const results: PageJs[] = [];
    for (const pagePath of paths) {
      // A phone-sized viewport: the form starts further from the fold than on a desktop screen.
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
      const loaded: { url: string; brotli: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (!/^\/_astro\/.*\.m?js$/.test(url.pathname)) return;
        pending.push(
          response.body().then(
            (body) => void loaded.push({ url: url.pathname, brotli: brotli(body) }),
            () => undefined,
          ),
        );
      });
      await page.goto(baseUrl + pagePath, { waitUntil: "networkidle" });
      await page.waitForFunction(() => !document.querySelector('[data-hydrated="loading"]'), null, { timeout: 20_000 }).catch(() => undefined);
      await Promise.all(pending.splice(0));
      const onLoad = loaded.splice(0);
      const form = page.locator("form").first();
      const formFound = (await form.count()) > 0;
      if (formFound) await form.scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      // Islands mark themselves data-hydrated="loading" until their chunks are in (src/ui/island).
      await page.waitForFunction(() => !document.querySelector('[data-hydrated="loading"]'), null, { timeout: 20_000 }).catch(() => undefined);
      await page.waitForLoadState("networkidle");
      await Promise.all(pending.splice(0));
      results.push({ page: pagePath, formFound, onLoad, onScroll: loaded.splice(0) });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

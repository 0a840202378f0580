/**
 * Loads one page in Chromium and measures what it costs: bytes per resource type (raw and brotli),
 * number of requests, requests to other hosts and axe-core WCAG 2.1 AA violations.
 */
import { brotliCompressSync, constants } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";

export interface PageFigures {
  path: string;
  status: number;
  htmlRaw: number;
  htmlBrotli: number;
  jsBrotli: number;
  cssBrotli: number;
  fontBytes: number;
  otherBytes: number;
  requests: number;
  thirdParty: string[];
  axeViolations: string[];
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function measurePage(browser: Browser, baseUrl: string, pathname: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const own = new URL(baseUrl).host;
  const figures: PageFigures = {
    path: pathname,
    status: 0,
    htmlRaw: 0,
    htmlBrotli: 0,
    jsBrotli: 0,
    cssBrotli: 0,
    fontBytes: 0,
    otherBytes: 0,
    requests: 0,
    thirdParty: [],
    axeViolations: [],
  };
  const pending: Promise<void>[] = [];
  page.on("request", (request) => {
    figures.requests += 1;
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== own) figures.thirdParty.push(request.url());
  });
  page.on("response", (response) => {
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => {
          if (type === "document") {
            figures.htmlRaw += body.length;
            figures.htmlBrotli += brotli(body);
          } else if (type === "script") figures.jsBrotli += brotli(body);
          else if (type === "stylesheet") figures.cssBrotli += brotli(body);
          else if (type === "font") figures.fontBytes += body.length;
          else figures.otherBytes += body.length;
        },
        () => undefined,
      ),
    );
  });
  const response = await page.goto(baseUrl + pathname, { waitUntil: "networkidle" });
  figures.status = response?.status() ?? 0;
  await Promise.all(pending);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  figures.axeViolations = axe.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  await context.close();
  return figures;
}

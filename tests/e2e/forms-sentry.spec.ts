/**
 * Browser error reporting: Sentry starts only when GET /api/sentry-config returns a DSN, and what it
 * sends carries no e-mail address, no IP address and no typed form value. The DSN points at this
 * origin (so the real CSP stays in force) and page.route plays the Sentry ingest endpoint.
 * /api/sentry-config is answered by the route as well: the suite shares one server started
 * without a DSN; the function itself is covered by the server tests.
 */
import { expect, test } from "@playwright/test";
import { openIsland } from "./fixtures/forms.ts";

test.use({ serviceWorkers: "block" });

const PII = {
  name: "Erika Mustermann",
  email: "erika.mustermann@example.org",
  organization: "Kleinbahn Musterhausen",
  message: "Bitte rufen Sie zurück, meine Durchwahl ist geheim: Zugnummer 4711-XY",
  ip: "203.0.113.77",
};

test("envelopes arrive and contain no e-mail, no IP and no typed values", async ({ page, baseURL }) => {
  const envelopes: string[] = [];
  await page.route("**/api/sentry-config", (route) => route.fulfill({ json: { dsn: `${baseURL!.replace("://", "://public@")}/1` } }));
  await page.route("**/api/1/envelope/**", async (route) => {
    envelopes.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
    await route.fulfill({ status: 200, json: { id: "0" } });
  });
  const sdkLoaded = page.waitForResponse(/\/_astro\/sentry-sdk\.[^/]+\.js$/);
  await openIsland(page, "/kontakt", "contact");
  await sdkLoaded;

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(PII.name);
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(PII.email);
  await page.getByRole("textbox", { name: "Organisation", exact: true }).fill(PII.organization);
  await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill(PII.message);
  await page.getByRole("textbox", { name: "Nachricht", exact: true }).blur();
  // Breadcrumb sources: a console line and a fetch URL with personal data; then an uncaught error
  // whose message repeats what was typed.
  await page.evaluate((pii) => {
    console.log(`Kontakt von ${pii.email} über ${pii.ip}`);
    void fetch(`/api/does-not-exist?from=${encodeURIComponent(pii.email)}&name=${encodeURIComponent(pii.name)}`).catch(() => {});
    setTimeout(() => {
      const typed = (document.querySelector("#contact-message") as HTMLTextAreaElement).value;
      throw new Error(`Absturz: ${(document.querySelector("#contact-name") as HTMLInputElement).value} <${pii.email}> ${pii.ip} ${typed}`);
    }, 300);
  }, PII);

  await expect.poll(() => envelopes.some((e) => e.includes("Absturz")), { timeout: 15_000 }).toBe(true);
  const all = envelopes.join("\n");
  const event = envelopes.find((e) => e.includes("Absturz"))!;
  expect(event).toContain('"type":"event"');
  expect(event).toContain("[Filtered]");
  expect(event).toContain('"category":"console"'); // breadcrumbs were recorded, then scrubbed

  for (const secret of [PII.email, encodeURIComponent(PII.email), PII.ip, "Erika", "Mustermann", PII.organization, "4711-XY", "Durchwahl"]) {
    expect(all, `envelopes must not contain ${secret}`).not.toContain(secret);
  }
  expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
  expect(all).not.toMatch(/(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])/);
  expect(all).not.toContain("ip_address");
});

test("without a DSN the Sentry SDK is never loaded and nothing is sent", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const config = page.waitForResponse("**/api/sentry-config");
  await openIsland(page, "/kontakt", "contact");
  expect(await (await config).json()).toEqual({ dsn: null });
  await page.waitForTimeout(500);
  expect(requested.filter((u) => /sentry-sdk|envelope/.test(u))).toEqual([]);
});

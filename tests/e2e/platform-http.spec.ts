/**
 * What the production-like server answers at the HTTP level (issues 9 and 10): headers of static
 * files and API answers, nothing scheduled reachable over HTTP, a refused body that does not hang
 * the connection, and malformed cookies that do not break functions.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";

test("static files carry one Cache-Control; a missing hashed file is never cached as immutable", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator("script[src^='/_astro/']").first().getAttribute("src");
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  const cacheHeaders = asset.headersArray().filter((h) => h.name.toLowerCase() === "cache-control");
  expect(cacheHeaders).toEqual([{ name: expect.stringMatching(/cache-control/i), value: "public, max-age=31536000, immutable" }]);

  const missing = await request.get("/_astro/gibt-es-nicht.Bx12.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).not.toContain("immutable");

  const html = await request.get("/themen");
  expect(html.headersArray().filter((h) => h.name.toLowerCase() === "cache-control")).toHaveLength(1);
  expect(html.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("API answers carry their own CSP, nosniff and no framing", async ({ request }) => {
  for (const path of ["/api/auth/config", "/api/members", "/api/members/kein-mitglied"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
  }
});

test("scheduled functions answer no HTTP request", async ({ request }) => {
  for (const path of ["/.netlify/functions/scheduled-jobs", "/.netlify/functions/outbox-dispatch", "/.netlify/functions/data-retention"]) {
    const response = await request.post(path, { data: {} });
    // Served as a static path: nothing there, and static files take no POST.
    expect([404, 405], path).toContain(response.status());
    expect(await response.text(), path).not.toContain("jobs");
  }
});

test("two refused 1 MB bodies on one keep-alive connection do not hang the next request", async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${baseURL}/api/contact-email`,
        { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.setTimeout(10_000, () => reject(new Error("no answer within 10 s")));
      request.on("error", reject);
      request.end(body);
    });
  const big = JSON.stringify({ message: "x".repeat(1024 * 1024) });
  expect(await send(big)).toBe(413);
  expect(await send(big)).toBe(413);
  expect(await send(JSON.stringify({ name: "" }))).toBe(400);
  agent.destroy();
});

test("a malformed %-escape in a cookie does not break the functions", async ({ request }) => {
  const response = await request.get("/api/auth/session", { headers: { cookie: "__vnsi_session=%E0%A4%A; other=%%" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ user: null, session: null });
});

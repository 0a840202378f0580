/**
 * The service worker: public pages stay readable offline after a first visit; /api and /backend
 * responses are never cached or served from the cache; older caches are deleted on activation.
 */
import { expect, test, type Page } from "@playwright/test";

test.use({ serviceWorkers: "allow" });
// Installing precaches the core pages; on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });

async function waitForControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
    }
  });
}

async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

test("visited public pages are readable offline; /api and /backend never come from the cache", async ({ page, context }) => {
  // A cache left by an older worker version must be gone after activation.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      void caches.open("vnsi-pages-v0").then((c) => c.put("/stale", new Response("alt")));
    }
  });
  await page.goto("/");
  await waitForControl(page);
  await page.goto("/kontakt");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  expect(await page.evaluate(() => fetch("/api/sentry-config").then((r) => r.status))).toBe(200);
  await page.goto("/backend");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const stored = await cachedUrls(page);
  expect(Object.keys(stored).sort()).toEqual(["vnsi-assets-v1", "vnsi-pages-v1"]);
  const everything = Object.values(stored).flat();
  expect(everything).toContain("/kontakt");
  expect(everything).toContain("/");
  expect(everything.some((p) => p.startsWith("/_astro/"))).toBe(true);
  expect(everything.filter((p) => /^\/(api|backend|member|board)/.test(p))).toEqual([]);

  await page.goto("/kontakt");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nachricht senden" })).toBeAttached();
  // Precached on install although never visited.
  await page.goto("/mitgliedsantrag");
  await expect(page.getByRole("heading", { level: 1, name: "Mitgliedsantrag" })).toBeVisible();

  const apiWhileOffline = await page.evaluate(() =>
    fetch("/api/sentry-config", { cache: "no-store" }).then(
      () => "served",
      () => "network error",
    ),
  );
  expect(apiWhileOffline).toBe("network error");
  await expect(page.goto("/backend")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

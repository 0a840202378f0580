/**
 * "Weiter" and "Zurück" under the member register page by cursor (keyset paging): 27 members with
 * one unique word, searched for, give two pages; forward shows the last two, back shows the first
 * 25 again, and the requests carry the cursor the previous page handed out.
 */
import { randomUUID } from "node:crypto";
import { test } from "@playwright/test";
import { demoUser, expect, openApp, signInViaApi } from "./fixtures/auth.ts";

test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

test("member register pages forward and back by cursor", async ({ page }) => {
  const word = `Seitenbahn${randomUUID().slice(0, 8)}`;
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  for (let i = 1; i <= 27; i++) {
    const created = await page.request.post("/api/members", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${word} ${String(i).padStart(2, "0")} GmbH`, state: "Berlin", membershipClass: "ordinary", entryDate: "2025-01-01" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await openApp(page, "/backend/members");
  await page.getByRole("searchbox", { name: "Suche" }).fill(word);
  const paging = page.getByRole("navigation", { name: "Seiten der Mitgliederliste" });
  await expect(paging.getByText("1–25 von 27 Einträgen · Seite 1 von 2")).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 01 GmbH` })).toBeVisible();

  const forward = page.waitForRequest((r) => r.url().includes("/api/members?") && new URL(r.url()).searchParams.has("cursor"));
  await paging.getByRole("button", { name: "Weiter" }).click();
  expect(new URL((await forward).url()).searchParams.get("page")).toBe("2");
  await expect(paging.getByText("26–27 von 27 Einträgen · Seite 2 von 2")).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 26 GmbH` })).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 27 GmbH` })).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 25 GmbH` })).toHaveCount(0);

  await paging.getByRole("button", { name: "Zurück" }).click();
  await expect(paging.getByText("1–25 von 27 Einträgen · Seite 1 von 2")).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 01 GmbH` })).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 25 GmbH` })).toBeVisible();
  await expect(page.getByRole("button", { name: `${word} 26 GmbH` })).toHaveCount(0);
});

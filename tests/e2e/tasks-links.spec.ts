/**
 * Linking a task to a document (by keyboard) and a discussion (by mouse) found by search: the member types part of the name in the
 * combobox, sees only documents of folders they may read (never the board-only one), picks one by
 * keyboard and the task shows the link under the document's own name. axe-core on the search,
 * empty and linked states; screenshots at 375 and 1280 px in test-results/.
 */
import type { Page } from "@playwright/test";
import { demoUser, expect, signInViaApi, test } from "./fixtures/auth.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36).slice(-6);

async function shoot(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [1280, 375] : []) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `tasks-links-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The API as the page's signed-in person (bearer token of the session, like the app). */
async function apiOf(page: Page) {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    // The answers used here: a folder or an upload session (id), a completed upload (documentId).
    return (await response.json()) as { id: string; documentId?: string };
  };
  const upload = async (folderId: string, fileName: string) => {
    const bytes = Buffer.from(`${fileName}\nFahrdraht und Tragseil geprüft.\n`, "utf8");
    const session = await post("/api/documents/uploads", { folderId, fileName, size: bytes.length });
    const chunk = await page.request.put(`/api/documents/uploads/${session.id}/chunks/0`, {
      headers: { ...headers, "content-type": "application/octet-stream" },
      data: bytes,
    });
    expect(chunk.status()).toBe(200);
    return (await post(`/api/documents/uploads/${session.id}/complete`, {})).documentId as string;
  };
  return { post, upload };
}

test("a member links a document found by search and never sees a board-only one", async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminUser = demoUser("admin");
  await signInViaApi(adminPage, adminUser.email, adminUser.password);
  const admin = await apiOf(adminPage);
  const openFolder = await admin.post("/api/documents/folders", { name: `Technik ${run}`, readRole: "mitglied", writeRole: "mitglied" });
  const boardFolder = await admin.post("/api/documents/folders", { name: `Vorstand ${run}`, readRole: "vorstand", writeRole: "vorstand" });
  const documentId = await admin.upload(openFolder.id, `Prüfbericht Oberleitung ${run}.txt`);
  await admin.upload(boardFolder.id, `Vorstandsvorlage Oberleitung ${run}.txt`);
  await adminContext.close();

  const memberUser = demoUser("mitglied");
  await signInViaApi(page, memberUser.email, memberUser.password);
  const member = await apiOf(page);
  const project = await member.post("/api/tasks/projects", { name: `Verknüpfungen ${run}`, readRole: "mitglied" });
  const title = `Oberleitung Nord abnehmen ${run}`;
  const task = await member.post("/api/tasks/tasks", { projectId: project.id, title });

  await page.goto(`/backend/todos?aufgabe=${task.id}`);
  const detail = page.getByRole("dialog", { name: title });
  await expect(detail).toBeVisible({ timeout: 20_000 });
  await detail.getByRole("button", { name: "Verknüpfung hinzufügen" }).click();
  await expect(detail.getByLabel("Art", { exact: true })).toHaveValue("document");
  const search = detail.getByRole("combobox", { name: "Dokument suchen" });
  const results = detail.getByRole("listbox", { name: "Gefundene Dokumente" });

  await search.fill(`kein-solches-dokument-${run}`);
  await expect(detail.getByText("Keine Dokumente gefunden, die Sie sehen dürfen.")).toBeVisible();
  await expectNoViolations(page, "no match");

  await search.fill(`Oberleitung ${run}`);
  const option = results.getByRole("option", { name: new RegExp(`Prüfbericht Oberleitung ${run}\\.txt`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(`Technik ${run}`);
  await expect(results.getByRole("option")).toHaveCount(1);
  await expect(detail.getByText(`Vorstandsvorlage Oberleitung ${run}`)).toHaveCount(0);
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expectNoViolations(page, "matches");
  await shoot(page, "search");

  await search.press("ArrowDown");
  await search.press("Enter");
  const linked = detail.getByRole("link", { name: `Prüfbericht Oberleitung ${run}.txt` });
  await expect(linked).toBeVisible();
  await expect(linked).toHaveAttribute("href", new RegExp(`dokument=${documentId}$`));
  await expect(search).toHaveCount(0);
  await expectNoViolations(page, "linked");
  await shoot(page, "linked");
});

test("a member links a discussion picked with the mouse; a board-only thread is not offered", async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminUser = demoUser("admin");
  await signInViaApi(adminPage, adminUser.email, adminUser.password);
  const admin = await apiOf(adminPage);
  const open = await admin.post("/api/discussions/categories", { name: `Technik ${run}`, readRoles: ["mitglied"], writeRoles: ["mitglied"] });
  const boardOnly = await admin.post("/api/discussions/categories", { name: `Vorstand ${run}`, readRoles: ["vorstand"], writeRoles: ["vorstand"] });
  const thread = await admin.post("/api/discussions/threads", { categoryId: open.id, title: `Weichenheizung Süd ${run}`, body: "Wer kümmert sich?" });
  await admin.post("/api/discussions/threads", { categoryId: boardOnly.id, title: `Weichenheizung Budget ${run}`, body: "Intern." });
  await adminContext.close();

  const memberUser = demoUser("mitglied");
  await signInViaApi(page, memberUser.email, memberUser.password);
  const member = await apiOf(page);
  const project = await member.post("/api/tasks/projects", { name: `Diskussionen ${run}`, readRole: "mitglied" });
  const title = `Weichenheizung klären ${run}`;
  const task = await member.post("/api/tasks/tasks", { projectId: project.id, title });

  await page.goto(`/backend/todos?aufgabe=${task.id}`);
  const detail = page.getByRole("dialog", { name: title });
  await expect(detail).toBeVisible({ timeout: 20_000 });
  await detail.getByRole("button", { name: "Verknüpfung hinzufügen" }).click();
  await detail.getByLabel("Art", { exact: true }).selectOption({ label: "Diskussion" });
  await detail.getByRole("combobox", { name: "Diskussion suchen" }).fill(`Weichenheizung ${run}`);
  const results = detail.getByRole("listbox", { name: "Gefundene Diskussionen" });
  await expect(results.getByRole("option")).toHaveCount(1);
  await expect(detail.getByText(`Weichenheizung Budget ${run}`)).toHaveCount(0);
  await expectNoViolations(page, "discussion matches");
  await results.getByRole("option", { name: new RegExp(`Weichenheizung Süd ${run}`) }).click();
  const linked = detail.getByRole("link", { name: `Weichenheizung Süd ${run}` });
  await expect(linked).toHaveAttribute("href", `/backend/discussions/${thread.id}`);
});

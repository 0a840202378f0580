/**
 * Documents as people use them: upload by the button (several chunks), download byte-identical,
 * a second upload of the same name becomes version 2 and version 1 can be restored, a renamed
 * program is refused in German, an interrupted upload leaves nothing, a board folder stays
 * invisible to members; axe on every screen state.
 */
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { buildSimplePdf } from "#modules/documents/server/simple-pdf.ts";
import { samples } from "#modules/documents/server/test-samples.ts";
import { expect, openApp, test } from "./fixtures/auth.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

const sha256 = (bytes: Uint8Array | Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The API as the page's signed-in person (the API takes the session's bearer token, like the app). */
async function apiOf(page: Page) {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
    putBytes: (url: string, bytes: Uint8Array) =>
      request.put(url, { headers: { ...headers, "content-type": "application/octet-stream" }, data: Buffer.from(bytes) }),
  };
}
type Api = Awaited<ReturnType<typeof apiOf>>;

/** A folder made by the admin through the API (the e2e server starts with the demo users only). */
async function createFolder(api: Api, name: string, readRole = "mitglied", writeRole = "mitglied") {
  const response = await api.post("/api/documents/folders", { name, readRole, writeRole });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function asAdmin(page: Page, signInAs: (role: "admin") => Promise<void>) {
  await signInAs("admin");
  return apiOf(page);
}

async function uploadThroughButton(page: Page, name: string, bytes: Uint8Array, mimeType = "application/pdf") {
  await page.getByTestId("documents-file-input").setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

async function downloadFromDialog(page: Page, buttonName: string | RegExp): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).first().click()]);
  return readFile((await download.path())!);
}

test.describe("documents", () => {
  test("upload in chunks, download byte-identical, new version by name, restore an old version", async ({ page, signInAs }) => {
    test.setTimeout(180_000); // a 9 MB upload and three downloads on a busy 2-core machine
    const folder = await createFolder(await asAdmin(page, signInAs), `Arbeitsunterlagen ${randomUUID().slice(0, 6)}`);
    // About 9 MB: three chunks of the chunked upload.
    const first = buildSimplePdf([{ lines: ["Haushaltsplan 2026 – erste Fassung"], imageBytes: 9_000_000 }]);
    const second = buildSimplePdf([{ lines: ["Haushaltsplan 2026 – zweite Fassung"] }]);
    await openApp(page, `/backend/documents?ordner=${folder.id}`);
    await expect(page.getByRole("heading", { name: folder.name })).toBeVisible();
    await expectNoViolations(page);

    await uploadThroughButton(page, "Haushaltsplan 2026.pdf", first);
    await expect(page.getByText("Hochgeladen", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("progressbar", { name: "Fortschritt Haushaltsplan 2026.pdf" })).toHaveAttribute("value", "100");
    await expect(page.getByRole("button", { name: "Haushaltsplan 2026.pdf" })).toBeVisible();

    await page.getByRole("button", { name: "Haushaltsplan 2026.pdf" }).click();
    const dialog = page.getByRole("dialog", { name: "Haushaltsplan 2026.pdf" });
    await expect(dialog.getByRole("toolbar", { name: "Ansicht" })).toBeVisible({ timeout: 30_000 }); // pdf.js preview
    expect(sha256(await downloadFromDialog(page, "Herunterladen"))).toBe(sha256(first));
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Dialog schließen" }).click();

    await uploadThroughButton(page, "haushaltsplan 2026.PDF", second);
    await expect(page.getByText("Hochgeladen als Version 2")).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Haushaltsplan 2026.pdf" }).click();
    await expect(dialog.getByText("Version 2")).toBeVisible();
    expect(sha256(await downloadFromDialog(page, "Version 2 herunterladen"))).toBe(sha256(second));
    expect(sha256(await downloadFromDialog(page, "Version 1 herunterladen"))).toBe(sha256(first));

    await dialog.getByRole("button", { name: "Version 1 wiederherstellen" }).click();
    await page.getByRole("dialog", { name: "Version 1 wiederherstellen?" }).getByRole("button", { name: "Wiederherstellen" }).click();
    await expect(dialog.getByText("wiederhergestellt aus Version 1")).toBeVisible();
    expect(sha256(await downloadFromDialog(page, "Herunterladen"))).toBe(sha256(first));
  });

  test("a new version from the open document: stored under its name with a label, a wrong type refused", async ({ page, signInAs }) => {
    test.setTimeout(90_000); // two uploads, a download and two axe runs: its own waits allow 60 s each
    const folder = await createFolder(await asAdmin(page, signInAs), `Satzung ${randomUUID().slice(0, 6)}`);
    const draft = buildSimplePdf([{ lines: ["Satzung – Entwurf"] }]);
    const adopted = buildSimplePdf([{ lines: ["Satzung – beschlossene Fassung"] }]);
    await openApp(page, `/backend/documents?ordner=${folder.id}`);
    await uploadThroughButton(page, "Satzung.pdf", draft);
    await expect(page.getByText("Hochgeladen", { exact: true })).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Satzung.pdf", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Satzung.pdf" });
    await expect(dialog.getByRole("heading", { name: "Neue Version" })).toBeVisible();

    await dialog.getByLabel("Bezeichnung der Version (optional)").fill("Beschlossene Fassung");
    await dialog
      .getByTestId("documents-version-file-input")
      .setInputFiles({ name: "Satzung_final_MV.pdf", mimeType: "application/pdf", buffer: Buffer.from(adopted) });
    await expect(dialog.getByText("Hochgeladen als Version 2")).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText("Version 2", { exact: true })).toBeVisible();
    await expect(dialog.locator(".documents-versions__label")).toHaveText("Beschlossene Fassung");
    await expect(dialog.getByRole("heading", { name: "Satzung.pdf" })).toBeVisible(); // the name stays
    expect(sha256(await downloadFromDialog(page, "Version 2 herunterladen"))).toBe(sha256(adopted));
    await expectNoViolations(page);
    for (const width of screenshotsWanted ? [375, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await dialog.getByRole("heading", { name: "Neue Version" }).scrollIntoViewIfNeeded();
      await screenshot(page, `documents-${width}-new-version`);
    }

    // A text file cannot become a version of a PDF: refused in German, no version 3.
    await dialog.getByTestId("documents-version-file-input").setInputFiles({ name: "notizen.txt", mimeType: "text/plain", buffer: Buffer.from("Nur Notizen") });
    await expect(dialog.getByRole("alert")).toContainText("„Satzung.pdf“ ist eine Textdatei", { timeout: 60_000 });
    await expect(dialog.getByText("Version 3", { exact: true })).toHaveCount(0);
    await expectNoViolations(page);
  });

  test("a Windows program renamed to .pdf is refused in German and never appears", async ({ page, signInAs }) => {
    const folder = await createFolder(await asAdmin(page, signInAs), `Eingang ${randomUUID().slice(0, 6)}`);
    await openApp(page, `/backend/documents?ordner=${folder.id}`);
    await uploadThroughButton(page, "Rechnung.pdf", samples.exe());
    await expect(page.getByRole("alert").filter({ hasText: "„Rechnung.pdf“ ist keine PDF-Datei, sondern ein Windows-Programm" })).toBeVisible();
    await expect(page.getByText("Dieser Ordner ist leer")).toBeVisible();
    // The server refuses it as well when the browser check is skipped.
    const api = await apiOf(page);
    const begin = await api.post("/api/documents/uploads", { folderId: folder.id, fileName: "Rechnung.pdf", size: samples.exe().length });
    const session = (await begin.json()) as { id: string };
    const chunk = await api.putBytes(`/api/documents/uploads/${session.id}/chunks/0`, samples.exe());
    expect(chunk.status()).toBe(415);
    expect(((await chunk.json()) as { message: string }).message).toContain("ist keine PDF-Datei, sondern ein Windows-Programm");
    await expectNoViolations(page);
  });

  test("an interrupted upload leaves no visible document", async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    const folder = await createFolder(await asAdmin(page, signInAs), `Entwürfe ${randomUUID().slice(0, 6)}`);
    const big = buildSimplePdf([{ lines: ["Großer Scan"], imageBytes: 12_000_000 }]);
    // Chunks after the first hang, as on a dropped connection; the person cancels.
    await page.route(/\/api\/documents\/uploads\/[^/]+\/chunks\/[1-9]/, () => undefined);
    await openApp(page, `/backend/documents?ordner=${folder.id}`);
    await uploadThroughButton(page, "Scan Archiv.pdf", big);
    await expect(page.getByText(/Wird hochgeladen/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Upload von Scan Archiv.pdf abbrechen" }).click();
    await expect(page.getByText("Abgebrochen", { exact: true })).toBeVisible();
    await page.unroute(/\/api\/documents\/uploads\/[^/]+\/chunks\/[1-9]/);

    // A connection that just dies: begin and one chunk, never completed.
    const api = await apiOf(page);
    const begin = await api.post("/api/documents/uploads", { folderId: folder.id, fileName: "Halb.pdf", size: big.length });
    const session = (await begin.json()) as { id: string; chunkBytes: number };
    expect((await api.putBytes(`/api/documents/uploads/${session.id}/chunks/0`, big.subarray(0, session.chunkBytes))).status()).toBe(200);

    const list = await api.get(`/api/documents?folderId=${folder.id}`);
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
    const search = await api.get(`/api/documents?q=${encodeURIComponent("Halb")}`);
    expect(((await search.json()) as { items: Array<{ name: string }> }).items.map((d) => d.name)).not.toContain("Halb.pdf");
    await page.reload();
    await expect(page.getByText("Dieser Ordner ist leer")).toBeVisible();
  });

  test("a member sees nothing of a board folder, by list, search, id or download link", async ({ page, signInAs, browser }) => {
    const admin = await asAdmin(page, signInAs);
    const board = await createFolder(admin, `Vorstand vertraulich ${randomUUID().slice(0, 6)}`, "vorstand", "vorstand");
    const secret = `Personalplanung-${randomUUID().slice(0, 8)}`;
    const bytes = samples.textUtf8(`${secret}\nVertraulich.\n`);
    const begin = await admin.post("/api/documents/uploads", { folderId: board.id, fileName: `${secret}.txt`, size: bytes.length });
    const session = (await begin.json()) as { id: string };
    await admin.putBytes(`/api/documents/uploads/${session.id}/chunks/0`, bytes);
    const done = (await (await admin.post(`/api/documents/uploads/${session.id}/complete`, {})).json()) as { documentId: string };

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    const signIn = await member.request.post("/api/auth/sign-in", { data: { email: "mitglied@vnsi-verband.de", password: "Demo-Passwort-2025!" } });
    expect(signIn.status()).toBe(200);
    const memberApi = await apiOf(member);
    const folders = (await (await memberApi.get("/api/documents/folders")).json()) as { items: Array<{ id: string }> };
    expect(folders.items.map((f) => f.id)).not.toContain(board.id);
    expect(((await (await memberApi.get(`/api/documents?q=${secret}`)).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await memberApi.get(`/api/documents/${done.documentId}`)).status()).toBe(404);
    expect((await memberApi.get(`/api/documents/${done.documentId}/content`)).status()).toBe(404);
    expect((await memberApi.get(`/api/documents?folderId=${board.id}`)).status()).toBe(404);
    // The board still gets it (so the 404s above are about access, not a broken document).
    expect((await admin.get(`/api/documents/${done.documentId}/content`)).status()).toBe(200);

    await openApp(member, `/backend/documents?dokument=${done.documentId}`);
    await expect(member.getByRole("alert").filter({ hasText: "Das Dokument wurde nicht gefunden." })).toBeVisible();
    await expect(member.getByRole("button", { name: new RegExp(board.name) })).toHaveCount(0);
    await memberContext.close();
  });

  test("drag and drop, search by the text inside, image preview, trash and restore", async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const folder = await createFolder(await asAdmin(page, signInAs), `Sammlung ${randomUUID().slice(0, 6)}`);
    const violations: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && violations.push(message.text()));
    const word = `Weichenheizung${randomUUID().slice(0, 6)}`;
    await openApp(page, `/backend/documents?ordner=${folder.id}`);

    const files = [
      { name: "Notiz Winterdienst.txt", type: "text/plain", bytes: [...samples.textUtf8(`Winterdienst: ${word} an allen Weichen prüfen.\n`)] },
      { name: "Lageplan.png", type: "image/png", bytes: [...samples.png()] },
    ];
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    }, files);
    const zone = page.getByTestId("documents-dropzone");
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await zone.dispatchEvent("dragover", { dataTransfer });
    await expect(page.getByText(/Zum Hochladen loslassen/)).toBeVisible();
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(page.getByText("2 von 2 Dateien hochgeladen")).toBeVisible({ timeout: 60_000 });

    // The text is extracted after the upload; searching for a word only inside the file finds it.
    const search = page.getByLabel("Dokumente durchsuchen");
    await expect(async () => {
      await search.fill("");
      await search.fill(word);
      await expect(page.getByRole("button", { name: "Notiz Winterdienst.txt" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(word).first()).toBeVisible(); // the excerpt with the match
    await search.fill("");

    await page.getByRole("button", { name: "Lageplan.png" }).click();
    const image = page.getByRole("img", { name: "Vorschau: Lageplan.png" });
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1); // decoded, not blocked
    expect(violations).toEqual([]);
    await page.getByRole("button", { name: "In den Papierkorb" }).click();
    await page.getByRole("dialog", { name: "In den Papierkorb legen?" }).getByRole("button", { name: "In den Papierkorb" }).click();
    await expect(page.getByRole("button", { name: "Lageplan.png" })).toHaveCount(0);

    await page.getByRole("button", { name: "Papierkorb", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Papierkorb" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Lageplan.png wiederherstellen" }).click();
    await page.getByRole("button", { name: new RegExp(`^${folder.name}`) }).click();
    await expect(page.getByRole("button", { name: "Lageplan.png" })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`looks right at ${width} px`, async ({ page, signInAs }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const folder = await createFolder(await asAdmin(page, signInAs), `Ansicht ${width} ${randomUUID().slice(0, 4)}`);
      await openApp(page, `/backend/documents?ordner=${folder.id}`);
      await uploadThroughButton(page, "Protokoll Vorstandssitzung.pdf", buildSimplePdf([{ lines: ["Protokoll der Vorstandssitzung", "Beschlüsse"] }]));
      await expect(page.getByText("Hochgeladen", { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("button", { name: "Protokoll Vorstandssitzung.pdf" })).toBeVisible();
      await screenshot(page, `documents-${width}`, { fullPage: true });
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Protokoll Vorstandssitzung.pdf" }).click();
      await expect(page.getByRole("toolbar", { name: "Ansicht" })).toBeVisible({ timeout: 30_000 });
      await screenshot(page, `documents-${width}-dialog`);
      await expectNoViolations(page);
    });
  }
});

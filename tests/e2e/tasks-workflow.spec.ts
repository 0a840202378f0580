/**
 * Tasks in the browser: the office opens a project and a task for a member, the reminder job runs
 * on a fake clock (POST /__dev/jobs/run) and tells the member the day before it is due (in the app
 * and by e-mail in the outbox); the member
 * finds it under "Meine Aufgaben" and on the dashboard card and completes it; a card moves on the
 * board by keyboard only; a member never sees a board-only project. axe-core on every screen
 * state; screenshots at 375 and 1280 px in test-results/.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { demoUser, expect, signInViaApi, test } from "./fixtures/auth.ts";
import { outboxDir } from "./fixtures/server-data.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.describe.configure({ timeout: 120_000, mode: "serial" });

const run = Date.now().toString(36).slice(-5);

function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

async function openTodos(page: Page, search = "") {
  await page.goto(`/backend/todos${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Aufgaben" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /geladen/ })).toHaveCount(0, { timeout: 20_000 });
}

async function shoot(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [1280, 375] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await screenshot(page, `tasks-${name}-${width}`, { fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, role: Parameters<typeof demoUser>[0]) {
  const { email, password } = demoUser(role);
  await signInViaApi(page, email, password);
}

/** The API takes bearer tokens only (never the cookie alone): one from the signed-in session. */
async function api(page: Page) {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => page.request.get(url, { headers }),
    post: (url: string, data: unknown) => page.request.post(url, { headers, data }),
  };
}

const project = `MV-Vorbereitung ${run}`;
const title = `Kassenprüfung vorbereiten ${run}`;
const member = demoUser("mitglied");

test("the office creates a project and a task for a member", async ({ page }) => {
  await signIn(page, "geschaeftsfuehrung");
  await openTodos(page, "?ansicht=projects");
  await expectNoViolations(page, "projects");
  await page.getByRole("button", { name: "Neues Projekt" }).click();
  const projectDialog = page.getByRole("dialog", { name: "Neues Projekt" });
  await projectDialog.getByLabel("Name").fill(project);
  await projectDialog.getByLabel("Sichtbar für").selectOption({ label: "Alle Mitglieder" });
  await projectDialog.getByRole("button", { name: "Projekt anlegen" }).click();
  await expect(projectDialog).toBeHidden();
  await expect(page.getByRole("button", { name: project, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Neue Aufgabe" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Aufgabe" });
  await dialog.getByRole("button", { name: "Aufgabe anlegen" }).click();
  await expect(dialog.getByText("Bitte geben Sie einen Titel an.")).toBeVisible();
  await dialog.getByLabel("Titel").fill(title);
  await dialog.getByLabel("Projekt").selectOption({ label: project });
  await dialog.getByLabel("Priorität").selectOption({ label: "Hoch" });
  await dialog.getByLabel("Fällig am").fill(berlinDay(2));
  await dialog.getByRole("checkbox", { name: "Felix Hartung" }).check();
  await dialog.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Belege **aller Quartale** bereitstellen. <img src=x onerror=alert(1)>");
  await dialog.getByLabel("Checkliste").fill("Belege sammeln\nKontoauszüge abgleichen");
  await expectNoViolations(page, "new task");
  await dialog.getByRole("button", { name: "Aufgabe anlegen" }).click();

  const detail = page.getByRole("dialog", { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByText("Felix Hartung")).toBeVisible();
  await expect(detail.locator("strong", { hasText: "aller Quartale" })).toBeVisible();
  await expect(detail.locator("img")).toHaveCount(0);
  await expect(detail.getByText("(0 von 2 erledigt)")).toBeVisible();
  await expectNoViolations(page, "task dialog");
  await shoot(page, "dialog");
});

test("a task created from Meine Aufgaben stays there after a reload; one for others is under Von mir angelegt", async ({ page }) => {
  // Issue 25: "Meine Aufgaben" lists only my assignments, so a task created there vanished on reload.
  await signIn(page, "geschaeftsfuehrung");
  await openTodos(page);
  await expect(page.getByRole("tab", { name: "Meine Aufgaben" })).toHaveAttribute("aria-selected", "true");
  const create = async (name: string, keepMe: boolean) => {
    await page.getByRole("button", { name: "Neue Aufgabe" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Aufgabe" });
    await dialog.getByLabel("Titel").fill(name);
    await dialog.getByLabel("Projekt").selectOption({ label: project });
    // The creator is ticked under "Zuständig" (and the only one).
    const chosen = dialog.getByRole("group", { name: "Zuständig" }).getByRole("checkbox", { checked: true });
    await expect(chosen).toHaveCount(1);
    if (!keepMe) await chosen.uncheck();
    await dialog.getByRole("button", { name: "Aufgabe anlegen" }).click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await page.getByRole("dialog", { name }).getByRole("button", { name: "Dialog schließen" }).click();
  };
  await create(`Selbst erledigen ${run}`, true);
  await create(`Für später ${run}`, false);
  await page.reload();
  await openTodos(page);
  await expect(page.getByRole("button", { name: `Selbst erledigen ${run}`, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Für später ${run}`, exact: true })).toHaveCount(0);
  await page.getByRole("tab", { name: "Von mir angelegt" }).click();
  await expect(page).toHaveURL(/ansicht=created/);
  await expect(page.getByRole("button", { name: `Für später ${run}`, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Selbst erledigen ${run}`, exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Von mir angelegt" })).toBeVisible();
  await expectNoViolations(page, "created by me");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Von mir angelegt" })).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Für später ${run}`, exact: true })).toBeVisible({ timeout: 20_000 });
});

test("the reminder job tells the assignee the day before (fake clock)", async ({ page }) => {
  const now = `${berlinDay(1)}T07:05:00+01:00`;
  const response = await page.request.post("/__dev/jobs/run", { data: { name: "tasks.reminders", now } });
  expect(response.status()).toBe(200);
  const { outcomes } = (await response.json()) as { outcomes: { name: string; status: string; result: { dueSoon: number; notifications: number } }[] };
  expect(outcomes[0]).toMatchObject({ name: "tasks.reminders", status: "ok" });
  expect(outcomes[0]!.result.notifications).toBeGreaterThanOrEqual(1);
  // Again on the same day: nothing twice.
  const again = (await (await page.request.post("/__dev/jobs/run", { data: { name: "tasks.reminders", now } })).json()) as { outcomes: typeof outcomes };
  expect(again.outcomes[0]!.result.notifications).toBe(0);

  await signIn(page, "mitglied");
  const inbox = await (await api(page)).get("/api/notifications");
  const titles = ((await inbox.json()) as { items: { title: string }[] }).items.map((n) => n.title);
  expect(titles).toContain(`Morgen fällig: ${title}`);
  expect(titles).toContain(`Neue Aufgabe für Sie: ${title}`);
});

test("the reminder reaches the assignee's outbox as an e-mail", async ({ page }) => {
  // Reminders are e-mailed at once (the kind's default); the outbox job delivers to the file outbox.
  await page.request.post("/__dev/jobs/run", { data: { name: "outbox.dispatch" } });
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json"))) {
          const mail = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as { to: string | string[]; subject: string; text: string };
          if ([mail.to].flat().includes(member.email) && `${mail.subject}\n${mail.text}`.includes(`Morgen fällig: ${title}`)) return true;
        }
        return false;
      },
      { message: `reminder mail to ${member.email}`, timeout: 30_000 },
    )
    .toBe(true);
});

test("the member finds the task under Meine Aufgaben and on the dashboard, and completes it", async ({ page }) => {
  await signIn(page, "mitglied");
  await page.goto("/backend");
  const card = page.getByRole("region", { name: "Meine Aufgaben" });
  await expect(card.getByRole("link", { name: title })).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, "dashboard");

  await openTodos(page);
  await expect(page.getByRole("tab", { name: "Meine Aufgaben" })).toHaveAttribute("aria-selected", "true");
  await expectNoViolations(page, "my tasks");
  await shoot(page, "mine");
  await page.getByRole("button", { name: title, exact: true }).click();
  const detail = page.getByRole("dialog", { name: title });
  await detail.getByRole("checkbox", { name: "Belege sammeln" }).check();
  await expect(detail.getByText("(1 von 2 erledigt)")).toBeVisible();
  await detail.getByLabel("Kommentar schreiben").fill("Belege liegen im Ordner **Kasse 2026**.");
  await detail.getByRole("button", { name: "Kommentieren" }).click();
  await expect(detail.locator(".comment strong", { hasText: "Kasse 2026" })).toBeVisible();
  await detail.getByRole("button", { name: "Als erledigt markieren" }).click();
  await expect(detail.getByLabel("Status")).toHaveValue("erledigt");
  await detail.getByRole("button", { name: "Dialog schließen" }).click();
  await expect(page.getByRole("button", { name: title, exact: true })).toHaveCount(0);
});

test("a card moves on the board by keyboard alone", async ({ page }) => {
  await signIn(page, "geschaeftsfuehrung");
  const created = await (await api(page)).post("/api/tasks/tasks", {
    projectId: await projectIdOf(page, project),
    title: `Rundschreiben ${run}`,
    assigneeIds: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  await openTodos(page, "?ansicht=board");
  await expectNoViolations(page, "board");
  await shoot(page, "board");
  const handle = page.getByRole("button", { name: `„Rundschreiben ${run}“ verschieben` });
  await handle.focus();
  // What a screen reader hears tells when each step has happened.
  const live = page.getByRole("status").filter({ hasText: `Aufgabe „Rundschreiben ${run}“` });
  await page.keyboard.press("Space");
  await expect(live).toContainText("aufgenommen, über ihrer Spalte „Offen“");
  await page.keyboard.press("ArrowRight");
  await expect(live).toContainText("über Spalte „In Arbeit“");
  await page.keyboard.press("Space");
  await expect(live).toContainText("in Spalte „In Arbeit“ abgelegt");
  const inProgress = page.getByRole("region", { name: /^In Arbeit/ });
  await expect(inProgress.getByRole("button", { name: `Rundschreiben ${run}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: /^In Arbeit/ }).getByRole("button", { name: `Rundschreiben ${run}`, exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

test("a member never sees a board-only project or its tasks", async ({ page }) => {
  await signIn(page, "vorstand");
  const board = await api(page);
  const secret = await board.post("/api/tasks/projects", { name: `Vorstand geheim ${run}`, readRole: "vorstand" });
  expect(secret.status(), await secret.text()).toBe(201);
  const projectId = ((await secret.json()) as { id: string }).id;
  const task = await board.post("/api/tasks/tasks", { projectId, title: `Personalie ${run}` });
  const taskId = ((await task.json()) as { id: string }).id;

  await page.context().clearCookies();
  await signIn(page, "mitglied");
  expect((await (await api(page)).get(`/api/tasks/tasks/${taskId}`)).status()).toBe(404);
  await openTodos(page, `?ansicht=list&suche=Personalie`);
  await expect(page.getByText("Keine Aufgaben gefunden")).toBeVisible();
  await openTodos(page, "?ansicht=projects");
  await expect(page.getByRole("button", { name: `Vorstand geheim ${run}`, exact: true })).toHaveCount(0);
  await page.goto(`/backend/todos?aufgabe=${taskId}`);
  await expect(page.getByRole("dialog").getByText("Die Aufgabe wurde nicht gefunden.")).toBeVisible({ timeout: 20_000 });
});

test("the board and admins see the analytics with tables", async ({ page }) => {
  await signIn(page, "vorstand");
  await page.goto("/backend/todos/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Aufgaben-Auswertung" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 30_000 });
  await page.getByText("Tabelle: Überfällig nach Projekt").click();
  await expect(page.getByRole("table", { name: "Überfällig nach Projekt" })).toBeVisible();
  await expectNoViolations(page, "analytics");
  await shoot(page, "analytics");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV herunterladen: Durchsatz pro Woche" }).click();
  expect((await download).suggestedFilename()).toMatch(/^aufgaben-durchsatz_.*\.csv$/);
});

async function projectIdOf(page: Page, name: string): Promise<string> {
  const response = await (await api(page)).get("/api/tasks/projects");
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  return items.find((p) => p.name === name)!.id;
}

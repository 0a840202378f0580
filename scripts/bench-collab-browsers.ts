/**
 * `npm run bench:collab:browsers`: two real Chromium browsers on loopback against the production-like
 * server (scripts/serve.ts, fresh data folder): one person types, the other has the document open.
 * Prints the median and p95 time from a keystroke in the first browser to the character's appearance
 * in the second (issue 14's target: p95 under 1 s). A benchmark, not a test: it prints figures.
 *
 *   COLLAB_PORT (default 8913), COLLAB_KEYSTROKES (default 150), COLLAB_DELAY_MS (between
 *   keystrokes, default 150), CHROMIUM_PATH (default /usr/bin/chromium)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS } from "#platform/auth/demo-users.ts";
import { percentile } from "#modules/collab/testing/latency-probe.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.COLLAB_PORT ?? 8913);
const keystrokes = Number(process.env.COLLAB_KEYSTROKES ?? 150);
const delayMs = Number(process.env.COLLAB_DELAY_MS ?? 150);
const dataDir = path.join(root, ".data", `bench-collab-${port}`);
const baseUrl = `http://localhost:${port}`;

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function startServer(): Promise<ChildProcess> {
  await rm(dataDir, { recursive: true, force: true });
  const env = { PORT: String(port), DATA_DIR: dataDir, TRUST_CLIENT_IP_HEADER: "1" };
  await new Promise<void>((resolve, reject) =>
    run(process.execPath, ["scripts/db-seed.ts", "--users-only"], env).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited ${code}`)),
    ),
  );
  const server = run(process.execPath, ["scripts/serve.ts"], env);
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(`${baseUrl}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("server did not start");
}

async function signedIn(browser: Browser, role: string, octet: number): Promise<Page> {
  const context = await browser.newContext({ locale: "de-DE", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `198.18.7.${octet}` });
  const user = DEMO_USERS.find((u) => u.role === role)!;
  const response = await page.request.post(`${baseUrl}/api/auth/sign-in`, { data: { email: user.email, password: DEMO_PASSWORD } });
  if (response.status() !== 200) throw new Error(`sign-in ${role}: ${response.status()}`);
  return page;
}

const editor = (page: Page) => page.getByRole("textbox", { name: /^Inhalt von/ });

async function main(): Promise<void> {
  if (!/^\d+$/.test(String(keystrokes))) throw new Error("COLLAB_KEYSTROKES must be a number");
  console.log(
    `Two browsers on loopback (serve.ts, ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}), ${keystrokes} keystrokes every ${delayMs} ms in one, watched in the other`,
  );
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const writer = await signedIn(browser, "vorstand", 11);
    const reader = await signedIn(browser, "admin", 12);
    await writer.goto(`${baseUrl}/backend/collab-docs`);
    await writer.getByRole("button", { name: "Neues Dokument" }).first().click();
    await writer.getByRole("dialog").getByLabel("Titel").fill("Latenzmessung");
    await writer.getByRole("dialog").getByRole("button", { name: "Anlegen und öffnen" }).click();
    await writer.waitForURL(/\/backend\/collab\/latenzmessung/);
    await reader.goto(writer.url());
    await editor(writer).waitFor();
    await editor(reader).waitFor();
    // The reader records when the text (without the writer's caret label) grows.
    await editor(reader).evaluate((element) => {
      const arrivals: Array<{ length: number; at: number }> = [];
      (window as unknown as { arrivals: typeof arrivals }).arrivals = arrivals;
      const measure = () => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const caret of copy.querySelectorAll(".collab-caret")) caret.remove();
        const length = (copy.textContent ?? "").length;
        if (length > (arrivals.at(-1)?.length ?? 0)) arrivals.push({ length, at: Date.now() });
      };
      new MutationObserver(measure).observe(element, { subtree: true, childList: true, characterData: true });
    });
    await editor(reader).click();
    await editor(writer).click();
    await editor(writer).evaluate((element) => {
      const keys: number[] = [];
      (window as unknown as { keys: number[] }).keys = keys;
      element.addEventListener("keydown", () => keys.push(Date.now()), { capture: true });
    });
    await writer.waitForTimeout(3_000);
    const text = Array.from({ length: keystrokes }, (_, i) => "abcdefghij"[i % 10]).join("");
    await writer.keyboard.type(text, { delay: delayMs });
    await reader.waitForFunction(
      (length) => ((window as unknown as { arrivals: Array<{ length: number }> }).arrivals.at(-1)?.length ?? 0) >= length,
      keystrokes,
      { timeout: 30_000 },
    );
    const keys = await writer.evaluate(() => (window as unknown as { keys: number[] }).keys);
    const arrivals = await reader.evaluate(() => (window as unknown as { arrivals: Array<{ length: number; at: number }> }).arrivals);
    const latencies = keys.map((typedAt, i) => arrivals.find((arrival) => arrival.length >= i + 1)!.at - typedAt);
    console.log(
      `Keystroke to appearance: median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${percentile(latencies, 100)} ms (${latencies.length} keystrokes; target p95 < 1000 ms: ${percentile(latencies, 95) < 1000 ? "met" : "NOT met"})`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();

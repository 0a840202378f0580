/**
 * The calls test:bundles drives through the deployed bundles (scripts/test-bundles.ts sets up the
 * bundles, the services and the sites): what a first production deploy must do.
 */
import { before, it } from "node:test";
import assert from "node:assert/strict";
import { createHash, createPrivateKey, createSign } from "node:crypto";
import type { BundledFunction } from "./netlify-bundle.ts";
import type { Services } from "./services.ts";
import type { Site } from "./site.ts";
import { runScript, type Keys, type Variant } from "./deploy-env.ts";
import { netlifyEvent } from "./gateway.ts";
import { validApplication } from "../../tests/helpers/application-fixture.ts";

export interface ScenarioContext {
  bundles(): BundledFunction[];
  services(): Services;
  keys(): Keys;
  startSite(only: string[] | undefined, variant: Variant): Promise<Site>;
}

interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
  bytes: Buffer;
  ms: number;
}

async function call(
  site: Site,
  method: string,
  pathname: string,
  options: { body?: unknown; raw?: Uint8Array; headers?: Record<string, string>; token?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (method !== "GET") headers.origin = site.url;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.raw) body = new Blob([new Uint8Array(options.raw)]);
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  const response = await fetch(`${site.url}${pathname}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  let json: Record<string, unknown> = {};
  if ((response.headers.get("content-type") ?? "").includes("json") && bytes.length) json = JSON.parse(bytes.toString("utf8"));
  return { status: response.status, headers: response.headers, json, bytes, ms };
}

const ADMIN = { email: "admin@bundles.example", password: "Bundles-Admin-Passwort-1" };

/** How an operator creates the first administrator (README): npm run user:add against the production database. */
function userAdd(services: Services, args: string[]): Promise<string> {
  return runScript("scripts/user-add.ts", args, { DATABASE_URL: services.databaseUrl });
}

/** A Clerk session token as Clerk mints it (RS256; sub, sid, azp, iss, iat, nbf, exp). */
function clerkToken(keys: Keys, userId: string, azp: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = encode({ alg: "RS256", typ: "JWT", kid: "ins_bundles" });
  const payload = encode({
    sub: userId,
    sid: `sess_${createHash("sha256").update(userId).digest("hex").slice(0, 20)}`,
    azp,
    iss: "https://clerk.bundles.example",
    iat: now - 5,
    nbf: now - 5,
    exp: now + 60,
  });
  const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(createPrivateKey(keys.clerkPrivateKey)).toString("base64url");
  return `${header}.${payload}.${signature}`;
}

export function scenario(ctx: ScenarioContext): void {
  let site: Site;
  let token = "";

  before(async () => {
    const [, started] = await Promise.all([
      userAdd(ctx.services(), ["--email", ADMIN.email, "--password", ADMIN.password, "--role", "admin"]),
      ctx.startSite(undefined, "local"),
    ]);
    site = started;
  });

  it("every function imports and answers its first call (no import error, no 5xx)", async () => {
    // One call per function, all at once: each goes to its own process, as on Lambda.
    const failures = await Promise.all(
      ctx
        .bundles()
        .filter((b) => !b.schedule)
        .map(async (bundle) => {
          const route = bundle.routes.find((r) => r.methods.includes("GET") && !r.pattern.includes(":")) ?? bundle.routes[0]!;
          const method = route.methods.includes("GET") ? "GET" : route.methods[0]!;
          const answer = await call(
            site,
            method,
            route.pattern.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000"),
            method === "GET" ? {} : { body: {} },
          );
          if (answer.status < 500) return [];
          return [`${bundle.name} ${method} ${route.pattern}: ${answer.status} ${answer.bytes.toString("utf8").slice(0, 200)}\n${site.logsOf(bundle.name)}`];
        }),
    );
    assert.deepEqual(failures.flat(), []);
  });

  it("GET /api/sentry-config answers the browser's DSN", async () => {
    const answer = await call(site, "GET", "/api/sentry-config");
    assert.equal(answer.status, 200, answer.bytes.toString());
    assert.match(String(answer.json.dsn), /^http:\/\/publickey@127\.0\.0\.1/);
  });

  it("a membership application: 201, the row stored, the webhook and the mails delivered", async () => {
    const services = ctx.services();
    const mailsBefore = services.resend.requests.length;
    const application = validApplication();
    const answer = await call(site, "POST", "/api/membership-applications", { body: application });
    assert.equal(answer.status, 201, `${answer.bytes.toString()}\n${site.logsOf("membership-applications")}`);
    const rows = await services.sql.query("SELECT id FROM membership_applications WHERE company_name = $1", [application.company_name]);
    assert.equal(rows.rowCount, 1);
    assert.ok(
      services.webhook.requests.some((r) => r.body.includes(String(application.company_name))),
      "the webhook received the application",
    );
    assert.ok(services.resend.requests.length > mailsBefore, "mails went to Resend");
  });

  it("a contact message: 200 and its mail delivered through Resend", async () => {
    const services = ctx.services();
    const mailsBefore = services.resend.requests.length;
    const answer = await call(site, "POST", "/api/contact-email", {
      body: { name: "Erika Mustermann", email: "erika@bundles.example", subject: "mitgliedschaft", message: "Guten Tag, wie werden wir Mitglied?" },
    });
    assert.equal(answer.status, 200, `${answer.bytes.toString()}\n${site.logsOf("contact")}`);
    assert.ok(services.resend.requests.length > mailsBefore, "the office mail went to Resend");
  });

  it("sign-in with the local provider, then a back-office list", async () => {
    const signIn = await call(site, "POST", "/api/auth/sign-in", { body: ADMIN });
    assert.equal(signIn.status, 200, `${signIn.bytes.toString()}\n${site.logsOf("account")}`);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    assert.match(cookie, /^__vnsi_session=/);
    const tokenAnswer = await call(site, "POST", "/api/auth/token", { cookie });
    assert.equal(tokenAnswer.status, 200, `${tokenAnswer.bytes.toString()}\n${site.logsOf("account")}`);
    token = String(tokenAnswer.json.token ?? tokenAnswer.json.jwt);
    const list = await call(site, "GET", "/api/membership-applications/review", { token });
    assert.equal(list.status, 200, `${list.bytes.toString()}\n${site.logsOf("membership-applications")}`);
    assert.ok(Array.isArray(list.json.items ?? list.json.data), JSON.stringify(list.json).slice(0, 300));
  });

  it("an upload to download cycle through Netlify Blobs", async () => {
    const folder = await call(site, "POST", "/api/documents/folders", {
      token,
      body: { name: `Bundles ${Date.now()}`, readRole: "admin", writeRole: "admin" },
    });
    assert.equal(folder.status, 201, `${folder.bytes.toString()}\n${site.logsOf("documents")}`);
    const content = Buffer.from(`Protokoll der Sitzung ${new Date().toISOString()}\n`.repeat(200));
    const begin = await call(site, "POST", "/api/documents/uploads", {
      token,
      body: { folderId: folder.json.id, fileName: "protokoll.txt", size: content.length },
    });
    assert.equal(begin.status, 201, `${begin.bytes.toString()}\n${site.logsOf("documents")}`);
    const chunk = await call(site, "PUT", `/api/documents/uploads/${String(begin.json.id)}/chunks/0`, {
      token,
      raw: content,
      headers: { "content-type": "application/octet-stream" },
    });
    assert.ok(chunk.status < 300, `${chunk.status} ${chunk.bytes.toString()}\n${site.logsOf("documents")}`);
    const complete = await call(site, "POST", `/api/documents/uploads/${String(begin.json.id)}/complete`, { token });
    assert.equal(complete.status, 201, `${complete.bytes.toString()}\n${site.logsOf("documents")}`);
    const documentId = String((complete.json.document as { id?: string } | undefined)?.id ?? complete.json.documentId ?? complete.json.id);
    const download = await call(site, "GET", `/api/documents/${documentId}/content`, { token });
    assert.equal(download.status, 200, `${download.bytes.toString().slice(0, 300)}\n${site.logsOf("documents")}`);
    assert.ok(download.bytes.equals(content), "the downloaded bytes are the uploaded ones");
  });

  it("when Blobs cannot be reached, an upload answers a German 503 within a few seconds", async () => {
    const folders = await call(site, "GET", "/api/documents/folders", { token });
    const folderId = String((folders.json.items as { id: string }[])[0]!.id);
    const begin = await call(site, "POST", "/api/documents/uploads", { token, body: { folderId, fileName: "weg.txt", size: 5 } });
    assert.equal(begin.status, 201, begin.bytes.toString());
    const event = netlifyEvent(
      { siteId: "site-bundles", deployId: "deploy-bundles", deployContext: "production", blobs: { url: "http://127.0.0.1:9", token: "unreachable" } },
      {
        url: `${site.url}/api/documents/uploads/${String(begin.json.id)}/chunks/0`,
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, origin: site.url, "content-type": "application/octet-stream" },
        body: Buffer.from("hallo"),
        route: "/api/documents/uploads/:id/chunks/:index",
      },
    );
    const started = performance.now();
    const answer = await site.gateway.invoke("documents", event);
    const seconds = (performance.now() - started) / 1000;
    const body = (await answer.json()) as { message?: string };
    assert.equal(answer.status, 503, JSON.stringify(body));
    assert.match(String(body.message), /Dateispeicher/);
    assert.ok(seconds < 8, `answered after ${seconds.toFixed(1)} s`);
  });

  it("an idle connection the database ends (Neon's auto-suspend) is replaced; nothing crashes", async () => {
    const services = ctx.services();
    const database = new URL(services.databaseUrl).pathname.slice(1);
    const first = await call(site, "GET", "/api/membership-applications/review", { token });
    assert.equal(first.status, 200);
    const ended = await services.sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle'",
      [database],
    );
    assert.ok((ended.rowCount ?? 0) > 0, "the functions held idle connections");
    const again = await call(site, "GET", "/api/membership-applications/review", { token });
    assert.equal(again.status, 200, `${again.bytes.toString()}\n${site.logsOf("membership-applications")}`);
    for (const [name, fn] of site.functions) assert.equal(fn.exit, undefined, `${name} crashed:\n${site.logsOf(name)}`);
  });

  it("the scheduled beat runs within its budget", async () => {
    const event = netlifyEvent(
      { siteId: "site-bundles", deployId: "deploy-bundles", deployContext: "production", blobs: ctx.services().blobs },
      {
        url: `${site.url}/.netlify/functions/scheduled-jobs`,
        method: "POST",
        headers: { "content-type": "application/json", "x-netlify-event": "schedule" },
        body: Buffer.from(JSON.stringify({ next_run: new Date(Date.now() + 300_000).toISOString() })),
      },
    );
    const started = performance.now();
    const answer = await site.gateway.invoke("scheduled-jobs", event);
    const seconds = (performance.now() - started) / 1000;
    const body = (await answer.json()) as { ok?: boolean };
    assert.equal(answer.status, 200, `${JSON.stringify(body)}\n${site.logsOf("scheduled-jobs")}`);
    assert.equal(body.ok, true, JSON.stringify(body));
    assert.ok(seconds < 25, `the beat took ${seconds.toFixed(1)} s`);
  });

  it("with Clerk: a Clerk session token (verified offline with CLERK_JWT_KEY) reads a back-office list", async () => {
    const userId = "user_bundlesClerkAdmin1";
    const [clerk] = await Promise.all([
      ctx.startSite(["account", "membership-applications", "contact"], "clerk"),
      userAdd(ctx.services(), ["--user-id", userId, "--email", "clerk-admin@bundles.example", "--role", "admin"]),
    ]);
    const config = await call(clerk, "GET", "/api/auth/config");
    assert.equal(config.status, 200, config.bytes.toString());
    assert.equal(config.json.provider, "clerk");
    const list = await call(clerk, "GET", "/api/membership-applications/review", { token: clerkToken(ctx.keys(), userId, clerk.url) });
    assert.equal(list.status, 200, `${list.bytes.toString()}\n${clerk.logsOf("membership-applications")}`);
    const anonymous = await call(clerk, "GET", "/api/membership-applications/review");
    assert.equal(anonymous.status, 401);
  });

  it("without RESEND_API_KEY the contact form answers 503 smtp_not_configured", async () => {
    const noMail = await ctx.startSite(["contact"], "no-mail");
    const answer = await call(noMail, "POST", "/api/contact-email", {
      body: { name: "Erika Mustermann", email: "erika@bundles.example", subject: "sonstiges", message: "Guten Tag, eine Frage." },
    });
    assert.equal(answer.status, 503, answer.bytes.toString());
    assert.equal(answer.json.error, "smtp_not_configured");
  });

  it("with the database down: /api/sentry-config still answers, a list answers 503, the report reaches Sentry as production", async () => {
    const services = ctx.services();
    const down = await ctx.startSite(["platform", "membership-applications"], "database-down");
    const config = await call(down, "GET", "/api/sentry-config");
    assert.equal(config.status, 200, `${config.bytes.toString()}\n${down.logsOf("platform")}`);
    const reportsBefore = services.sentry.requests.length;
    const list = await call(down, "GET", "/api/membership-applications/review", { token: "x.y.z" });
    assert.ok([401, 503].includes(list.status), `${list.status} ${list.bytes.toString()}`);
    const submit = await call(down, "POST", "/api/membership-applications", { body: validApplication() });
    assert.ok(submit.status === 503 || submit.status === 500, `${submit.status} ${submit.bytes.toString()}`);
    // The function is frozen now: the report must have been sent before the response was final.
    const reports = services.sentry.requests.slice(reportsBefore);
    assert.ok(reports.length > 0, `no error report reached Sentry\n${down.logsOf("membership-applications")}`);
    assert.match(reports.at(-1)!.body, /"environment":"production"/);
  });
}

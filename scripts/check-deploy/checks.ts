/**
 * The read-only smoke check of a deploy (npm run check:deploy -- https://<site>): public pages and
 * the internal app's shell answer, the security headers are there, the CSP admits exactly the Clerk
 * instance and Sentry host the deploy reports, /api/sentry-config and /api/auth/config answer, and
 * an anonymous back-office call is refused. Only GET requests; nothing is written.
 */
import { clerkFrontendApiHost, sentryIngestOrigin } from "#platform/security/site-headers.ts";

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const PAGES = ["/", "/kontakt", "/mitgliedschaft", "/mitgliedsantrag", "/impressum", "/datenschutz", "/backend/login"];
const SITE_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];

async function get(fetchImpl: Fetch, url: string): Promise<{ status: number; headers: Headers; text: string } | { error: string }> {
  try {
    const response = await fetchImpl(url, { redirect: "follow", headers: { accept: "text/html,application/json" }, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function json(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function checkDeploy(site: string, fetchImpl: Fetch = fetch): Promise<CheckResult[]> {
  const base = new URL(site);
  const results: CheckResult[] = [];
  const add = (name: string, ok: boolean, detail: string) => results.push({ name, ok, detail });
  const at = (path: string) => new URL(path, base).href;

  let home: Awaited<ReturnType<typeof get>> | undefined;
  for (const path of PAGES) {
    const answer = await get(fetchImpl, at(path));
    if (path === "/") home = answer;
    if ("error" in answer) add(`page ${path}`, false, answer.error);
    else add(`page ${path}`, answer.status === 200 && /<html/i.test(answer.text), `HTTP ${answer.status}`);
  }

  let csp = "";
  if (home && !("error" in home)) {
    for (const header of SITE_HEADERS) add(`header ${header}`, home.headers.has(header), home.headers.get(header)?.slice(0, 80) ?? "missing on /");
    if (base.protocol === "https:")
      add("header strict-transport-security", home.headers.has("strict-transport-security"), home.headers.get("strict-transport-security") ?? "missing on /");
    csp = home.headers.get("content-security-policy") ?? "";
  }

  const sentry = await get(fetchImpl, at("/api/sentry-config"));
  const sentryBody = "error" in sentry ? undefined : json(sentry.text);
  if ("error" in sentry) add("GET /api/sentry-config", false, sentry.error);
  else {
    add(
      "GET /api/sentry-config",
      sentry.status === 200 && sentryBody !== undefined && "dsn" in sentryBody,
      `HTTP ${sentry.status}, dsn ${sentryBody?.dsn ? "set" : "not set"}`,
    );
    const origin = sentryIngestOrigin(typeof sentryBody?.dsn === "string" ? sentryBody.dsn : undefined);
    if (origin) add("CSP admits the Sentry host", csp.includes(origin), origin);
  }

  const auth = await get(fetchImpl, at("/api/auth/config"));
  const authBody = "error" in auth ? undefined : json(auth.text);
  if ("error" in auth) add("GET /api/auth/config", false, auth.error);
  else {
    const provider = authBody?.provider;
    add("GET /api/auth/config", auth.status === 200 && (provider === "local" || provider === "clerk"), `HTTP ${auth.status}, provider ${String(provider)}`);
    if (provider === "clerk") {
      const host = clerkFrontendApiHost(typeof authBody?.publishableKey === "string" ? authBody.publishableKey : undefined);
      add("Clerk publishable key", host !== undefined, host ?? "missing or malformed");
      if (host) add("CSP admits the Clerk instance", csp.includes(`https://${host}`), host);
    }
  }

  const anonymous = await get(fetchImpl, at("/api/membership-applications/review"));
  if ("error" in anonymous) add("anonymous back-office call refused", false, anonymous.error);
  else {
    const body = json(anonymous.text);
    add("anonymous back-office call refused", anonymous.status === 401 && body?.success === false, `HTTP ${anonymous.status} ${String(body?.error ?? "")}`);
    add(
      "API security headers",
      anonymous.headers.get("x-content-type-options") === "nosniff" && (anonymous.headers.get("cache-control") ?? "").includes("no-store"),
      `x-content-type-options ${anonymous.headers.get("x-content-type-options")}, cache-control ${anonymous.headers.get("cache-control")}`,
    );
  }
  return results;
}

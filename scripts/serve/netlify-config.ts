/**
 * Reads the [[redirects]] of netlify.toml and the header rules of dist/_headers (written by the
 * build) and of netlify.toml, and matches them like Netlify does. Header names are lower-cased, so
 * a rule never duplicates a header the server set itself.
 */
import { readFile } from "node:fs/promises";
import { parse } from "smol-toml";
import { parseHeadersFile } from "#platform/security/site-headers.ts";

interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface NetlifyConfig {
  headersFor(pathname: string): Record<string, string>;
  redirectFor(pathname: string): { to: string; status: number; force: boolean } | undefined;
}

/** Netlify path patterns: '*' at the end is a splat; ':name' is a placeholder. */
function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? "(?<splat>.*)" : part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

export async function loadNetlifyConfig(file: string, headersFile?: string): Promise<NetlifyConfig> {
  const toml = parse(await readFile(file, "utf8")) as {
    headers?: { for: string; values: Record<string, string> }[];
    redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  };
  const fileRules = headersFile ? parseHeadersFile(await readFile(headersFile, "utf8").catch(() => "")) : [];
  const lower = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  const headerRules = [...fileRules, ...(toml.headers ?? [])].map((h) => ({ match: toRegExp(h.for), values: lower(h.values) }));
  const redirectRules: (RedirectRule & { match: RegExp })[] = (toml.redirects ?? []).map((r) => ({
    from: r.from,
    to: r.to,
    status: r.status ?? 301,
    force: r.force ?? false,
    match: toRegExp(r.from),
  }));

  return {
    headersFor(pathname) {
      const result: Record<string, string> = {};
      for (const rule of headerRules) if (rule.match.test(pathname)) Object.assign(result, rule.values);
      return result;
    },
    redirectFor(pathname) {
      for (const rule of redirectRules) {
        const m = rule.match.exec(pathname);
        if (!m) continue;
        let to = rule.to;
        for (const [key, value] of Object.entries(m.groups ?? {})) to = to.replace(`:${key}`, value ?? "");
        return { to, status: rule.status, force: rule.force };
      }
      return undefined;
    },
  };
}

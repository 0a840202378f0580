/**
 * How committed content becomes the live site, and how we see that it has (ADR 271): locally a
 * rebuild of the static site `npm start` serves; on Netlify a build of the pushed commit (by the
 * build hook, or by Netlify's own build on push). Either way "live" means the site's
 * content-manifest.json lists the committed blob ids.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CONTENT_MANIFEST_FILE, type ContentManifest } from "#platform/site-build/content-manifest.ts";
import type { LocalSiteBuild } from "#platform/site-build/local-site-build.ts";

export interface SiteDeployment {
  readonly kind: "local-build" | "netlify";
  /** After a commit: start the build that makes it live. Returns a German note when that could not be started. */
  start(): Promise<string | null>;
  /** The content files of the live site with their blob ids, or null when the site cannot tell. */
  liveFiles(): Promise<Record<string, string> | null>;
  /** A known failure of a build that started at or after `since` (German), else null. */
  failureSince(since: Date): string | null;
  /** How long a publication may take before it is reported as failed. */
  readonly timeoutMs: number;
}

export function localDeployment(build: LocalSiteBuild): SiteDeployment {
  return {
    kind: "local-build",
    timeoutMs: 15 * 60_000,
    async start() {
      build.request();
      return null;
    },
    async liveFiles() {
      try {
        const manifest = JSON.parse(await readFile(path.join(build.distDir, CONTENT_MANIFEST_FILE), "utf8")) as ContentManifest;
        return manifest.files;
      } catch {
        return null;
      }
    },
    failureSince(since) {
      const outcome = build.lastOutcome();
      return outcome?.error && outcome.startedAt >= since && !build.running() ? outcome.error : null;
    },
  };
}

export interface NetlifyDeploymentOptions {
  /** The deployed site's origin (Netlify's URL variable). */
  siteUrl: string;
  /** Optional: Netlify's build hook; without it Netlify builds the pushed commit by itself. */
  buildHookUrl?: string;
  fetch?: typeof fetch;
}

export function netlifyDeployment(options: NetlifyDeploymentOptions): SiteDeployment {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: "netlify",
    timeoutMs: 20 * 60_000,
    async start() {
      if (!options.buildHookUrl) return null;
      try {
        const response = await doFetch(options.buildHookUrl, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
        return response.ok ? null : `Der Build-Hook von Netlify antwortete mit ${response.status}.`;
      } catch {
        return "Der Build-Hook von Netlify war nicht erreichbar.";
      }
    },
    async liveFiles() {
      try {
        const response = await doFetch(`${options.siteUrl.replace(/\/$/, "")}/${CONTENT_MANIFEST_FILE}?t=${Date.now()}`, { cache: "no-store" });
        if (!response.ok) return null;
        return ((await response.json()) as ContentManifest).files;
      } catch {
        return null;
      }
    },
    failureSince: () => null,
  };
}

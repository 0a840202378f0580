// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import { readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { renderHeadersFile } from "./src/platform/security/site-headers.ts";
import { writeContentManifest } from "./src/platform/site-build/content-manifest.ts";

/** dist/_headers: the CSP for this deployment's services and immutable caching of hashed files. @type {import("astro").AstroIntegration} */
const siteHeaders = {
  name: "vnsi-site-headers",
  hooks: {
    "astro:build:done": async ({ dir }) => {
      const root = fileURLToPath(dir);
      const hashed = [];
      for (const folder of ["_astro", "fonts"]) {
        const files = await readdir(`${root}/${folder}`, { recursive: true }).catch(() => []);
        for (const file of files) if (/\.\w+$/.test(file)) hashed.push(`/${folder}/${file.replaceAll("\\", "/")}`);
      }
      await writeFile(`${root}/_headers`, renderHeadersFile(process.env, hashed.sort()));
    },
  },
};

/**
 * dist/content-manifest.json: every file of content/ with its Git blob id, so the content editor can
 * tell when a published change is live (src/platform/site-build/content-manifest.ts).
 * @type {import("astro").AstroIntegration}
 */
const contentManifest = {
  name: "vnsi-content-manifest",
  hooks: {
    "astro:build:done": async ({ dir }) => {
      await writeContentManifest(process.env.CONTENT_DIR ?? fileURLToPath(new URL("./content", import.meta.url)), fileURLToPath(dir));
    },
  },
};

// The public origin; canonical URLs, Open Graph tags and the sitemap are built from it.
const site = process.env.SITE_URL ?? "https://www.vnsi-verband.de";

export default defineConfig({
  site,
  output: "static",
  // Parallel builds (tests, benchmarks) may each use their own folder; npm start uses dist/.
  outDir: process.env.DIST_DIR ?? "./dist",
  trailingSlash: "never",
  build: {
    // /themen -> dist/themen.html: Netlify and scripts/serve.ts serve it at /themen without a redirect.
    format: "file",
    // One cacheable stylesheet instead of inline <style>: the CSP can then forbid inline styles too.
    inlineStylesheets: "never",
  },
  vite: {
    build: {
      // Never inline scripts as data: URLs or inline tags; the CSP allows only same-origin files.
      assetsInlineLimit: 0,
    },
  },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => !/\/(backend|member|board|404)/.test(page),
    }),
    siteHeaders,
    contentManifest,
  ],
});

/**
 * npm run test:bundles: the functions as Netlify really runs them. Bundles netlify/functions with
 * Netlify's bundler and netlify.toml's settings (scripts/bundles/netlify-bundle.ts), unpacks each
 * bundle alone, read-only, and runs it as an unprivileged Lambda-like process with only the
 * variables README "Deploy to Netlify" tells an operator to set (scripts/bundles/sandbox.ts),
 * behind a gateway that sends Netlify-shaped events (scripts/bundles/gateway.ts). Postgres goes
 * through the Neon driver and a local WebSocket proxy, Blobs through @netlify/blobs' BlobsServer,
 * Resend, the webhook and Sentry to local recorders (scripts/bundles/services.ts).
 *
 * Needs the local Postgres (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432);
 * without one it says so and skips.
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import os from "node:os";
import path from "node:path";
import { bundleFunctions, ensureBundler, savedBundles, type BundledFunction } from "./bundles/netlify-bundle.ts";
import { removeSandbox, sandboxRoot, unpack } from "./bundles/sandbox.ts";
import { DEFAULT_POSTGRES, postgresAnswers, startServices, type Services } from "./bundles/services.ts";
import { startSite, type Site } from "./bundles/site.ts";
import { buildStep, productionEnv, type Keys, newKeys } from "./bundles/deploy-env.ts";
import { scenario } from "./bundles/scenario.ts";
import { contentProblems, listFiles, plantCanaries } from "./bundles/contents.ts";
import { bundleCacheDir, hasCachedBundles, keepBundles } from "./bundles/bundle-cache.ts";

const baseUrl = process.env.TEST_DATABASE_URL ? adminUrl(process.env.TEST_DATABASE_URL) : DEFAULT_POSTGRES;

function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

const available = await postgresAnswers(baseUrl);
if (!available) console.log(`test:bundles: skipped: no Postgres answers at ${new URL(baseUrl).host} (start one, or set TEST_DATABASE_URL)`);

describe("the functions as Netlify bundles and runs them", { skip: !available }, () => {
  const started = Date.now();
  let root = "";
  let bundles: BundledFunction[] = [];
  const dirs = new Map<string, string>();
  let services: Services;
  let keys: Keys;
  const sites: Site[] = [];

  before(async () => {
    ensureBundler();
    root = await sandboxRoot();
    // The services and the build step need no bundle: they are set up while the bundler works.
    const deploying = (async () => {
      services = await startServices(baseUrl);
      keys = newKeys();
      // What the Netlify build does before the functions go live (netlify.toml's build command).
      await buildStep(services, "production");
    })();
    await Promise.all([bundleAndUnpack(), deploying]);
  });

  async function bundleAndUnpack(): Promise<void> {
    const bundling = Date.now();
    // BUNDLES_FROM=<dir of zips + manifest.json>: reuse bundles (while iterating on the scenario).
    // Otherwise the bundles of this very tree when an earlier run kept them (bundle-cache.ts).
    const cached = bundleCacheDir();
    const from = process.env.BUNDLES_FROM ?? ((await hasCachedBundles(cached)) ? cached : undefined);
    if (from) bundles = await savedBundles(from);
    else {
      const removeCanaries = await plantCanaries();
      try {
        bundles = await bundleFunctions(path.join(root, "zips"));
      } finally {
        await removeCanaries();
      }
      if (cached) await keepBundles(path.join(root, "zips"), cached);
    }
    console.log(
      `${from ? `reused ${bundles.length} bundles of this tree from ${from}` : `bundled ${bundles.length} functions`} in ${((Date.now() - bundling) / 1000).toFixed(1)} s (load ${load()})`,
    );
    const unpacking = Date.now();
    await Promise.all(bundles.map(async (bundle) => dirs.set(bundle.name, await unpack(root, bundle.name, bundle.zip))));
    console.log(`unpacked in ${((Date.now() - unpacking) / 1000).toFixed(1)} s`);
  }

  after(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await services?.close();
    if (root) await removeSandbox(root);
    console.log(`test:bundles took ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  });

  it("no bundle holds local data, keys, .env files, tests, site content or local-only packages", async () => {
    const problems: string[] = [];
    for (const bundle of bundles) problems.push(...contentProblems(bundle.name, await listFiles(dirs.get(bundle.name)!)));
    assert.deepEqual(problems, []);
  });

  scenario({
    bundles: () => bundles,
    services: () => services,
    keys: () => keys,
    startSite: async (only, variant) => {
      const site = await startSite({
        root,
        bundles,
        dirs,
        only,
        identity: { siteId: "site-bundles", deployId: "deploy-bundles", deployContext: "production", blobs: services.blobs },
        env: (url) => productionEnv(url, services, keys, variant),
      });
      sites.push(site);
      return site;
    },
  });
});

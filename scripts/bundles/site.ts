/**
 * A deploy of the unpacked bundles: one Lambda-like process per function with the deploy's
 * environment, behind a gateway that routes like Netlify. Several sites may share the unpacked
 * (read-only) bundles with different environments (e.g. Clerk, or a database that is down).
 */
import type { BundledFunction } from "./netlify-bundle.ts";
import { startGateway, type Gateway, type SiteIdentity } from "./gateway.ts";
import { startFunction, type RunningFunction } from "./sandbox.ts";

export interface Site {
  url: string;
  gateway: Gateway;
  functions: Map<string, RunningFunction>;
  /** The last lines a function printed (for assertion messages). */
  logsOf(name: string): string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  root: string;
  bundles: BundledFunction[];
  /** Unpacked directory per function name. */
  dirs: Map<string, string>;
  /** Only these functions (default: all). */
  only?: string[];
  identity: SiteIdentity;
  /** The deploy's variables; URL is added from the gateway's address. */
  env: (url: string) => Record<string, string>;
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const selected = options.bundles.filter((b) => !options.only || options.only.includes(b.name));
  const targets: { bundle: BundledFunction; running: RunningFunction }[] = [];
  // The gateway needs the processes and the processes need the site's URL: reserve the port first.
  const probe = await startGateway(options.identity, []);
  const url = probe.url;
  await probe.close();
  const port = Number(new URL(url).port);
  const env = options.env(url);
  const running = await Promise.all(selected.map((bundle) => startFunction(bundle.name, options.dirs.get(bundle.name)!, options.root, env)));
  for (const [i, bundle] of selected.entries()) targets.push({ bundle, running: running[i]! });
  const gateway = await startGateway(options.identity, targets, port);
  const functions = new Map(targets.map((t) => [t.bundle.name, t.running]));
  return {
    url: gateway.url,
    gateway,
    functions,
    logsOf: (name) => functions.get(name)?.logs.slice(-30).join("\n") ?? "",
    async stop() {
      await gateway.close();
      await Promise.all(targets.map((t) => t.running.stop()));
    },
  };
}

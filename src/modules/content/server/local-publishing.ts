/**
 * Local publishing (npm start, the e2e servers): the working tree of this server and a rebuild of
 * the static site with Astro. Loaded by setup.ts only outside Netlify, through a specifier that is
 * a run-time value: Netlify's bundler must not pack this file, since `spawn(process.execPath, ...)`
 * makes its tracer copy the Node binary (120 MB) into the content function (ADR 203).
 */
import path from "node:path";
import { localSiteBuild } from "#platform/site-build/local-site-build.ts";
import { localDeployment } from "./deploy/deployment.ts";
import { workingTreeRepository } from "./repository/working-tree.ts";
import type { PublishingSetup } from "./setup.ts";

export function localPublishing(): PublishingSetup {
  const build = localSiteBuild();
  return { kind: "working-tree", repository: workingTreeRepository(path.resolve(build.contentDir)), deployment: localDeployment(build) };
}

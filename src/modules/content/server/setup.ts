/**
 * Where this deployment publishes content, decided by environment variables alone (README,
 * "Publishing the website"):
 *   CONTENT_GITHUB_REPOSITORY (owner/name) + CONTENT_GITHUB_TOKEN -> commits through GitHub's API,
 *     CONTENT_GITHUB_BRANCH (main), CONTENT_GITHUB_API_URL, CONTENT_GITHUB_PATH (content);
 *     NETLIFY_BUILD_HOOK_URL optional; "live" is read from the site at URL (or SITE_URL).
 *   otherwise, outside Netlify: the working tree of this server (CONTENT_DIR) and a local rebuild.
 *   otherwise (Netlify without a repository): publishing is not set up; drafts still work.
 */
import { netlifyDeployment, type SiteDeployment } from "./deploy/deployment.ts";
import { gitHubRepository } from "./repository/github.ts";
import type { ContentRepository } from "./repository/repository.ts";

export type PublishingSetup =
  | { kind: "working-tree" | "github"; repository: ContentRepository; deployment: SiteDeployment }
  | { kind: "unconfigured"; reason: string };

let override: PublishingSetup | undefined;
let cached: Promise<PublishingSetup> | undefined;

/** Tests put a repository and deployment of their own in place (undefined: back to the environment). */
export function setPublishingSetup(setup: PublishingSetup | undefined): void {
  override = setup;
}

const onNetlify = () => Boolean((globalThis as { Netlify?: unknown }).Netlify || process.env.LAMBDA_TASK_ROOT);

export function publishingSetup(env: NodeJS.ProcessEnv = process.env): Promise<PublishingSetup> {
  if (override) return Promise.resolve(override);
  cached ??= fromEnvironment(env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/**
 * local-publishing.ts, named at run time: Netlify's bundler follows every literal import (also a
 * dynamic one) and would pack the local site build, and with it the Node binary, into the bundle.
 */
const LOCAL_PUBLISHING = ["./local", "publishing.ts"].join("-");

async function fromEnvironment(env: NodeJS.ProcessEnv): Promise<PublishingSetup> {
  const repository = env.CONTENT_GITHUB_REPOSITORY;
  if (repository) {
    const siteUrl = env.URL || env.SITE_URL;
    if (!env.CONTENT_GITHUB_TOKEN || !siteUrl || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
      return { kind: "unconfigured", reason: "CONTENT_GITHUB_REPOSITORY braucht CONTENT_GITHUB_TOKEN und die Adresse der Website (URL)." };
    }
    return {
      kind: "github",
      repository: gitHubRepository({
        repository,
        token: env.CONTENT_GITHUB_TOKEN,
        branch: env.CONTENT_GITHUB_BRANCH || "main",
        apiUrl: env.CONTENT_GITHUB_API_URL,
        contentPath: env.CONTENT_GITHUB_PATH,
      }),
      deployment: netlifyDeployment({ siteUrl, buildHookUrl: env.NETLIFY_BUILD_HOOK_URL }),
    };
  }
  if (onNetlify()) return { kind: "unconfigured", reason: "Für das Veröffentlichen ist kein Repository eingerichtet (CONTENT_GITHUB_REPOSITORY)." };
  const { localPublishing } = (await import(/* @vite-ignore */ LOCAL_PUBLISHING)) as typeof import("./local-publishing.ts");
  return localPublishing();
}

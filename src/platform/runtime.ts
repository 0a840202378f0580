/**
 * Where this process runs, decided from what it really has at run time (ADR 200):
 *
 *   Netlify function   globalThis.Netlify exists: Netlify's function bootstrap defines it before it
 *                      imports a function. NETLIFY=true is no sign: it is a build-time variable
 *                      that functions never see.
 *   production         a Netlify function, or APP_ENV=production (another host run as production)
 *   local              everything else: npm start, the tests, CLI scripts. Nothing to set.
 *
 * Production means: no schema change at request time, mail only through a provider, no dev clock,
 * no demo data, no key or file written to the local disk.
 */
interface NetlifyGlobal {
  context?: { deploy?: { context?: string } } | null;
}

function netlifyGlobal(): NetlifyGlobal | undefined {
  const candidate = (globalThis as { Netlify?: unknown }).Netlify;
  return candidate && typeof candidate === "object" ? (candidate as NetlifyGlobal) : undefined;
}

/** True inside a function that Netlify runs (never in the Netlify build, npm start or tests). */
export function onNetlifyRuntime(): boolean {
  return netlifyGlobal() !== undefined;
}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return onNetlifyRuntime() || env.APP_ENV === "production";
}

/**
 * The deploy context (production, deploy-preview, branch-deploy, dev): Netlify reports it to a
 * function per request (context.deploy.context); the build has CONTEXT. Undefined locally.
 */
export function deployContext(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return netlifyGlobal()?.context?.deploy?.context || env.CONTEXT || (env.APP_ENV === "production" ? "production" : undefined);
}

/** The environment error reports are filed under: SENTRY_ENVIRONMENT, the deploy context, else NODE_ENV or development. */
export function reportingEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.SENTRY_ENVIRONMENT || deployContext(env) || (onNetlifyRuntime() ? "production" : env.NODE_ENV || "development");
}

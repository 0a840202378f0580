/**
 * The one clock of the server. Services that decide by date (deadlines, reminders, "can this
 * assembly be opened today") call now() instead of new Date(), so browser tests can run a flow on
 * a chosen day: with DEV_CLOCK=1 (set only by the e2e server, never on Netlify) a request may
 * carry x-dev-now: <ISO timestamp> and the router makes that the request's now. Anywhere else,
 * now() is the real time.
 */
import { currentRequest } from "./http/request-context.ts";
import { isProduction } from "./runtime.ts";

export function now(): Date {
  const fixed = currentRequest()?.now;
  return fixed ? new Date(fixed.getTime()) : new Date();
}

/** The x-dev-now of a request, when the dev clock is on and the value is a valid time. */
export function devNowOf(req: Request, env: NodeJS.ProcessEnv = process.env): Date | undefined {
  if (env.DEV_CLOCK !== "1" || env.NETLIFY === "true" || isProduction(env)) return undefined;
  const value = req.headers.get("x-dev-now");
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

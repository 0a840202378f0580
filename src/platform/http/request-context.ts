/**
 * Who is asking, for code deep inside a request that was not handed it: the audit trail records
 * the client address and user agent of every change without each service passing them on. The
 * router runs every handler inside runWithRequestContext(); outside a request (jobs, CLI, tests)
 * currentRequest() is undefined.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  requestId: string;
  method: string;
  path: string;
  ip: string;
  userAgent: string | null;
  userId: string | null;
  /** The site's origin (process.env.URL or the request's), for absolute links in mails. */
  origin?: string;
  /** A chosen "now" for browser tests (clock.ts; only with DEV_CLOCK=1). */
  now?: Date;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * One router per module function (ADR 008). A module declares its endpoints as a route table:
 * method, path with :params, who may call it (a key of the access registry), the zod schemas of
 * params, query and body, and the handler. The router does everything else the same way for every
 * endpoint: 404/405, the origin check, authentication and the role check, parsing (one path:
 * size limit, JSON nesting, text Postgres can store, unknown fields), the JSON answer, the API
 * security headers and the error mapping (HttpError -> its status; data errors -> 400; anything
 * else reported without request data -> 500).
 *
 *   export const crmRoutes = [
 *     route({ method: "GET", path: "/api/crm/contacts", access: "crm", query: listQuery,
 *             handle: ({ query, db }) => listContacts(db, query) }),
 *   ];
 */
import type { Context } from "@netlify/functions";
import { z } from "zod";
import { ACCESS, type AccessKey } from "#shared/access.ts";
import type { Role } from "#shared/roles.ts";
import { requireAudience, type AuthUser } from "../auth/require-user.ts";
import { getDb, type Db } from "../db/client.ts";
import { dispatchAfterResponse } from "../outbox/dispatch-after-response.ts";
import { flushErrorReports, reportError } from "../error-reporting/report-error.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { StorageUnavailableError } from "../storage/object-storage.ts";
import { MAX_BODY_BYTES, parseWith, queryObject, readJsonBody, isStorableText } from "./body.ts";
import { HttpError, invalidInput } from "./errors.ts";
import { errorResponse, json, noContent, withSecurityHeaders } from "./respond.ts";
import { assertSameOrigin } from "./origin.ts";
import { runWithRequestContext } from "./request-context.ts";
import { devNowOf } from "../clock.ts";
import { normalizeIp } from "../rate-limit/client-key.ts";
import { acquireWork, workSubject, type WorkCost } from "../rate-limit/work-limits.ts";
import {
  isRawBody,
  type Answer,
  type AnswerIn,
  type BodyOut,
  type Endpoint,
  type EndpointSpec,
  type Method,
  type ParamsOut,
  type QueryOut,
} from "#shared/contract/endpoint.ts";
import { answerOf } from "./answer.ts";
import { compilePathPattern, type PathPattern } from "./path-pattern.ts";
import type { Reply } from "./reply.ts";

export type { Method };

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type UserFor<A extends AccessKey> = (typeof ACCESS)[A] extends "public" ? AuthUser | undefined : AuthUser;

export interface RequestScope<P, Q, B, U> {
  req: Request;
  context: Context;
  params: P;
  query: Q;
  body: B;
  /** The signed-in caller (always present unless the route is public). */
  user: U;
  db: Db;
  /** The client address as the platform reports it. */
  ip: string;
  /** The site's origin, for links in mails. */
  origin: string;
  /** Tries these outbox deliveries right after the answer is sent (the dispatcher retries them). */
  deliverAfterResponse(deliveryIds: readonly string[]): void;
}

export interface RouteSpec<A extends AccessKey, PS, QS, BS> {
  method: Method;
  path: string;
  access: A;
  /** Path parameters; a value the schema refuses answers 404 with `notFound`. */
  params?: PS;
  query?: QS;
  body?: BS;
  /** "Der Kontakt" -> 404 "Der Kontakt wurde nicht gefunden." for a malformed path parameter. */
  notFound?: string;
  maxBodyBytes?: number;
  /** The handler reads the body itself (uploads); body must then be absent. */
  rawBody?: boolean;
  /** A short English description for the endpoint list in the docs and the matrix output. */
  summary?: string;
  /** The answer when the database cannot be reached (default: 503 database_unavailable). */
  storageFailure?: HttpError;
  /**
   * false: the endpoint needs no database (a public route that only reads configuration); the
   * router then opens none, so it answers while the database is down. Its scope has no db.
   */
  database?: boolean;
  /** An expensive endpoint's class, or one by its query (export as PDF or Markdown): limited per person (work-limits.ts). */
  cost?: WorkCost | ((query: Out<QS>) => WorkCost | undefined);
  handle(scope: RequestScope<Out<PS>, Out<QS>, Out<BS>, UserFor<A>>): Promise<unknown> | unknown;
}

export interface Route {
  method: Method;
  path: string;
  access: AccessKey;
  /** The declared answer (routes bound to a contract endpoint); checked in tests. */
  response?: Answer;
  status?: 200 | 201;
  /** The contract endpoint this route implements (module and name), when it is bound to one. */
  endpoint?: Endpoint;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  notFound?: string;
  maxBodyBytes?: number;
  rawBody?: boolean;
  summary?: string;
  storageFailure?: HttpError;
  database?: boolean;
  cost?: WorkCost | ((query: never) => WorkCost | undefined);
  handle(scope: RequestScope<unknown, unknown, unknown, AuthUser | undefined>): Promise<unknown> | unknown;
}

type Awaitable<T> = T | Promise<T>;

/** What a handler bound to `E` may return: its answer (or a Reply of it); a Response only for raw answers. */
export type HandlerResult<E extends EndpointSpec> = E["response"] extends z.ZodType
  ? Awaitable<AnswerIn<E> | Reply<AnswerIn<E>>>
  : E["response"] extends { kind: "empty" }
    ? Awaitable<void>
    : Awaitable<Response>;

/** The server half of a contract endpoint: the handler and what only the server knows. */
export interface Binding<E extends EndpointSpec> {
  handle(scope: RequestScope<ParamsOut<E>, QueryOut<E>, BodyOut<E>, UserFor<E["access"]>>): HandlerResult<E>;
  maxBodyBytes?: number;
  /** The answer when the database cannot be reached (default: 503 database_unavailable). */
  storageFailure?: HttpError;
  /** An expensive endpoint's class: limited per person (work-limits.ts). */
  cost?: WorkCost | ((query: QueryOut<E>) => WorkCost | undefined);
  /**
   * false: the endpoint needs no database (a public endpoint that only reads configuration); the
   * router then opens none, so it answers while the database is down. Its scope has no db.
   */
  database?: false;
}

/**
 * Binds a handler to a contract endpoint (`route(crmContract.getContact, { handle })`), or declares
 * an endpoint the older way, without a declared answer (`route({ method, path, access, handle })`).
 */
export function route<E extends Endpoint>(endpoint: E, binding: Binding<E>): Route;
export function route<
  A extends AccessKey,
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
>(spec: RouteSpec<A, PS, QS, BS>): Route;
export function route(spec: Endpoint | Route, binding?: Binding<EndpointSpec>): Route {
  if (!binding) return spec as Route;
  const e = spec as Endpoint;
  return {
    method: e.method,
    path: e.path,
    access: e.access,
    params: e.params,
    query: e.query,
    body: isRawBody(e.body) ? undefined : e.body,
    rawBody: isRawBody(e.body),
    response: e.response,
    status: e.status,
    notFound: e.notFound,
    summary: e.summary,
    endpoint: e,
    maxBodyBytes: binding.maxBodyBytes,
    storageFailure: binding.storageFailure,
    database: binding.database,
    cost: binding.cost as Route["cost"],
    handle: binding.handle as Route["handle"],
  };
}

export interface RouterOptions {
  /** Answers errors of a module's own kind (e.g. the auth endpoints' Clerk-shaped errors). */
  mapError?: (error: unknown) => Response | undefined;
}

interface CompiledRoute {
  route: Route;
  pattern: PathPattern;
  paramCount: number;
  body: Schema | undefined;
}

const BODY_METHODS = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);
const MAX_PARAM_LENGTH = 200;

/** A module's Netlify function; `routes` lets the endpoint matrix and the checks of config.path read its table. */
export type FunctionHandler = ((req: Request, context: Context) => Promise<Response>) & { readonly routes: readonly Route[] };

export function createRouter(routes: readonly Route[], options: RouterOptions = {}): FunctionHandler {
  const compiled: CompiledRoute[] = routes.map((r) => ({
    route: r,
    pattern: compilePathPattern(r.path),
    paramCount: (r.path.match(/:\w+/g) ?? []).length,
    body: r.body instanceof z.ZodObject ? r.body.strict() : r.body,
  }));
  const handler = async (req: Request, context: Context) => {
    const response = withSecurityHeaders(await dispatch(compiled, options, req, context));
    // Netlify freezes the function when the invocation ends: reports made while handling the
    // request are sent before that (the response itself is not held back).
    if (typeof context?.waitUntil === "function") context.waitUntil(flushErrorReports());
    return response;
  };
  return Object.assign(handler, { routes });
}

async function dispatch(compiled: CompiledRoute[], options: RouterOptions, req: Request, context: Context): Promise<Response> {
  const url = new URL(req.url);
  const matches = compiled
    .map((c) => ({ c, groups: c.pattern.exec(url.pathname) }))
    .filter((m): m is { c: CompiledRoute; groups: Record<string, string> } => m.groups !== null);
  if (matches.length === 0) return errorResponse(new HttpError(404, "not_found", "Nicht gefunden"));
  const method = req.method === "HEAD" ? "GET" : req.method;
  const hit = matches.filter((m) => m.c.route.method === method).sort((a, b) => a.c.paramCount - b.c.paramCount)[0];
  if (!hit) {
    const allow = [...new Set(matches.map((m) => m.c.route.method))].join(", ");
    return json({ success: false, error: "method_not_allowed", message: "Methode nicht erlaubt" }, 405, { allow });
  }
  const { route: r } = hit.c;
  try {
    if (method !== "GET") assertSameOrigin(req);
    const user = await requireAudience(req, ACCESS[r.access]);
    const params = parseParams(r, hit.groups);
    const rawQuery = queryObject(url.searchParams);
    const query = r.query ? parseWith(r.query, rawQuery) : undefined;
    const body =
      hit.c.body && BODY_METHODS.has(method as Method) && !r.rawBody
        ? parseWith(hit.c.body, await readJsonBody(req, r.maxBodyBytes ?? MAX_BODY_BYTES))
        : undefined;
    const ip = clientAddress(req, context);
    const requestContext = {
      requestId: context.requestId ?? crypto.randomUUID(),
      method,
      path: url.pathname,
      ip,
      userAgent: req.headers.get("user-agent")?.slice(0, 300) ?? null,
      userId: user?.id ?? null,
      origin: process.env.URL || url.origin,
      now: devNowOf(req),
    };
    const db = r.database === false ? (undefined as unknown as Db) : await openDatabase(r, url.pathname);
    const cost = r.database === false ? undefined : workCostOf(r, query);
    // An expensive request holds a lease while it runs: a person gets only a few at once (429 else).
    const release = cost ? await acquireWork(db, workSubject(user?.id, ip), cost) : undefined;
    let result: unknown;
    try {
      result = await runWithRequestContext(requestContext, async () =>
        r.handle({
          req,
          context,
          params,
          query,
          body,
          user,
          db,
          ip,
          origin: process.env.URL || url.origin,
          deliverAfterResponse: (ids) => dispatchAfterResponse(context, [...ids]),
        }),
      );
    } finally {
      await release?.().catch((error: unknown) => reportError(error, { path: url.pathname, kind: "work_lease_release" }));
    }
    if (r.response) return await answerOf(`${r.method} ${r.path}`, { response: r.response, status: r.status }, result);
    if (result instanceof Response) return result;
    if (result === undefined) return noContent();
    return json(result);
  } catch (error) {
    return mapError(error, options, url.pathname, r);
  }
}

const storageUnavailable = () =>
  new HttpError(503, "storage_unavailable", "Der Dateispeicher ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.");

function causedBy(error: unknown, type: new (...args: never[]) => Error, depth = 0): boolean {
  if (error instanceof type) return true;
  return depth < 4 && error instanceof Error && causedBy(error.cause, type, depth + 1);
}

const databaseUnavailable = () =>
  new HttpError(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.");

/** The database for a handler; when it cannot be opened the route's storage failure answers (reported). */
async function openDatabase(r: Route, pathname: string): Promise<Db> {
  try {
    return await getDb();
  } catch (error) {
    reportError(error, { path: pathname, route: `${r.method} ${r.path}`, kind: "database_unavailable" });
    throw r.storageFailure ?? databaseUnavailable();
  }
}

function parseParams(r: Route, groups: Record<string, string | undefined>): unknown {
  const raw: Record<string, string> = {};
  const missing = () => new HttpError(404, "not_found", r.notFound ? `${r.notFound} wurde nicht gefunden.` : "Nicht gefunden");
  for (const [name, value] of Object.entries(groups)) {
    if (value === undefined) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      throw missing();
    }
    if (decoded.length === 0 || decoded.length > MAX_PARAM_LENGTH || !isStorableText(decoded)) throw missing();
    raw[name] = decoded;
  }
  if (!r.params) return raw;
  const parsed = r.params.safeParse(raw);
  if (!parsed.success) throw missing();
  return parsed.data;
}

/** Postgres SQLSTATE class 22 (data exception): input the schemas let through but the column refused. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  return typeof code === "string" && code.startsWith("22");
}

function mapError(error: unknown, options: RouterOptions, pathname: string, r: Route): Response {
  if (error instanceof HttpError) return errorResponse(error);
  const mapped = options.mapError?.(error);
  if (mapped) return mapped;
  // The database went away after it was opened (sign-in check, a query): the same 503 as when it
  // cannot be opened, not a 500.
  if (causedBy(error, StorageUnavailableError)) {
    reportError(error, { path: pathname, route: `${r.method} ${r.path}`, kind: "storage_unavailable" });
    return errorResponse(storageUnavailable());
  }
  if (isDatabaseUnavailable(error)) {
    reportError(error, { path: pathname, route: `${r.method} ${r.path}`, kind: "database_unavailable" });
    return errorResponse(r.storageFailure ?? databaseUnavailable());
  }
  if (isDataException(error)) {
    reportError(error, { path: pathname, route: `${r.method} ${r.path}`, kind: "data_exception" });
    return errorResponse(invalidInput(["Ein Wert liegt außerhalb des zulässigen Bereichs."]));
  }
  reportError(error, { path: pathname, route: `${r.method} ${r.path}` });
  return json({ success: false, error: "internal_error", message: "Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut." }, 500);
}

/**
 * The cost class of one request (ADR 241): what the route declares (a class, or a function of its
 * query), else a free-text search: a GET whose query carries a non-empty `q` searches, whichever
 * list or picker it is (the members, CRM, applications, political lists, pickers), so every search
 * is limited per person, not only the routes that remembered to say so (issue 23).
 */
export function workCostOf(r: Pick<Route, "method" | "cost">, query: unknown): WorkCost | undefined {
  const declared = typeof r.cost === "function" ? (r.cost as (q: unknown) => WorkCost | undefined)(query) : r.cost;
  if (declared) return declared;
  const q = r.method === "GET" && query && typeof query === "object" ? (query as { q?: unknown }).q : undefined;
  return typeof q === "string" && q.trim() !== "" ? "search" : undefined;
}

/**
 * The client address Netlify reports (context.ip), in its one spelling (normalizeIp: the local
 * server's socket reports IPv4 clients as "::ffff:127.0.0.1"). Headers a client can set are never
 * trusted here; the local server puts the socket address into context.ip.
 */
export function clientAddress(_req: Request, context: Partial<Pick<Context, "ip">> | undefined): string {
  return normalizeIp(context?.ip || "unknown");
}

export type { AuthUser, Role };

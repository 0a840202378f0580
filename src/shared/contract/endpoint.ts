/**
 * The API contract (ADR 260): every endpoint is declared once, in an isomorphic file of its module
 * (`src/modules/<module>/contract.ts`), with its method, path, access key and the zod schemas of
 * params, query, body and answer. The server binds a handler to the declaration
 * (`route(endpoint, { handle })`, src/platform/http/router.ts: the handler's return type is
 * checked against the answer) and the browser derives its client from it
 * (`clientOf(contract)`, src/ui/api/client.ts): no URL string and no cast in a screen.
 *
 *   export const crmContract = defineContract("crm", {
 *     listContacts: endpoint({ method: "GET", path: "/api/crm/contacts", access: "crm",
 *                              query: crmContactListQuerySchema, response: pageOf(crmContactSchema) }),
 *   });
 */
import type { z } from "zod";
import type { AccessKey } from "../access.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * An answer that is not (only) JSON: 204 (nothing), a file to download, an HTML page (mail links),
 * or "negotiated": a Response the handler builds by the caller's Accept header (e.g. RFC 8058
 * one-click unsubscribe answers JSON to mail clients and a page to browsers).
 */
export interface RawAnswer<K extends "empty" | "file" | "html" | "negotiated" = "empty" | "file" | "html" | "negotiated"> {
  readonly kind: K;
  /** The Content-Type the answer starts with ("text/csv", "application/pdf", "text/html"). */
  readonly contentType?: string;
}

/** 204 No Content: the handler returns undefined. */
export const noContent: RawAnswer<"empty"> = { kind: "empty" };
/** A download (CSV, PDF, ...): the handler returns a Response with this content type. */
export const fileAnswer = (contentType: string): RawAnswer<"file"> => ({ kind: "file", contentType });
/** An HTML page (e.g. the unsubscribe confirmation opened from a mail). */
export const htmlAnswer: RawAnswer<"html"> = { kind: "html", contentType: "text/html" };
/** A Response chosen by the Accept header; name the shapes in the endpoint's summary. */
export const negotiatedAnswer: RawAnswer<"negotiated"> = { kind: "negotiated" };

/** A request body the handler streams itself (uploads); the client sends bytes, not JSON. */
export interface RawBody {
  readonly kind: "raw";
  readonly contentType: string;
}
export const rawBody = (contentType = "application/octet-stream"): RawBody => ({ kind: "raw", contentType });

export type Answer = z.ZodType | RawAnswer;

/** What a module writes for one endpoint. */
export interface EndpointSpec {
  readonly method: Method;
  readonly path: string;
  readonly access: AccessKey;
  /** Path parameters; a value the schema refuses answers 404 with `notFound`. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | RawBody;
  /** The answer: a zod schema of the JSON (checked in tests), or a RawAnswer. */
  readonly response: Answer;
  /** 201 for "created"; default 200 (204 for noContent). */
  readonly status?: 200 | 201;
  /** "Der Kontakt" -> 404 "Der Kontakt wurde nicht gefunden." for a malformed path parameter. */
  readonly notFound?: string;
  /** A short English description for the endpoint list in the docs and the matrix output. */
  readonly summary?: string;
}

/** An endpoint of a contract: the spec plus its module and name (query keys, messages). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly module: string; readonly name: string };

/** Keeps the literal types of one endpoint's declaration (method, path, schemas). */
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

export type Contract = Readonly<Record<string, Endpoint>>;

/** Names a module's endpoints: `defineContract("crm", { listContacts: endpoint({...}) })`. */
export function defineContract<const E extends Record<string, EndpointSpec>>(
  module: string,
  endpoints: E,
): { readonly [K in keyof E & string]: Endpoint<E[K]> } {
  const named: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(endpoints)) named[name] = Object.freeze({ ...spec, module, name });
  return Object.freeze(named) as { readonly [K in keyof E & string]: Endpoint<E[K]> };
}

// ---- Types derived from a declaration (used by the router and by the client) ----

/** ":id" segments of a path as an object type: "/api/x/:id/y/:key" -> { id: string; key: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type HasPathParams<P extends string> = P extends `${string}:${string}` ? true : false;

/** Server side: the parsed path parameters. */
export type ParamsOut<E extends EndpointSpec> = E["params"] extends z.ZodType ? z.output<E["params"]> : PathParams<E["path"]>;
export type QueryOut<E extends EndpointSpec> = E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
export type BodyOut<E extends EndpointSpec> = E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;

/** Client side: what a caller passes (before parsing: defaults may be left out). */
export type ParamsIn<E extends EndpointSpec> = E["params"] extends z.ZodType ? z.input<E["params"]> : PathParams<E["path"]>;
export type QueryIn<E extends EndpointSpec> = E["query"] extends z.ZodType ? z.input<E["query"]> : never;
export type BodyIn<E extends EndpointSpec> = E["body"] extends z.ZodType ? z.input<E["body"]> : E["body"] extends RawBody ? BodyInit : never;

/** True when every key of T is optional (so the caller may leave it out). */
// biome-ignore lint/complexity/noBannedTypes: `{} extends T` is how TypeScript asks whether every key of T is optional
export type AllOptional<T> = {} extends T ? true : false;

/** The request of one call: params when the path has any, query and body when declared. */
export type CallInput<E extends EndpointSpec> = (HasPathParams<E["path"]> extends true ? { params: ParamsIn<E> } : { params?: undefined }) &
  (E["query"] extends z.ZodType ? (AllOptional<QueryIn<E>> extends true ? { query?: QueryIn<E> } : { query: QueryIn<E> }) : { query?: undefined }) &
  (E["body"] extends z.ZodType | RawBody ? { body: BodyIn<E> } : { body?: undefined });

/** What the handler returns for a JSON answer (before serialising). */
export type AnswerIn<E extends EndpointSpec> = E["response"] extends z.ZodType ? z.input<E["response"]> : never;
/** What the browser receives. Response schemas carry no transforms, so input and output agree. */
export type AnswerOut<E extends EndpointSpec> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : E["response"] extends RawAnswer<"empty">
    ? undefined
    : E["response"] extends RawAnswer<"html">
      ? string
      : E["response"] extends RawAnswer<"negotiated">
        ? Response
        : { blob: Blob; filename: string | null };

export const isRawAnswer = (answer: Answer): answer is RawAnswer =>
  typeof answer === "object" && answer !== null && "kind" in answer && !("safeParse" in answer);
export const isRawBody = (body: EndpointSpec["body"]): body is RawBody => typeof body === "object" && body !== null && "kind" in body && !("safeParse" in body);

/**
 * The browser client derived from a module's contract (ADR 260): one typed caller per endpoint,
 * with TanStack query keys and options, so a screen holds no URL string and no cast.
 *
 *   export const crmApi = clientOf(crmContract);
 *   useQuery({ ...crmApi.listContacts.queryOptions({ query: { q, page } }), placeholderData: keepPreviousData });
 *   useMutation({ mutationFn: (values) => crmApi.createContact.call({ body: values }) });
 *   client.invalidateQueries({ queryKey: crmApi.listContacts.key() });   // every contact list
 *   client.invalidateQueries({ queryKey: keyOf(crmContract) });          // everything of the CRM
 *
 * Query keys are [module, endpoint name, input]: a prefix selects a module or an endpoint.
 * Requests go through apiRequest (token, German ApiError, 401 sign-out), paths and query strings
 * through src/shared/contract/url.ts.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AllOptional, AnswerOut, CallInput, Contract, Endpoint } from "#shared/contract/endpoint.ts";
import { isRawAnswer, isRawBody } from "#shared/contract/endpoint.ts";
import { urlOf } from "#shared/contract/url.ts";
import { apiRequest, readAnswer, readDownload } from "../backoffice/api-client.ts";

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (If-None-Match of a conditional GET). */
  headers?: Record<string, string>;
  cache?: RequestCache;
}

/** Makes the input optional when nothing in it is required. */
type Args<E extends Endpoint> =
  AllOptional<CallInput<E>> extends true ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

export interface EndpointClient<E extends Endpoint> {
  readonly endpoint: E;
  /** The URL of one call (for links, downloads opened by the browser, uploads through XHR). */
  url(...args: Args<E>): string;
  /** Calls the endpoint: the typed answer, or an ApiError with the German message. */
  call(...args: Args<E>): Promise<AnswerOut<E>>;
  /** The raw successful (or 304) Response, for conditional GETs and streamed answers. */
  request(...args: Args<E>): Promise<Response>;
  /** The typed answer of a Response from `request`. */
  read(response: Response): Promise<AnswerOut<E>>;
  /** [module, name] or [module, name, input]: a prefix of every query of this endpoint. */
  key(input?: CallInput<E>): readonly unknown[];
  /** useQuery options (key + fetch with the query's AbortSignal); spread to add your own. */
  queryOptions(...args: Args<E>): ReturnType<typeof queryOptions<AnswerOut<E>, Error, AnswerOut<E>, readonly unknown[]>>;
}

export type ContractClient<C extends Contract> = { readonly [K in keyof C]: EndpointClient<C[K]> };

/** The query key prefix of every query of a module. */
export const keyOf = (contract: Contract): readonly [string] => [Object.values(contract)[0]?.module ?? ""];

async function send(
  endpoint: Endpoint,
  input: { params?: unknown; query?: unknown; body?: unknown } | undefined,
  options: CallOptions = {},
): Promise<Response> {
  const accept = isRawAnswer(endpoint.response) && endpoint.response.kind !== "empty" ? (endpoint.response.contentType ?? "*/*") : undefined;
  return apiRequest(urlOf(endpoint.path, input), {
    method: endpoint.method,
    body: input?.body,
    signal: options.signal,
    cache: options.cache,
    headers: { ...(accept ? { accept } : {}), ...options.headers },
    ...(isRawBody(endpoint.body) ? { rawContentType: endpoint.body.contentType } : {}),
  });
}

async function read(endpoint: Endpoint, response: Response): Promise<unknown> {
  if (!isRawAnswer(endpoint.response)) return readAnswer(response);
  if (endpoint.response.kind === "empty") return undefined;
  if (endpoint.response.kind === "html") return response.text();
  if (endpoint.response.kind === "negotiated") return response;
  return readDownload(response);
}

export function endpointClient<E extends Endpoint>(endpoint: E): EndpointClient<E> {
  type In = { params?: unknown; query?: unknown; body?: unknown } | undefined;
  const call = async (input?: In, options?: CallOptions) => (await read(endpoint, await send(endpoint, input, options))) as AnswerOut<E>;
  const key = (input?: unknown) => (input === undefined ? [endpoint.module, endpoint.name] : [endpoint.module, endpoint.name, input]);
  return {
    endpoint,
    url: ((input?: In) => urlOf(endpoint.path, input)) as unknown as EndpointClient<E>["url"],
    call: call as unknown as EndpointClient<E>["call"],
    request: ((input?: In, options?: CallOptions) => send(endpoint, input, options)) as unknown as EndpointClient<E>["request"],
    read: async (response: Response) => (await read(endpoint, response)) as AnswerOut<E>,
    key,
    queryOptions: ((input?: In, options?: CallOptions) =>
      queryOptions({ queryKey: key(input), queryFn: ({ signal }) => call(input, { ...options, signal }) })) as unknown as EndpointClient<E>["queryOptions"],
  };
}

export function clientOf<C extends Contract>(contract: C): ContractClient<C> {
  const client: Record<string, EndpointClient<Endpoint>> = {};
  for (const [name, endpoint] of Object.entries(contract)) client[name] = endpointClient(endpoint);
  return client as ContractClient<C>;
}

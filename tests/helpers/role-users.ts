/**
 * Endpoint tests of the back office: one signed-in user per role (plus a member without a
 * back-office role), and requests to a function handler as one of them.
 */
import type { Context } from "@netlify/functions";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import type { Role } from "#shared/roles.ts";
import { fakeContext } from "./function-call.ts";

export const ROLE_USERS: Record<string, Role[]> = {
  admin: ["admin"],
  geschaeftsfuehrung: ["geschaeftsfuehrung"],
  vorstand: ["vorstand"],
  mitglied: ["mitglied"],
};

/** Creates the ROLE_USERS and records each one's id and bearer token under its name. */
export async function createRoleUsers(userIds: Map<string, string>, tokens: Map<string, string>): Promise<void> {
  for (const [name, roles] of Object.entries(ROLE_USERS)) {
    const user = await createUser({ roles, firstName: name, lastName: "Test" });
    userIds.set(name, user.id);
    tokens.set(name, await tokenFor(user.id));
  }
}

export interface RoleRequestOptions {
  /** Bearer token to send; none means no session. */
  token?: string | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** The route parameters Netlify would put into the context. */
  params?: Record<string, string>;
}

/** A request to a back-office endpoint and the function context it is handled in. */
export function roleRequest(method: string, url: string, options: RoleRequestOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const context: Context & { pending: Promise<unknown>[] } = Object.assign(fakeContext(), { params: options.params ?? {} });
  return { request, context };
}

export type Handler = (req: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  /** Name of a role user of createRoleUsers; none means no session. */
  as?: string;
  body?: unknown;
  params?: Record<string, string>;
}

/**
 * `call(fn, method, url, options)` as one of the role users whose tokens createRoleUsers recorded.
 * It waits for the work the handler left running after its answer (immediate outbox tries), and
 * reads the body as text (a CSV keeps its byte order mark) and, for JSON answers, parsed.
 */
export function roleCaller(tokens: Map<string, string>) {
  return async function call(fn: Handler, method: string, url: string, options: CallOptions = {}) {
    const { request, context } = roleRequest(method, url, {
      token: options.as ? tokens.get(options.as) : undefined,
      body: options.body,
      params: options.params,
    });
    const response = await fn(request, context);
    await Promise.allSettled(context.pending);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    const isJson = (response.headers.get("content-type") ?? "").includes("json");
    return { status: response.status, headers: response.headers, text, body: text && isJson ? JSON.parse(text) : null };
  };
}

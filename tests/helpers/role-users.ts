/**
 * Endpoint tests of the back office: one signed-in user per role (plus a member without a
 * back-office role), and requests to a function handler as one of them.
 */
import type { Context } from "@netlify/functions";
import { createUser, tokenFor } from "../../src/server/auth/test-users.ts";
import type { Role } from "../../src/shared/roles.ts";
import { fakeContext } from "./function-call.ts";

export const ROLE_USERS: Record<string, Role[]> = { admin: ["admin"], geschaeftsfuehrung: ["geschaeftsfuehrung"], vorstand: ["vorstand"], mitglied: [] };

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

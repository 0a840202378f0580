/** Request plumbing shared by the back-office member endpoints. */
import type { Context } from "@netlify/functions";
import type { z } from "zod";
import { HttpError, parseWith, readJsonBody } from "../http.ts";
import { assertStorableText } from "../storable-text.ts";
import { searchParamsToObject } from "../../shared/schemas/list-query.ts";
import type { Role } from "../../shared/roles.ts";

/** Members and applications: board (vorstand) or admin; geschaeftsfuehrung passes via the hierarchy. */
export const BOARD_ROLES: readonly Role[] = ["admin", "vorstand"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The :id path parameter, checked before it reaches SQL (a malformed uuid is a 404, not a 500). */
export function idParam(context: Pick<Context, "params">, what: string): string {
  const id = context.params?.id ?? "";
  if (!UUID.test(id)) throw new HttpError(404, "not_found", `${what} wurde nicht gefunden.`);
  return id;
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseWith(schema, searchParamsToObject(new URL(req.url).searchParams));
}

export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(req);
  assertStorableText(body);
  return parseWith(schema, body);
}

/** Origin for links in mails: the deployed site's URL on Netlify, else the request's origin. */
export function siteOrigin(req: Request): string {
  return process.env.URL || new URL(req.url).origin;
}

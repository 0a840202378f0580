/** Request plumbing of the user management and CRM endpoints (uuid ids reuse ../members/request.ts). */
import type { Context } from "@netlify/functions";
import { HttpError } from "../http.ts";
import type { Role } from "../../shared/roles.ts";

/** User management: administrators only (SPEC section 6). */
export const ADMIN_ROLES: readonly Role[] = ["admin"];
/** CRM: board or admin; geschaeftsfuehrung passes via the role hierarchy. */
export const CRM_ROLES: readonly Role[] = ["admin", "vorstand"];

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The :id of a user (local "user_..." or a Clerk id), checked before it reaches SQL. */
export function userIdParam(context: Pick<Context, "params">): string {
  const id = context.params?.id ?? "";
  if (!USER_ID.test(id)) throw new HttpError(404, "not_found", "Die Person wurde nicht gefunden.");
  return id;
}

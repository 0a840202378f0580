/** Who may edit (ADR 170): the registry's politicalEdit audience, decided on the server. */
import { requiredRolesOf } from "#shared/access.ts";
import { hasAnyRole, type Role } from "#shared/roles.ts";

export interface Caller {
  id: string;
  roles: readonly Role[];
}

export function canEdit(caller: Caller): boolean {
  return hasAnyRole(caller.roles, requiredRolesOf("politicalEdit"));
}

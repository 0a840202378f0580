/**
 * Creates a confirmed local user with roles (plus the base role "mitglied"; none at all makes an
 * account that waits for approval), or adds roles to an existing one (the password stays). Used by `npm run user:add`, `npm run db:seed` and test-users.ts.
 */
import { withBaseRole, type Role } from "#shared/roles.ts";
import { ensureProfile } from "../profiles.ts";
import { grantRole } from "../user-roles.ts";
import { findIdentityByEmail, insertIdentity, markEmailVerified } from "./identities.ts";

export interface ProvisionInput {
  email: string;
  password: string;
  /** hashPassword(password), when the caller has it already (see insertIdentity). */
  passwordHash?: string;
  roles: readonly Role[];
  confirmed?: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

export interface ProvisionResult {
  id: string;
  email: string;
  created: boolean;
  grantedRoles: Role[];
}

export async function provisionUser(input: ProvisionInput): Promise<ProvisionResult> {
  const email = input.email.trim().toLowerCase();
  const confirmed = input.confirmed ?? true;
  let created = false;
  let identity = await findIdentityByEmail(email);
  if (!identity) {
    identity = await insertIdentity({ email, password: input.password, passwordHash: input.passwordHash, confirmed });
    created = Boolean(identity);
    identity ??= await findIdentityByEmail(email); // lost a race with a parallel insert
  } else if (confirmed) {
    await markEmailVerified(identity.id);
  }
  if (!identity) throw new Error(`Could not create user ${email}`);
  await ensureProfile({ id: identity.id, email, firstName: input.firstName, lastName: input.lastName });
  const grantedRoles: Role[] = [];
  for (const role of withBaseRole(input.roles)) if (await grantRole(identity.id, role)) grantedRoles.push(role);
  return { id: identity.id, email, created, grantedRoles };
}

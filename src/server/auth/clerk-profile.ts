/**
 * Just-in-time profiles for Clerk users: on a Clerk user's first verified request the profile row
 * is created, keyed by the Clerk user id, with the e-mail address from the token (when the
 * instance's session token template adds an "email" claim) or from Clerk's Backend API.
 */
import { createClerkClient } from "@clerk/backend";
import { authConfig } from "./auth-config.ts";
import { ensureProfile, findProfile, type Profile } from "./profiles.ts";

async function emailFromClerk(userId: string): Promise<{ email: string; firstName: string | null; lastName: string | null }> {
  const clerk = createClerkClient({ secretKey: authConfig().clerk.secretKey });
  const user = await clerk.users.getUser(userId);
  const primary = user.emailAddresses.find((e) => e.id === user.primaryEmailAddressId) ?? user.emailAddresses[0];
  return { email: primary?.emailAddress ?? "", firstName: user.firstName, lastName: user.lastName };
}

export async function ensureClerkProfile(userId: string, tokenEmail: string | undefined): Promise<Profile | undefined> {
  const existing = await findProfile(userId);
  if (existing) return existing;
  const details = tokenEmail ? { email: tokenEmail, firstName: null, lastName: null } : await emailFromClerk(userId);
  await ensureProfile({ id: userId, ...details });
  return findProfile(userId);
}

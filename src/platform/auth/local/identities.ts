/** Local identities (auth_users): e-mail, scrypt hash, confirmation state. */
import { eq, isNull, and, sql } from "drizzle-orm";
import { getDb } from "../../db/client.ts";
import { authUsers } from "../tables.ts";
import { newId } from "../secrets.ts";
import { hashPassword } from "./password.ts";

export type Identity = typeof authUsers.$inferSelect;

export async function findIdentityByEmail(email: string): Promise<Identity | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return row;
}

export async function findIdentityById(id: string): Promise<Identity | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

/**
 * Inserts an identity; returns undefined when the e-mail address is taken (unique index).
 * `passwordHash`, when given, is hashPassword(password) computed earlier (test-users.ts reuses one
 * hash of TEST_PASSWORD instead of spending the scrypt work per test user).
 */
export async function insertIdentity(input: { email: string; password: string; passwordHash?: string; confirmed: boolean }): Promise<Identity | undefined> {
  const db = await getDb();
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  const [row] = await db
    .insert(authUsers)
    .values({ id: newId("user"), email: input.email.toLowerCase(), passwordHash, emailVerifiedAt: input.confirmed ? new Date() : null })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markEmailVerified(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authUsers)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(authUsers.id, userId), isNull(authUsers.emailVerifiedAt)));
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(authUsers.id, userId));
}

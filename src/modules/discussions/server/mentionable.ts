/**
 * The @mention autocomplete: people who may read the category (so a mention never points at
 * someone who cannot see the thread), matched by first name, last name or e-mail prefix. Only
 * the caller's readable categories can be asked about.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { PersonRef } from "#shared/people.ts";
import { effectiveRolesSatisfy, requireReadableCategory, rowsOf } from "./access.ts";

export async function mentionable(db: Db, user: Pick<AuthUser, "id" | "roles">, categoryId: string, q: string): Promise<{ items: PersonRef[] }> {
  await requireReadableCategory(db, user, categoryId);
  // The user's % and _ match themselves.
  const prefix = `${q.toLocaleLowerCase("de-DE").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    SELECT p.id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) AS name
    FROM profiles p, discussion_categories c
    WHERE c.id = ${categoryId} AND p.deactivated_at IS NULL AND p.id <> ${user.id}
      AND (${effectiveRolesSatisfy(sql`c.read_roles`)} OR EXISTS (SELECT 1 FROM discussion_category_members m WHERE m.category_id = c.id AND m.user_id = p.id))
      AND (lower(p.first_name) LIKE ${prefix} OR lower(p.last_name) LIKE ${prefix} OR lower(p.email) LIKE ${prefix}
           OR lower(concat_ws(' ', p.first_name, p.last_name)) LIKE ${prefix})
    ORDER BY name
    LIMIT 8`);
  return { items: rowsOf<PersonRef>(result) };
}

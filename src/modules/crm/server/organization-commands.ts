/**
 * Creating and changing organisations from the CRM. Member companies can be edited here (it is the
 * same record as in the member register) but only the member register makes or ends a member
 * company, so a change of kind into or out of member_company is refused.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { organizations } from "./organization-table.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError } from "#platform/http/errors.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import type { CrmOrganization, CrmOrganizationUpdate, CrmOrganizationValues } from "../schema/organization.ts";
import { getOrganization } from "./organization-queries.ts";

const ENTITY = "organization";

export async function createOrganization(db: Db, actorId: string, values: CrmOrganizationValues): Promise<CrmOrganization> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values(values).returning({ id: organizations.id });
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: ENTITY, entityId: row!.id, after: values });
    return (await getOrganization(tx, row!.id))!;
  });
}

export async function updateOrganization(db: Db, actorId: string, id: string, update: CrmOrganizationUpdate): Promise<CrmOrganization> {
  const { version, ...values } = update;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for("update");
    if (!before) throw notFound("Die Organisation");
    if (before.version !== version) throw versionConflict(before.version);
    if ((before.kind === "member_company") !== (values.kind === "member_company")) {
      throw new HttpError(400, "invalid_input", "Ungültige Eingaben", [
        "kind: Ob eine Organisation Mitglied ist, entscheidet die Mitgliederverwaltung, nicht das CRM.",
      ]);
    }
    await tx
      .update(organizations)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${organizations.version} + 1` })
      .where(eq(organizations.id, id));
    const { createdAt: _c, updatedAt: _u, ...beforeFields } = before;
    await recordAudit(tx, { actorUserId: actorId, action: "update", entityType: ENTITY, entityId: id, before: beforeFields, after: values });
    return (await getOrganization(tx, id))!;
  });
}

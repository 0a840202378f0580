/**
 * The assemblies the admission rule sees. Today: the assemblies table that administrators fill;
 * the voting module will replace this provider and canAdmitNow() stays as it is.
 */
import { and, gte, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { assemblies } from "../db/schema/members.ts";
import type { AssemblyProvider } from "./rules/admission-window.ts";

export function assembliesTableProvider(db: Pick<Db, "select">): AssemblyProvider {
  return async (onDate) =>
    db
      .select({ id: assemblies.id, title: assemblies.title, invitationSentAt: assemblies.invitationSentAt, heldAt: assemblies.heldAt })
      .from(assemblies)
      .where(and(lte(assemblies.invitationSentAt, onDate), gte(assemblies.heldAt, onDate)));
}

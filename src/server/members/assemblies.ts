/** The assemblies table: what administrators record until the voting module owns assemblies. */
import { desc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { assemblies } from "../db/schema/members.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { AssemblyInput } from "../../shared/schemas/assembly.ts";
import type { Actor } from "./application-review.ts";

export async function listAssemblies(db: Db) {
  return db.select().from(assemblies).orderBy(desc(assemblies.heldAt)).limit(100);
}

export async function createAssembly(db: Db, input: AssemblyInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(assemblies).values({ ...input, createdBy: actor.id }).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "assembly_created", entityType: "assembly", entityId: row!.id, after: row });
    return row!;
  });
}

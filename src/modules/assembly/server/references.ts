/**
 * What the office's commands refer to (issue 23): a ballot's assembly must exist and be convened,
 * its motion, agenda item and candidates must exist, the motion and the item in the same
 * assembly; a motion decision's agenda item and earlier motion likewise. Checked before the
 * write, so an unknown id answers 404 and a foreign one 400, each in German, never a foreign-key
 * error (500).
 */
import { eq } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import { organizations } from "#modules/crm/index.ts";
import { HttpError } from "#platform/http/errors.ts";
import { checkBallotPreparation } from "../domain/ballots.ts";
import type { Tx } from "#platform/db/client.ts";
import { enforce, notFound } from "./refusal.ts";
import { agendaItems, generalAssemblies, motions } from "./tables.ts";

const foreign = (message: string) => new HttpError(400, "invalid_input", message);

/** The assembly row, shared-locked so it cannot close while the ballot is being prepared. */
export async function requirePreparableAssembly(tx: Tx, assemblyId: string): Promise<void> {
  const [assembly] = await tx.select({ status: generalAssemblies.status }).from(generalAssemblies).where(eq(generalAssemblies.id, assemblyId)).for("share");
  if (!assembly) throw notFound("Die Versammlung wurde nicht gefunden.");
  enforce(checkBallotPreparation(assembly.status));
}

export async function requireAgendaItemOf(tx: Tx, assemblyId: string, agendaItemId: string): Promise<void> {
  const [item] = await tx.select({ assemblyId: agendaItems.assemblyId }).from(agendaItems).where(eq(agendaItems.id, agendaItemId));
  if (!item) throw notFound("Der Tagesordnungspunkt wurde nicht gefunden.");
  if (item.assemblyId !== assemblyId) throw foreign("Der Tagesordnungspunkt gehört zu einer anderen Versammlung.");
}

/** The motion must be one of this assembly's; with an agenda item given, the motion's own item (if any) must be it. */
/** An earlier motion this one repeats (§ 4 Abs. 8): any assembly's, but not the motion itself. */
export async function requireEarlierMotion(tx: Tx, motionId: string, repeatsMotionId: string): Promise<void> {
  if (repeatsMotionId === motionId) throw foreign("Ein Antrag kann nicht sich selbst wiederholen.");
  const [motion] = await tx.select({ id: motions.id }).from(motions).where(eq(motions.id, repeatsMotionId));
  if (!motion) throw notFound("Der frühere Antrag wurde nicht gefunden.");
}

export async function requireMotionOf(tx: Tx, assemblyId: string, motionId: string, agendaItemId: string | null): Promise<void> {
  const [motion] = await tx.select({ assemblyId: motions.assemblyId, agendaItemId: motions.agendaItemId }).from(motions).where(eq(motions.id, motionId));
  if (!motion) throw notFound("Der Antrag wurde nicht gefunden.");
  if (motion.assemblyId !== assemblyId) throw foreign("Der Antrag gehört zu einer anderen Versammlung.");
  if (agendaItemId && motion.agendaItemId && motion.agendaItemId !== agendaItemId) throw foreign("Der Antrag ist einem anderen Tagesordnungspunkt zugeordnet.");
}

export async function requirePeople(tx: Tx, userIds: readonly string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    const [person] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
    if (!person) throw notFound("Die Person wurde nicht gefunden.");
  }
}

export async function requireOrganizations(tx: Tx, organizationIds: readonly string[]): Promise<void> {
  for (const organizationId of new Set(organizationIds)) {
    const [organization] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw notFound("Das Unternehmen der Kandidatur wurde nicht gefunden.");
  }
}

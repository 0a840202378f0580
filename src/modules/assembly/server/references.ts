/**
 * What the office's commands refer to (issue 23): a ballot's assembly must exist and be convened,
 * its motion, agenda item and candidates must exist, the motion and the item in the same
 * assembly; a motion decision's agenda item and earlier motion likewise. Checked before the
 * write, so an unknown id answers 404 and a foreign one 400, each in German, never a foreign-key
 * error (500).
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import { checkBallotPreparation } from "../domain/ballots.ts";
import type { AssemblyStatus } from "../domain/annual-duties.ts";
import type { Tx } from "#platform/db/client.ts";
import { enforce, notFound } from "./refusal.ts";

const foreign = (message: string) => new HttpError(400, "invalid_input", message);

/** The assembly row, shared-locked so it cannot close while the ballot is being prepared. */
export async function requirePreparableAssembly(tx: Tx, assemblyId: string): Promise<void> {
  const [assembly] = rowsOf<{ status: AssemblyStatus }>(await tx.execute(sql`SELECT status FROM general_assemblies WHERE id = ${assemblyId} FOR SHARE`));
  if (!assembly) throw notFound("Die Versammlung wurde nicht gefunden.");
  enforce(checkBallotPreparation(assembly.status));
}

export async function requireAgendaItemOf(tx: Tx, assemblyId: string, agendaItemId: string): Promise<void> {
  const [item] = rowsOf<{ assembly_id: string }>(await tx.execute(sql`SELECT assembly_id FROM assembly_agenda_items WHERE id = ${agendaItemId}`));
  if (!item) throw notFound("Der Tagesordnungspunkt wurde nicht gefunden.");
  if (item.assembly_id !== assemblyId) throw foreign("Der Tagesordnungspunkt gehört zu einer anderen Versammlung.");
}

/** The motion must be one of this assembly's; with an agenda item given, the motion's own item (if any) must be it. */
/** An earlier motion this one repeats (§ 4 Abs. 8): any assembly's, but not the motion itself. */
export async function requireEarlierMotion(tx: Tx, motionId: string, repeatsMotionId: string): Promise<void> {
  if (repeatsMotionId === motionId) throw foreign("Ein Antrag kann nicht sich selbst wiederholen.");
  const [motion] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM assembly_motions WHERE id = ${repeatsMotionId}`));
  if (!motion) throw notFound("Der frühere Antrag wurde nicht gefunden.");
}

export async function requireMotionOf(tx: Tx, assemblyId: string, motionId: string, agendaItemId: string | null): Promise<void> {
  const [motion] = rowsOf<{ assembly_id: string; agenda_item_id: string | null }>(
    await tx.execute(sql`SELECT assembly_id, agenda_item_id FROM assembly_motions WHERE id = ${motionId}`),
  );
  if (!motion) throw notFound("Der Antrag wurde nicht gefunden.");
  if (motion.assembly_id !== assemblyId) throw foreign("Der Antrag gehört zu einer anderen Versammlung.");
  if (agendaItemId && motion.agenda_item_id && motion.agenda_item_id !== agendaItemId)
    throw foreign("Der Antrag ist einem anderen Tagesordnungspunkt zugeordnet.");
}

export async function requirePeople(tx: Tx, userIds: readonly string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    const [person] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM profiles WHERE id = ${userId}`));
    if (!person) throw notFound("Die Person wurde nicht gefunden.");
  }
}

export async function requireOrganizations(tx: Tx, organizationIds: readonly string[]): Promise<void> {
  for (const organizationId of new Set(organizationIds)) {
    const [organization] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM organizations WHERE id = ${organizationId}`));
    if (!organization) throw notFound("Das Unternehmen der Kandidatur wurde nicht gefunden.");
  }
}

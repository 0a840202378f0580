/**
 * Attendance: a member's people register beforehand (in person or online); on the day the office
 * checks people in at the door, and online participants check themselves in once the assembly
 * runs. Leaving is recorded, so the live quorum only counts who is there.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { notFound, refusal } from "../refusal.ts";

export interface Person {
  id: string;
  organizationId: string | null;
}

async function assemblyStatus(db: Db | Tx, assemblyId: string): Promise<{ status: string; online: boolean }> {
  const [row] = rowsOf<{ status: string; online_participation: boolean }>(
    await db.execute(sql`SELECT status, online_participation FROM general_assemblies WHERE id = ${assemblyId}`),
  );
  if (!row) throw notFound("Versammlung nicht gefunden.");
  return { status: row.status, online: row.online_participation };
}

export async function registerAttendance(db: Db, assemblyId: string, person: Person, mode: "in_person" | "online") {
  const assembly = await assemblyStatus(db, assemblyId);
  if (assembly.status !== "invited" && assembly.status !== "running") {
    throw refusal("registration_closed", "Für diese Versammlung ist keine Anmeldung möglich.");
  }
  if (mode === "online" && !assembly.online) {
    throw refusal("online_not_offered", "Für diese Versammlung hat der Vorstand keine Online-Teilnahme vorgesehen (§ 4 Abs. 10 Satzung).");
  }
  await db.execute(sql`
    INSERT INTO assembly_attendance (assembly_id, user_id, organization_id, mode) VALUES (${assemblyId}, ${person.id}, ${person.organizationId}, ${mode})
    ON CONFLICT (assembly_id, user_id) DO UPDATE SET mode = EXCLUDED.mode`);
}

export async function cancelRegistration(db: Db, assemblyId: string, person: Person) {
  await assemblyStatus(db, assemblyId);
  const [row] = rowsOf<{ checked_in_at: Date | null }>(
    await db.execute(sql`SELECT checked_in_at FROM assembly_attendance WHERE assembly_id = ${assemblyId} AND user_id = ${person.id}`),
  );
  if (row?.checked_in_at) throw refusal("already_checked_in", "Sie sind bereits eingecheckt; bitte melden Sie sich in der Versammlung ab.");
  await db.execute(sql`DELETE FROM assembly_attendance WHERE assembly_id = ${assemblyId} AND user_id = ${person.id}`);
}

/** Online participants check themselves in while the assembly runs. */
export async function selfCheckIn(db: Db, assemblyId: string, person: Person, now: Date = currentTime()) {
  const assembly = await assemblyStatus(db, assemblyId);
  if (assembly.status !== "running") throw refusal("assembly_not_running", "Die Versammlung ist noch nicht eröffnet.");
  if (!assembly.online) throw refusal("online_not_offered", "Die Anwesenheit vor Ort erfasst die Geschäftsstelle am Eingang.");
  await db.execute(sql`
    INSERT INTO assembly_attendance (assembly_id, user_id, organization_id, mode, checked_in_at) VALUES (${assemblyId}, ${person.id}, ${person.organizationId}, 'online', ${now})
    ON CONFLICT (assembly_id, user_id) DO UPDATE SET mode = 'online', checked_in_at = ${now}, left_at = NULL`);
}

export async function selfLeave(db: Db, assemblyId: string, person: Person, now: Date = currentTime()) {
  await assemblyStatus(db, assemblyId);
  await db.execute(
    sql`UPDATE assembly_attendance SET left_at = ${now} WHERE assembly_id = ${assemblyId} AND user_id = ${person.id} AND checked_in_at IS NOT NULL AND left_at IS NULL`,
  );
}

/** The office at the door: present or left, in person or online. */
export async function officeCheckIn(
  db: Db,
  assemblyId: string,
  input: { userId: string; mode: "in_person" | "online"; present: boolean },
  actor: { id: string },
  now: Date = currentTime(),
) {
  return db.transaction(async (tx) => {
    const assembly = await assemblyStatus(tx, assemblyId);
    if (assembly.status !== "running") throw refusal("assembly_not_running", "Die Anwesenheit wird erfasst, sobald die Versammlung eröffnet ist.");
    const [person] = rowsOf<{ id: string; organization_id: string | null }>(
      await tx.execute(sql`SELECT id, organization_id FROM profiles WHERE id = ${input.userId}`),
    );
    if (!person) throw notFound("Person nicht gefunden.");
    if (input.present) {
      await tx.execute(sql`
        INSERT INTO assembly_attendance (assembly_id, user_id, organization_id, mode, checked_in_at) VALUES (${assemblyId}, ${person.id}, ${person.organization_id}, ${input.mode}, ${now})
        ON CONFLICT (assembly_id, user_id) DO UPDATE SET mode = EXCLUDED.mode, checked_in_at = ${now}, left_at = NULL, organization_id = EXCLUDED.organization_id`);
    } else {
      await tx.execute(sql`UPDATE assembly_attendance SET left_at = ${now} WHERE assembly_id = ${assemblyId} AND user_id = ${person.id} AND left_at IS NULL`);
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: input.present ? "assembly_checked_in" : "assembly_checked_out",
      entityType: "general_assembly",
      entityId: assemblyId,
      after: { userId: person.id, mode: input.mode },
    });
  });
}

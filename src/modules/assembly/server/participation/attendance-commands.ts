/**
 * Attendance: a member's people register beforehand (in person or online); on the day the office
 * checks people in at the door, and online participants check themselves in once the assembly
 * runs. Leaving is recorded, so the live quorum only counts who is there.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { notFound, refusal } from "../refusal.ts";
import { attendance, generalAssemblies } from "../tables.ts";

const ONE_PER_PERSON = [attendance.assemblyId, attendance.userId];
const attendanceOf = (assemblyId: string, userId: string) => and(eq(attendance.assemblyId, assemblyId), eq(attendance.userId, userId));

export interface Person {
  id: string;
  organizationId: string | null;
}

async function assemblyStatus(db: Db | Tx, assemblyId: string): Promise<{ status: string; online: boolean }> {
  const [row] = await db
    .select({ status: generalAssemblies.status, online: generalAssemblies.onlineParticipation })
    .from(generalAssemblies)
    .where(eq(generalAssemblies.id, assemblyId));
  if (!row) throw notFound("Versammlung nicht gefunden.");
  return row;
}

export async function registerAttendance(db: Db, assemblyId: string, person: Person, mode: "in_person" | "online") {
  const assembly = await assemblyStatus(db, assemblyId);
  if (assembly.status !== "invited" && assembly.status !== "running") {
    throw refusal("registration_closed", "Für diese Versammlung ist keine Anmeldung möglich.");
  }
  if (mode === "online" && !assembly.online) {
    throw refusal("online_not_offered", "Für diese Versammlung hat der Vorstand keine Online-Teilnahme vorgesehen (§ 4 Abs. 10 Satzung).");
  }
  await db
    .insert(attendance)
    .values({ assemblyId, userId: person.id, organizationId: person.organizationId, mode })
    .onConflictDoUpdate({ target: ONE_PER_PERSON, set: { mode } });
}

export async function cancelRegistration(db: Db, assemblyId: string, person: Person) {
  await assemblyStatus(db, assemblyId);
  const [row] = await db.select({ checkedInAt: attendance.checkedInAt }).from(attendance).where(attendanceOf(assemblyId, person.id));
  if (row?.checkedInAt) throw refusal("already_checked_in", "Sie sind bereits eingecheckt; bitte melden Sie sich in der Versammlung ab.");
  await db.delete(attendance).where(attendanceOf(assemblyId, person.id));
}

/** Online participants check themselves in while the assembly runs. */
export async function selfCheckIn(db: Db, assemblyId: string, person: Person, now: Date = currentTime()) {
  const assembly = await assemblyStatus(db, assemblyId);
  if (assembly.status !== "running") throw refusal("assembly_not_running", "Die Versammlung ist noch nicht eröffnet.");
  if (!assembly.online) throw refusal("online_not_offered", "Die Anwesenheit vor Ort erfasst die Geschäftsstelle am Eingang.");
  await db
    .insert(attendance)
    .values({ assemblyId, userId: person.id, organizationId: person.organizationId, mode: "online", checkedInAt: now })
    .onConflictDoUpdate({ target: ONE_PER_PERSON, set: { mode: "online", checkedInAt: now, leftAt: null } });
}

export async function selfLeave(db: Db, assemblyId: string, person: Person, now: Date = currentTime()) {
  await assemblyStatus(db, assemblyId);
  await db
    .update(attendance)
    .set({ leftAt: now })
    .where(and(attendanceOf(assemblyId, person.id), isNotNull(attendance.checkedInAt), isNull(attendance.leftAt)));
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
    const [person] = await tx.select({ id: profiles.id, organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, input.userId));
    if (!person) throw notFound("Person nicht gefunden.");
    if (input.present) {
      await tx
        .insert(attendance)
        .values({ assemblyId, userId: person.id, organizationId: person.organizationId, mode: input.mode, checkedInAt: now })
        .onConflictDoUpdate({ target: ONE_PER_PERSON, set: { mode: input.mode, checkedInAt: now, leftAt: null, organizationId: person.organizationId } });
    } else {
      await tx
        .update(attendance)
        .set({ leftAt: now })
        .where(and(attendanceOf(assemblyId, person.id), isNull(attendance.leftAt)));
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

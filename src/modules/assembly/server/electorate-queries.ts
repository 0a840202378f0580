/**
 * Loads the facts of one moment of an assembly (check-ins, the recorded power of representation
 * per person, offices, proxies, the companies' standing) for the one computation of attendance,
 * entitlement and quorum in domain/attendance-record.ts (ADR 231). Live: the current check-ins;
 * at an instant: who was there then, with the powers and proxies not yet revoked by then.
 */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import { now as currentTime } from "#platform/clock.ts";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { attendanceRecordOf, electorateAt, type AttendanceFacts, type AttendanceRecord, type Moment } from "../domain/attendance-record.ts";
import type { Electorate } from "../domain/electorate.ts";
import type { Office } from "../domain/elections.ts";
import type { RepresentationAuthority, MemberStanding } from "../domain/entitlement.ts";
import type { QuorumInput, QuorumState } from "../domain/quorum.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import { memberStandings } from "./member-standing-queries.ts";
import { attendance, generalAssemblies, officeTerms, proxies as proxyTable, representatives } from "./tables.ts";
import { unchangedCache } from "#platform/db/unchanged-cache.ts";

type Reader = Db | Tx;

/** Not revoked by `at` (null: in force now). */
const inForce = (revokedAt: typeof representatives.revokedAt | typeof proxyTable.revokedAt, at: Date | null) =>
  at === null ? isNull(revokedAt) : or(isNull(revokedAt), gt(revokedAt, at));

/** `onDate`: the Berlin day whose register and offices count (live: today; else the moment's day). */
export async function loadAttendanceFacts(db: Reader, assemblyId: string, moment: Moment, onDate: IsoDate = berlinDate(moment.at)): Promise<AttendanceFacts> {
  // Live: what is in force now (not revoked); at an instant: not revoked before it.
  const at = moment.live ? null : moment.at;
  // The person's latest recorded power for the company, and their office on `onDate` (a cash auditor's last).
  const authority = db
    .select({ authority: representatives.authority })
    .from(representatives)
    .where(
      and(eq(representatives.organizationId, attendance.organizationId), eq(representatives.userId, attendance.userId), inForce(representatives.revokedAt, at)),
    )
    .orderBy(desc(representatives.recordedAt))
    .limit(1);
  const office = db
    .select({ office: officeTerms.office })
    .from(officeTerms)
    .where(and(eq(officeTerms.userId, attendance.userId), lte(officeTerms.electedOn, onDate), or(isNull(officeTerms.endedOn), gt(officeTerms.endedOn, onDate))))
    .orderBy(sql`(${officeTerms.office} = 'cash_auditor')`, asc(officeTerms.electedOn))
    .limit(1);
  const [attendees, proxies] = await Promise.all([
    db
      .select({
        userId: attendance.userId,
        name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`,
        email: profiles.email,
        organizationId: attendance.organizationId,
        organizationName: organizations.name,
        mode: attendance.mode,
        registeredAt: attendance.registeredAt,
        checkedInAt: attendance.checkedInAt,
        leftAt: attendance.leftAt,
        authority: sql<RepresentationAuthority | null>`(${authority})`,
        office: sql<Office | null>`(${office})`,
      })
      .from(attendance)
      .innerJoin(profiles, eq(profiles.id, attendance.userId))
      .leftJoin(organizations, eq(organizations.id, attendance.organizationId))
      .where(eq(attendance.assemblyId, assemblyId))
      .orderBy(sql`${organizations.name} NULLS LAST`, profiles.lastName, profiles.firstName, attendance.userId),
    db
      .select({ grantorId: proxyTable.grantorOrganizationId, holderId: proxyTable.holderOrganizationId })
      .from(proxyTable)
      .where(and(eq(proxyTable.assemblyId, assemblyId), inForce(proxyTable.revokedAt, at))),
  ]);
  const involved = [
    ...new Set([...attendees.flatMap((a) => (a.organizationId ? [a.organizationId] : [])), ...proxies.flatMap((p) => [p.grantorId, p.holderId])]),
  ];
  const members = await memberStandings(db, onDate, involved);
  return { moment, attendees, members, proxies };
}

export interface LoadedElectorate {
  members: MemberStanding[];
  electorate: Electorate;
  quorumInput: QuorumInput;
  quorum: QuorumState;
}

/** The live electorate for ballots and votes: who is checked in now, with the register of `onDate`. */
export async function loadElectorate(db: Reader, assemblyId: string, onDate: IsoDate): Promise<LoadedElectorate> {
  const facts = await loadAttendanceFacts(db, assemblyId, { live: true, at: currentTime() }, onDate);
  return { members: facts.members, ...electorateAt(facts) };
}

/**
 * The record the screens and the minutes show: live while the assembly is not finished; for a
 * finished one the state stored when it closed, or (closed before records were stored) the
 * state at its closing instant.
 */
export async function attendanceRecord(db: Reader, assembly: { id: string; status: string; closedAt: string | null }, now: Date): Promise<AttendanceRecord> {
  const finished = (assembly.status === "closed" || assembly.status === "inquorate") && assembly.closedAt !== null;
  if (finished) {
    const [row] = await db.select({ record: generalAssemblies.attendanceRecord }).from(generalAssemblies).where(eq(generalAssemblies.id, assembly.id));
    if (row?.record) return row.record as AttendanceRecord; // jsonb written only by storeFinalRecord below
    const facts = await loadAttendanceFacts(db, assembly.id, { live: false, at: new Date(assembly.closedAt!) });
    return attendanceRecordOf(facts, { final: true, inquorate: assembly.status === "inquorate" });
  }
  // Every representative's screen polls this during a ballot (50 at once in the bench, issue 27):
  // one computation serves them all while nothing is written (ADR 296). A live record depends on
  // the time only through its instant and the day's register, so a kept one is restamped.
  const record = await liveRecords(db, `${assembly.id}|${berlinDate(now)}`, async () =>
    attendanceRecordOf(await loadAttendanceFacts(db, assembly.id, { live: true, at: now }), { final: false }),
  );
  return { ...record, at: now.toISOString() };
}

const liveRecords = unchangedCache<AttendanceRecord>({ entries: 50, maxAgeMs: 30_000 });

/** Stores the record of the closing instant `at` (inside the closing transaction, after those present were marked as left at `at`). */
export async function storeFinalRecord(tx: Reader, assemblyId: string, at: Date, inquorate: boolean): Promise<AttendanceRecord> {
  const facts = await loadAttendanceFacts(tx, assemblyId, { live: false, at });
  const record = attendanceRecordOf(facts, { final: true, inquorate });
  await tx.update(generalAssemblies).set({ attendanceRecord: record }).where(eq(generalAssemblies.id, assemblyId));
  return record;
}

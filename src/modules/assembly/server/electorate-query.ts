/**
 * Loads the facts of one moment of an assembly (check-ins, the recorded power of representation
 * per person, offices, proxies, the companies' standing) for the one computation of attendance,
 * entitlement and quorum in domain/attendance-record.ts (ADR 231). Live: the current check-ins;
 * at an instant: who was there then, with the powers and proxies not yet revoked by then.
 */
import { sql } from "drizzle-orm";
import { now as currentTime } from "#platform/clock.ts";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { attendanceRecordOf, electorateAt, type AttendanceFacts, type AttendanceRecord, type Moment } from "../domain/attendance-record.ts";
import type { Electorate, Proxy as ProxyGrant } from "../domain/electorate.ts";
import type { Office } from "../domain/elections.ts";
import type { RepresentationAuthority, MemberStanding } from "../domain/entitlement.ts";
import type { QuorumInput, QuorumState } from "../domain/quorum.ts";
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import { memberStandings } from "./member-standing.ts";

type Reader = Pick<Db, "execute">;

interface AttendeeRow {
  user_id: string;
  name: string;
  email: string;
  organization_id: string | null;
  organization_name: string | null;
  mode: "in_person" | "online";
  registered_at: Date | string;
  checked_in_at: Date | string | null;
  left_at: Date | string | null;
  authority: RepresentationAuthority | null;
  office: Office | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** `onDate`: the Berlin day whose register and offices count (live: today; else the moment's day). */
export async function loadAttendanceFacts(db: Reader, assemblyId: string, moment: Moment, onDate: IsoDate = berlinDate(moment.at)): Promise<AttendanceFacts> {
  // Live: what is in force now (not revoked); at an instant: not revoked before it.
  const at = moment.live ? null : moment.at;
  const [attendeeRows, proxyRows] = await Promise.all([
    db.execute(sql`
      SELECT a.user_id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) AS name, p.email,
        a.organization_id, o.name AS organization_name, a.mode, a.registered_at, a.checked_in_at, a.left_at,
        (SELECT r.authority FROM assembly_representatives r
          WHERE r.organization_id = a.organization_id AND r.user_id = a.user_id AND (r.revoked_at IS NULL OR r.revoked_at > ${at}::timestamptz)
          ORDER BY r.recorded_at DESC LIMIT 1) AS authority,
        (SELECT t.office FROM association_office_terms t
          WHERE t.user_id = a.user_id AND t.elected_on <= ${onDate}::date AND (t.ended_on IS NULL OR t.ended_on > ${onDate}::date)
          ORDER BY (t.office = 'cash_auditor'), t.elected_on LIMIT 1) AS office
      FROM assembly_attendance a JOIN profiles p ON p.id = a.user_id LEFT JOIN organizations o ON o.id = a.organization_id
      WHERE a.assembly_id = ${assemblyId}
      ORDER BY o.name NULLS LAST, p.last_name, p.first_name, a.user_id`),
    db.execute(sql`
      SELECT grantor_organization_id AS grantor, holder_organization_id AS holder
      FROM assembly_proxies WHERE assembly_id = ${assemblyId} AND (revoked_at IS NULL OR revoked_at > ${at}::timestamptz)`),
  ]);
  const attendees = rowsOf<AttendeeRow>(attendeeRows).map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    mode: r.mode,
    registeredAt: new Date(r.registered_at),
    checkedInAt: dateOf(r.checked_in_at),
    leftAt: dateOf(r.left_at),
    authority: r.authority,
    office: r.office,
  }));
  const proxies: ProxyGrant[] = rowsOf<{ grantor: string; holder: string }>(proxyRows).map((r) => ({ grantorId: r.grantor, holderId: r.holder }));
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
    const [row] = rowsOf<{ record: AttendanceRecord | null }>(
      await db.execute(sql`SELECT attendance_record AS record FROM general_assemblies WHERE id = ${assembly.id}`),
    );
    if (row?.record) return row.record;
    const facts = await loadAttendanceFacts(db, assembly.id, { live: false, at: new Date(assembly.closedAt!) });
    return attendanceRecordOf(facts, { final: true, inquorate: assembly.status === "inquorate" });
  }
  return attendanceRecordOf(await loadAttendanceFacts(db, assembly.id, { live: true, at: now }), { final: false });
}

/** Stores the record of the closing instant `at` (inside the closing transaction, after those present were marked as left at `at`). */
export async function storeFinalRecord(tx: Reader, assemblyId: string, at: Date, inquorate: boolean): Promise<AttendanceRecord> {
  const facts = await loadAttendanceFacts(tx, assemblyId, { live: false, at });
  const record = attendanceRecordOf(facts, { final: true, inquorate });
  await tx.execute(sql`UPDATE general_assemblies SET attendance_record = ${JSON.stringify(record)}::jsonb WHERE id = ${assemblyId}`);
  return record;
}

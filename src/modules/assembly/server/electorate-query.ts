/**
 * Loads who is present at an assembly and with which votes: check-ins (not left), the recorded
 * power of representation per person, proxies, and sitting presidium members. The rules module
 * turns that into the electorate and the quorum.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { rowsOf } from "../../../platform/db/rows.ts";
import { electorateOf, type CheckIn, type Electorate, type Proxy } from "../rules/electorate.ts";
import type { RepresentationAuthority, MemberStanding } from "../rules/entitlement.ts";
import { quorumOf, type QuorumInput, type QuorumState } from "../rules/quorum.ts";
import type { IsoDate } from "../rules/berlin-calendar.ts";
import { memberStandings } from "./member-standing.ts";

type Reader = Pick<Db, "execute">;

export interface LoadedElectorate {
  members: MemberStanding[];
  checkIns: CheckIn[];
  proxies: Proxy[];
  electorate: Electorate;
  quorumInput: QuorumInput;
  quorum: QuorumState;
}

export async function loadElectorate(db: Reader, assemblyId: string, onDate: IsoDate): Promise<LoadedElectorate> {
  const checkInRows = rowsOf<{ user_id: string; organization_id: string | null; authority: RepresentationAuthority | null; presidium: boolean }>(
    await db.execute(sql`
      SELECT a.user_id, a.organization_id,
        (SELECT r.authority FROM assembly_representatives r
          WHERE r.organization_id = a.organization_id AND r.user_id = a.user_id AND r.revoked_at IS NULL LIMIT 1) AS authority,
        EXISTS (SELECT 1 FROM association_office_terms t
          WHERE t.user_id = a.user_id AND t.ended_on IS NULL AND t.office <> 'cash_auditor') AS presidium
      FROM assembly_attendance a
      WHERE a.assembly_id = ${assemblyId} AND a.checked_in_at IS NOT NULL AND a.left_at IS NULL`),
  );
  const proxyRows = rowsOf<{ grantor: string; holder: string }>(
    await db.execute(sql`
      SELECT grantor_organization_id AS grantor, holder_organization_id AS holder
      FROM assembly_proxies WHERE assembly_id = ${assemblyId} AND revoked_at IS NULL`),
  );
  const checkIns: CheckIn[] = checkInRows.map((r) => ({ personId: r.user_id, memberId: r.organization_id, authority: r.authority, presidium: r.presidium }));
  const proxies: Proxy[] = proxyRows.map((r) => ({ grantorId: r.grantor, holderId: r.holder }));
  const involved = [...new Set([...checkIns.flatMap((c) => (c.memberId ? [c.memberId] : [])), ...proxies.flatMap((p) => [p.grantorId, p.holderId])])];
  const members = await memberStandings(db, onDate, involved);
  const electorate = electorateOf(members, checkIns, proxies);
  const quorumInput: QuorumInput = {
    votingMembersPresent: electorate.presentMemberIds.length,
    votingMembersRepresented: electorate.representedMemberIds.length,
    presidiumPresent: electorate.presidiumPresent,
  };
  return { members, checkIns, proxies, electorate, quorumInput, quorum: quorumOf(quorumInput) };
}

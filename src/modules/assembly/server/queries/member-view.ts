/**
 * What a member company's person sees of one assembly: no drafts, no other members' secret or
 * interim figures; their registration, the votes they may cast now, which of those are cast in
 * the open ballot, and the declared results.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate } from "#shared/dates.ts";
import { participationRight, type ParticipationRight } from "../../domain/entitlement.ts";
import { motionDeadline } from "../../domain/motions.ts";
import { attendanceRecord } from "../electorate-query.ts";
import { memberStandings } from "../member-standing.ts";
import { notFound } from "../refusal.ts";
import type { Participant } from "../viewer.ts";
import type { MemberAssemblyView } from "../../schema/views.ts";
import { loadAgenda, loadBallots, loadHeader, loadMotions, stateOf } from "./assembly-detail.ts";

export async function memberAssemblyView(db: Pick<Db, "execute">, id: string, viewer: Participant, now: Date = currentTime()): Promise<MemberAssemblyView> {
  const today = berlinDate(now);
  const assembly = await loadHeader(db, id);
  if (assembly.status === "draft" || assembly.status === "cancelled") throw notFound("Versammlung nicht gefunden.");
  // Independent reads side by side (each of 50 representatives polls this during a ballot).
  const [record, standings, registrationRows, authorityRows, ballots, agenda, allMotions, proxyRows, castRows] = await Promise.all([
    attendanceRecord(db, assembly, now),
    viewer.organizationId ? memberStandings(db, today, [viewer.organizationId]) : Promise.resolve([]),
    db.execute(sql`SELECT mode, checked_in_at, left_at FROM assembly_attendance WHERE assembly_id = ${id} AND user_id = ${viewer.id}`),
    viewer.organizationId
      ? db.execute(
          sql`SELECT authority FROM assembly_representatives WHERE organization_id = ${viewer.organizationId} AND user_id = ${viewer.id} AND revoked_at IS NULL`,
        )
      : Promise.resolve({ rows: [] }),
    loadBallots(db, id),
    loadAgenda(db, id),
    loadMotions(db, id, today),
    viewer.organizationId
      ? db.execute(sql`
          SELECT p.grantor_organization_id AS grantor_id, g.name AS grantor, p.holder_organization_id AS holder_id, h.name AS holder
          FROM assembly_proxies p JOIN organizations g ON g.id = p.grantor_organization_id JOIN organizations h ON h.id = p.holder_organization_id
          WHERE p.assembly_id = ${id} AND p.revoked_at IS NULL AND (p.grantor_organization_id = ${viewer.organizationId} OR p.holder_organization_id = ${viewer.organizationId})`)
      : Promise.resolve({ rows: [] }),
    // Which of the companies this person could vote for have voted in the open ballot: its own and
    // those whose proxy it holds (filtered below to the votes the person actually holds).
    viewer.organizationId
      ? db.execute(sql`
          SELECT p.organization_id FROM assembly_ballot_participations p JOIN assembly_ballots b ON b.id = p.ballot_id
          WHERE b.assembly_id = ${id} AND b.status = 'open'
            AND (p.organization_id = ${viewer.organizationId} OR p.organization_id IN (
              SELECT grantor_organization_id FROM assembly_proxies WHERE assembly_id = ${id} AND holder_organization_id = ${viewer.organizationId} AND revoked_at IS NULL))`)
      : Promise.resolve({ rows: [] }),
  ]);
  const [organization] = standings;
  const right: ParticipationRight = organization ? participationRight(organization) : "none";
  const [registration] = rowsOf<{ mode: "in_person" | "online"; checked_in_at: Date | string | null; left_at: Date | string | null }>(registrationRows);
  const [authority] = rowsOf<{ authority: string }>(authorityRows);
  // The votes this person holds now: only while the assembly runs (the record of a finished one is history).
  const me = assembly.status === "running" ? record.attendees.find((a) => a.userId === viewer.id) : undefined;
  const myVotes = me?.votes ?? [];
  const names = new Map(myVotes.map((memberId, i) => [memberId, me?.voteNames[i] ?? ""]));
  const open = ballots.find((b) => b.status === "open") ?? null;
  const castFor = open
    ? rowsOf<{ organization_id: string }>(castRows)
        .map((r) => r.organization_id)
        .filter((o) => myVotes.includes(o))
    : [];
  const motions = allMotions.filter((m) => m.status !== "withdrawn" && (m.status !== "inadmissible" || m.filedByOrganizationId === viewer.organizationId));
  const proxies = rowsOf<{ grantor_id: string; grantor: string; holder_id: string; holder: string }>(proxyRows);
  return {
    assembly,
    today,
    motionDeadline: motionDeadline(assembly.assemblyDate),
    organization: organization ? { id: organization.id, name: organization.name, membershipClass: organization.membershipClass } : null,
    right,
    mayRepresent: Boolean(authority),
    registration: registration
      ? {
          mode: registration.mode,
          checkedInAt: registration.checked_in_at ? new Date(registration.checked_in_at).toISOString() : null,
          leftAt: registration.left_at ? new Date(registration.left_at).toISOString() : null,
        }
      : null,
    myVotes: myVotes.map((memberId) => ({
      organizationId: memberId,
      name: names.get(memberId) ?? "",
      viaProxy: memberId !== viewer.organizationId,
      castInOpenBallot: castFor.includes(memberId),
    })),
    quorum: record.quorum,
    attendanceState: stateOf(record),
    agenda,
    motions: motions.map(({ supportersOrganizationIds, ...m }) => ({
      ...m,
      supportedByMe: viewer.organizationId ? supportersOrganizationIds.includes(viewer.organizationId) : false,
    })),
    openBallot: open,
    closedBallots: ballots.filter((b) => b.status === "closed"),
    proxies: proxies.map((p) => ({ grantorId: p.grantor_id, grantor: p.grantor, holderId: p.holder_id, holder: p.holder })),
  };
}

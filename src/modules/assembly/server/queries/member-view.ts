/**
 * What a member company's person sees of one assembly: no drafts, no other members' secret or
 * interim figures; their registration, the votes they may cast now, which of those are cast in
 * the open ballot, and the declared results.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { berlinDate } from "#shared/dates.ts";
import { participationRight, type ParticipationRight } from "../../domain/entitlement.ts";
import { motionDeadline } from "../../domain/motions.ts";
import { attendanceRecord } from "../electorate-queries.ts";
import { memberStandings } from "../member-standing-queries.ts";
import { notFound } from "../refusal.ts";
import type { Participant } from "../viewer.ts";
import type { MemberAssemblyView } from "../../schema/views.ts";
import { attendance, ballots as ballotTable, participations, proxies as proxyTable, representatives } from "../tables.ts";
import { loadAgenda, loadBallots, loadHeader, loadMotions, proxiesInForce, stateOf } from "./assembly-detail.ts";

export async function memberAssemblyView(db: Db | Tx, id: string, viewer: Participant, now: Date = currentTime()): Promise<MemberAssemblyView> {
  const today = berlinDate(now);
  const assembly = await loadHeader(db, id);
  if (assembly.status === "draft" || assembly.status === "cancelled") throw notFound("Versammlung nicht gefunden.");
  // Independent reads side by side (each of 50 representatives polls this during a ballot).
  const own = viewer.organizationId;
  const [record, standings, [registration], [authority], ballots, agenda, allMotions, proxies, castRows] = await Promise.all([
    attendanceRecord(db, assembly, now),
    own ? memberStandings(db, today, [own]) : Promise.resolve([]),
    db
      .select({ mode: attendance.mode, checkedInAt: attendance.checkedInAt, leftAt: attendance.leftAt })
      .from(attendance)
      .where(and(eq(attendance.assemblyId, id), eq(attendance.userId, viewer.id))),
    own
      ? db
          .select({ authority: representatives.authority })
          .from(representatives)
          .where(and(eq(representatives.organizationId, own), eq(representatives.userId, viewer.id), isNull(representatives.revokedAt)))
      : Promise.resolve([]),
    loadBallots(db, id),
    loadAgenda(db, id),
    loadMotions(db, id, today),
    own ? proxiesInForce(db, id, own) : Promise.resolve([]),
    // Which of the companies this person could vote for have voted in the open ballot: its own and
    // those whose proxy it holds (filtered below to the votes the person actually holds).
    own
      ? db
          .select({ organizationId: participations.organizationId })
          .from(participations)
          .innerJoin(ballotTable, eq(ballotTable.id, participations.ballotId))
          .where(
            and(
              eq(ballotTable.assemblyId, id),
              eq(ballotTable.status, "open"),
              or(
                eq(participations.organizationId, own),
                inArray(
                  participations.organizationId,
                  db
                    .select({ id: proxyTable.grantorOrganizationId })
                    .from(proxyTable)
                    .where(and(eq(proxyTable.assemblyId, id), eq(proxyTable.holderOrganizationId, own), isNull(proxyTable.revokedAt))),
                ),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  const [organization] = standings;
  const right: ParticipationRight = organization ? participationRight(organization) : "none";
  // The votes this person holds now: only while the assembly runs (the record of a finished one is history).
  const me = assembly.status === "running" ? record.attendees.find((a) => a.userId === viewer.id) : undefined;
  const myVotes = me?.votes ?? [];
  const names = new Map(myVotes.map((memberId, i) => [memberId, me?.voteNames[i] ?? ""]));
  const open = ballots.find((b) => b.status === "open") ?? null;
  const castFor = open ? castRows.map((r) => r.organizationId).filter((o) => myVotes.includes(o)) : [];
  const motions = allMotions.filter((m) => m.status !== "withdrawn" && (m.status !== "inadmissible" || m.filedByOrganizationId === viewer.organizationId));
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
          checkedInAt: registration.checkedInAt?.toISOString() ?? null,
          leftAt: registration.leftAt?.toISOString() ?? null,
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
    proxies: proxies.map((p) => ({ grantorId: p.grantorId, grantor: p.grantor, holderId: p.holderId, holder: p.holder })),
  };
}

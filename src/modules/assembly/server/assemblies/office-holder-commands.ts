/**
 * The office records who holds an office from an election before the tool was used (the paper
 * minutes of an earlier assembly). The same eligibility rules as an election apply (§ 5 Abs. 3,
 * § 6 Abs. 4); a seat that is held must be vacated by an election, never overwritten here.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { now as currentTime } from "#platform/clock.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { checkCandidacy, checkSeat, OFFICE_LABELS, termEndsOn } from "../../domain/elections.ts";
import type { OfficeHolderInput } from "../../schema/office-term.ts";
import { heldOffices, organizationStanding } from "../ballots/create-ballot.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { officeTerms } from "../tables.ts";

export async function recordOfficeHolder(db: Db, input: OfficeHolderInput, actor: { id: string }, now: Date = currentTime()): Promise<{ id: string }> {
  const today = berlinDate(now);
  enforce(checkSeat(input.office, input.seat));
  if (input.electedOn > today) throw refusal("elected_in_future", "Das Wahldatum darf nicht in der Zukunft liegen.", 422);
  return db.transaction(async (tx) => {
    // One writer per seat: the partial unique index decides, this lock gives the German answer.
    // Raw: an advisory lock is a function call, not a query over a table.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`office-seat:${input.office}:${input.seat}`}))`);
    const [held] = await tx
      .select({ personName: officeTerms.personName, electedOn: officeTerms.electedOn })
      .from(officeTerms)
      .where(and(eq(officeTerms.office, input.office), eq(officeTerms.seat, input.seat), isNull(officeTerms.endedOn)));
    if (held) {
      throw refusal(
        "seat_occupied",
        `Das Amt ${OFFICE_LABELS[input.office]} hat ${held.personName} inne (gewählt am ${formatGermanDate(held.electedOn)}). Ein besetztes Amt wird durch eine Wahl in der Mitgliederversammlung neu besetzt.`,
      );
    }
    let organizationId: string | null = null;
    if (input.userId) {
      const [person] = await tx
        .select({ organizationId: profiles.organizationId })
        .from(profiles)
        .where(and(eq(profiles.id, input.userId), isNull(profiles.deactivatedAt)));
      if (!person) throw notFound("Person nicht gefunden.");
      organizationId = person.organizationId;
    }
    const standing = organizationId ? await organizationStanding(tx, organizationId, today) : null;
    const held_ = await heldOffices(tx);
    enforce(
      checkCandidacy(
        input.office,
        {
          personKey: input.userId ?? `name:${input.personName.trim().toLowerCase()}`,
          name: input.personName,
          organizationClass: standing?.membershipClass ?? null,
          organizationActive: standing?.active ?? false,
        },
        held_,
      ),
    );
    const [row] = await tx
      .insert(officeTerms)
      .values({
        office: input.office,
        seat: input.seat,
        personName: input.personName,
        userId: input.userId,
        organizationId,
        electedOn: input.electedOn,
        termEndsOn: termEndsOn(input.electedOn),
      })
      .returning({ id: officeTerms.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "office_holder_recorded",
      entityType: "association_office_term",
      entityId: row!.id,
      after: { ...input, organizationId },
    });
    await recordActivity(tx, {
      userId: actor.id,
      type: "office_holder_recorded",
      description: `${input.personName} als ${OFFICE_LABELS[input.office]} erfasst (gewählt am ${input.electedOn})`,
      metadata: { termId: row!.id, office: input.office, seat: input.seat },
    });
    return { id: row!.id };
  });
}

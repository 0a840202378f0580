/**
 * The office records who holds an office from an election before the tool was used (the paper
 * minutes of an earlier assembly). The same eligibility rules as an election apply (§ 5 Abs. 3,
 * § 6 Abs. 4); a seat that is held must be vacated by an election, never overwritten here.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { now as currentTime } from "#platform/clock.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { checkCandidacy, checkSeat, OFFICE_LABELS, termEndsOn, type Office } from "../../domain/elections.ts";
import type { MembershipClass } from "../../domain/entitlement.ts";
import type { OfficeHolderInput } from "../../schema/office-term.ts";
import { enforce, notFound, refusal } from "../refusal.ts";

export async function recordOfficeHolder(db: Db, input: OfficeHolderInput, actor: { id: string }, now: Date = currentTime()): Promise<{ id: string }> {
  const today = berlinDate(now);
  enforce(checkSeat(input.office, input.seat));
  if (input.electedOn > today) throw refusal("elected_in_future", "Das Wahldatum darf nicht in der Zukunft liegen.", 422);
  return db.transaction(async (tx) => {
    // One writer per seat: the partial unique index decides, this lock gives the German answer.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`office-seat:${input.office}:${input.seat}`}))`);
    const [held] = rowsOf<{ person_name: string; elected_on: string }>(
      await tx.execute(
        sql`SELECT person_name, to_char(elected_on, 'YYYY-MM-DD') AS elected_on FROM association_office_terms WHERE office = ${input.office} AND seat = ${input.seat} AND ended_on IS NULL`,
      ),
    );
    if (held) {
      throw refusal(
        "seat_occupied",
        `Das Amt ${OFFICE_LABELS[input.office]} hat ${held.person_name} inne (gewählt am ${formatGermanDate(held.elected_on)}). Ein besetztes Amt wird durch eine Wahl in der Mitgliederversammlung neu besetzt.`,
      );
    }
    let organizationId: string | null = null;
    if (input.userId) {
      const [person] = rowsOf<{ organization_id: string | null }>(
        await tx.execute(sql`SELECT organization_id FROM profiles WHERE id = ${input.userId} AND deactivated_at IS NULL`),
      );
      if (!person) throw notFound("Person nicht gefunden.");
      organizationId = person.organization_id;
    }
    const [standing] = organizationId
      ? rowsOf<{ membership_class: MembershipClass; active: boolean }>(
          await tx.execute(sql`
            SELECT membership_class, (entry_date <= ${today}::date AND (exit_date IS NULL OR exit_date >= ${today}::date)) AS active
            FROM memberships WHERE organization_id = ${organizationId}`),
        )
      : [];
    const held_ = rowsOf<{ user_id: string | null; person_name: string; office: Office }>(
      await tx.execute(sql`SELECT user_id, person_name, office FROM association_office_terms WHERE ended_on IS NULL`),
    ).map((r) => ({ personKey: r.user_id ?? `name:${r.person_name.trim().toLowerCase()}`, office: r.office }));
    enforce(
      checkCandidacy(
        input.office,
        {
          personKey: input.userId ?? `name:${input.personName.trim().toLowerCase()}`,
          name: input.personName,
          organizationClass: standing?.membership_class ?? null,
          organizationActive: standing?.active ?? false,
        },
        held_,
      ),
    );
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO association_office_terms (office, seat, person_name, user_id, organization_id, elected_on, term_ends_on)
        VALUES (${input.office}, ${input.seat}, ${input.personName}, ${input.userId}, ${organizationId}, ${input.electedOn}::date, ${termEndsOn(input.electedOn)}::date)
        RETURNING id`),
    );
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

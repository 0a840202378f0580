/** § 7 Abs. 5: one present voting member demands a secret election; the draft ballot becomes secret. */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkSecretDemand, type BallotMode, type BallotStatus } from "../../domain/ballots.ts";
import { loadElectorate } from "../electorate-query.ts";
import { enforce, notFound } from "../refusal.ts";

export async function demandSecretBallot(db: Db, ballotId: string, person: { id: string; organizationId: string | null }, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [ballot] = rowsOf<{ assembly_id: string; subject: string; status: BallotStatus; mode: BallotMode }>(
      await tx.execute(sql`SELECT assembly_id, subject, status, mode FROM assembly_ballots WHERE id = ${ballotId} FOR UPDATE`),
    );
    if (!ballot) throw notFound("Abstimmung nicht gefunden.");
    const { electorate } = await loadElectorate(tx, ballot.assembly_id, berlinDate(now));
    const demanderVoting = person.organizationId !== null && (electorate.votesByPerson.get(person.id) ?? []).includes(person.organizationId);
    enforce(
      checkSecretDemand({ subject: ballot.subject === "election" ? "election" : "motion", ballotStatus: ballot.status, mode: ballot.mode, demanderVoting }),
    );
    await tx.execute(sql`
      UPDATE assembly_ballots SET mode = 'secret', secret_demanded_by_organization_id = ${person.organizationId}, version = version + 1
      WHERE id = ${ballotId}`);
    await recordAudit(tx, {
      actorUserId: person.id,
      action: "secret_ballot_demanded",
      entityType: "assembly_ballot",
      entityId: ballotId,
      after: { organizationId: person.organizationId },
    });
  });
}

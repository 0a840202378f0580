/** § 7 Abs. 5: one present voting member demands a secret election; the draft ballot becomes secret. */
import { now as currentTime } from "#platform/clock.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkSecretDemand } from "../../domain/ballots.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { enforce, notFound } from "../refusal.ts";
import { ballots } from "../tables.ts";

export async function demandSecretBallot(db: Db, ballotId: string, person: { id: string; organizationId: string | null }, now: Date = currentTime()) {
  return db.transaction(async (tx) => {
    const [ballot] = await tx
      .select({ assemblyId: ballots.assemblyId, subject: ballots.subject, status: ballots.status, mode: ballots.mode })
      .from(ballots)
      .where(eq(ballots.id, ballotId))
      .for("update");
    if (!ballot) throw notFound("Abstimmung nicht gefunden.");
    const { electorate } = await loadElectorate(tx, ballot.assemblyId, berlinDate(now));
    const demanderVoting = person.organizationId !== null && (electorate.votesByPerson.get(person.id) ?? []).includes(person.organizationId);
    enforce(
      checkSecretDemand({ subject: ballot.subject === "election" ? "election" : "motion", ballotStatus: ballot.status, mode: ballot.mode, demanderVoting }),
    );
    await tx
      .update(ballots)
      .set({ mode: "secret", secretDemandedByOrganizationId: person.organizationId, version: sql`${ballots.version} + 1` })
      .where(eq(ballots.id, ballotId));
    await recordAudit(tx, {
      actorUserId: person.id,
      action: "secret_ballot_demanded",
      entityType: "assembly_ballot",
      entityId: ballotId,
      after: { organizationId: person.organizationId },
    });
  });
}

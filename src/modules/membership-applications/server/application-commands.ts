/**
 * The review of a membership application: moving it to review, recording a withdrawal, and the
 * presidium's decision. Each step is one transaction guarded by the row's version, with its audit
 * entry and activity log entry; an approval also admits the member. Mails are queued in the same
 * transaction (outbox) and dispatched by the caller after the response.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { membershipApplications as apps } from "./tables.ts";
import type { MembershipApplicationRow } from "../index.ts";
import { HttpError, invalidInput } from "#platform/http/errors.ts";
import { now } from "#platform/clock.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { transitionRefusal, APPLICATION_STATUS_LABELS, type ApplicationStatus } from "../domain/application-status.ts";
import type { ApplicationDecision, ApplicationStatusChange } from "../schema/review.ts";
import { decisionDateProblem } from "../domain/decision-date.ts";
import { assertAdmissionAllowed } from "#modules/assembly/index.ts";
import { admitMember } from "#modules/members/index.ts";
import { approvalMail, rejectionMail } from "./decision-mails.ts";
import type { Actor } from "#platform/auth/require-user.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { grantRepresentativeAccess, type RepresentativeAccess } from "#modules/members/index.ts";
import { berlinDate } from "#shared/dates.ts";

/** Locks the row, then insists on the expected version and an allowed transition. */
async function lockForTransition(tx: Tx, id: string, expectedVersion: number, to: ApplicationStatus): Promise<MembershipApplicationRow> {
  const [row] = await tx.select().from(apps).where(eq(apps.id, id)).for("update");
  if (!row) throw notFound("Der Mitgliedsantrag");
  if (row.version !== expectedVersion) throw versionConflict(row.version);
  const refusal = transitionRefusal(row.status, to);
  if (refusal) throw new HttpError(409, "invalid_transition", refusal);
  return row;
}

async function logStep(tx: Tx, actor: Actor, row: MembershipApplicationRow, to: ApplicationStatus, reason: string | null, extra: Record<string, unknown> = {}) {
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: `application_${to}`,
    entityType: "membership_application",
    entityId: row.id,
    before: { status: row.status, version: row.version },
    after: { status: to, version: row.version + 1, ...extra },
    reason,
  });
}

export async function changeApplicationStatus(db: Db, id: string, input: ApplicationStatusChange, actor: Actor) {
  return db.transaction(async (tx) => {
    const row = await lockForTransition(tx, id, input.version, input.status);
    const [updated] = await tx
      .update(apps)
      .set({ status: input.status, version: sql`${apps.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(apps.id, id), eq(apps.version, input.version)))
      .returning({ id: apps.id, status: apps.status, version: apps.version });
    if (!updated) throw versionConflict(row.version);
    await logStep(tx, actor, row, input.status, input.note ?? null);
    await recordActivity(tx, {
      userId: actor.id,
      type: "application_status_changed",
      description: `Mitgliedsantrag ${row.companyName}: ${APPLICATION_STATUS_LABELS[row.status]} → ${APPLICATION_STATUS_LABELS[input.status]}`,
      metadata: { applicationId: id, from: row.status, to: input.status },
    });
    return updated;
  });
}

export interface DecisionResult {
  id: string;
  status: ApplicationStatus;
  version: number;
  decisionDate: string;
  organizationId: string | null;
  membershipId: string | null;
  /** Outbox rows to dispatch after answering. */
  deliveryIds: string[];
  /** The representative's invitation (mail or Clerk call), dispatched after the commit. */
  invitationDeliveryIds: string[];
  /** For the invitation after commit (approval only). */
  application: MembershipApplicationRow;
  /** Approval only: the representative's account, to be delivered after the commit. */
  access: RepresentativeAccess | null;
}

/** `origin`: the site's origin, for the representative's invitation link. */
export async function decideApplication(db: Db, id: string, input: ApplicationDecision, actor: Actor, origin: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    // The platform clock decides what "today" is (x-dev-now in browser tests).
    const today = berlinDate(now());
    const future = decisionDateProblem(input.decisionDate, null, today);
    if (future) throw invalidInput([`decisionDate: ${future}`]);
    const row = await lockForTransition(tx, id, input.version, input.decision);
    const beforeReceipt = decisionDateProblem(input.decisionDate, berlinDate(row.createdAt), today);
    if (beforeReceipt) throw invalidInput([`decisionDate: ${beforeReceipt}`]);
    // § 3 Abs. 5: no admission between an invitation and its assembly, not even back-dated (the assembly module's rule).
    if (input.decision === "approved") await assertAdmissionAllowed(tx, input.decisionDate, today);
    const admitted = input.decision === "approved" ? await admitMember(tx, row, input.membershipClass, input.decisionDate, actor.id) : null;
    const [updated] = await tx
      .update(apps)
      .set({
        status: input.decision,
        version: sql`${apps.version} + 1`,
        decisionReason: input.reason,
        decisionDate: input.decisionDate,
        decidedAt: sql`now()`,
        decidedBy: actor.id,
        organizationId: admitted?.organization.id ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(apps.id, id), eq(apps.version, input.version)))
      .returning({ id: apps.id, status: apps.status, version: apps.version });
    if (!updated) throw versionConflict(row.version);

    const decision = { decisionDate: input.decisionDate, organizationId: admitted?.organization.id ?? null, membershipId: admitted?.membership.id ?? null };
    await logStep(tx, actor, row, input.decision, input.reason, decision);
    const mailInput = { ...row, decisionDate: input.decisionDate, reason: input.reason };
    const reference = `membership_application:${id}`;
    let access: RepresentativeAccess | null = null;
    if (admitted) {
      access = await grantRepresentativeAccess(tx, {
        email: row.representativeEmail,
        firstName: row.representativeFirstname,
        lastName: row.representativeLastname,
        organizationId: admitted.organization.id,
        invitedBy: actor.id,
        companyName: row.companyName,
        origin,
      });
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "member_created",
        entityType: "membership",
        entityId: admitted.membership.id,
        after: admitted.membership,
        reason: input.reason,
      });
      await recordActivity(tx, {
        userId: actor.id,
        type: "member_created",
        description: `Mitglied aufgenommen: ${row.companyName}`,
        metadata: { applicationId: id, ...decision, membershipClass: input.membershipClass },
      });
    } else {
      await recordActivity(tx, {
        userId: actor.id,
        type: "application_status_changed",
        description: `Mitgliedsantrag ${row.companyName} abgelehnt`,
        metadata: { applicationId: id, from: row.status, to: "rejected" },
      });
    }
    const mail = admitted ? approvalMail(mailInput, input.membershipClass, admitted.membership.entryDate) : rejectionMail(mailInput);
    const deliveryIds = await enqueue(tx, [mailDelivery(mail, reference)]);
    return {
      ...updated,
      ...decision,
      deliveryIds,
      invitationDeliveryIds: access?.kind === "invitation" ? access.invitation.deliveryIds : [],
      application: row,
      access,
    };
  });
}

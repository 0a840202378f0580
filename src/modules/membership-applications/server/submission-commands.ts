/**
 * Stores a validated membership application with status pending and, in the same transaction,
 * queues its deliveries: the confirmation to the applicant, the notice to the office and one
 * webhook POST per MEMBERSHIP_WEBHOOK_URLS entry, and tells the people who decide it in the app
 * (notify-deciders.ts). Nothing is sent here; the caller dispatches
 * the returned delivery ids after answering.
 */
import type { ApplicationPayload } from "../schema/application.ts";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { membershipApplications } from "./tables.ts";
import type { MembershipApplicationRow } from "../index.ts";
import { applicationConfirmationMail, applicationOfficeMail } from "./mails.ts";
import { enqueue, mailDelivery, type Delivery } from "#platform/outbox/enqueue.ts";
import { membershipWebhookUrls } from "#platform/webhooks/webhook-config.ts";
import { notifyDeciders } from "./notify-deciders.ts";
import { berlinDate } from "#shared/dates.ts";

export interface SubmittedApplication {
  id: string;
  deliveryIds: string[];
}

/** The same company and address on the same Berlin day are one submission (issue 10). */
export function submissionKey(payload: Pick<ApplicationPayload, "company_name" | "email">, now = new Date()): string {
  const normalized = `${payload.company_name.trim().replace(/\s+/g, " ").toLowerCase()}|${payload.email.trim().toLowerCase()}|${berlinDate(now)}`;
  return createHash("sha256").update(normalized).digest("hex");
}

export async function submitApplication(payload: ApplicationPayload): Promise<SubmittedApplication> {
  const db = await getDb();
  const key = submissionKey(payload);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(membershipApplications)
      .values({ ...toRow(payload), submissionKey: key })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Already received today: answer like the first time, store and mail nothing again.
      const [existing] = await tx.select({ id: membershipApplications.id }).from(membershipApplications).where(eq(membershipApplications.submissionKey, key));
      if (!existing) throw new Error("Duplicate application without a stored row");
      return { id: existing.id, deliveryIds: [] };
    }
    const reference = `membership_application:${row.id}`;
    const deliveries: Delivery[] = [
      mailDelivery(applicationConfirmationMail(payload), reference),
      mailDelivery(applicationOfficeMail(payload, row.id), reference),
      ...membershipWebhookUrls().map((url): Delivery => ({ kind: "webhook", target: url, payload: webhookBody(row), reference })),
    ];
    const mailIds = await enqueue(tx, deliveries);
    const notified = await notifyDeciders(tx, row);
    return { id: row.id, deliveryIds: [...mailIds, ...notified] };
  });
}

function toRow({ status: _status, ...p }: ApplicationPayload): typeof membershipApplications.$inferInsert {
  return {
    companyName: p.company_name,
    legalForm: p.legal_form,
    employeeCount: p.employee_count,
    street: p.street,
    postalCode: p.postal_code,
    city: p.city,
    state: p.state,
    phone: p.phone,
    email: p.email,
    website: p.website,
    representativeSalutation: p.representative_salutation,
    representativeTitle: p.representative_title,
    representativeFirstname: p.representative_firstname,
    representativeLastname: p.representative_lastname,
    representativePosition: p.representative_position,
    representativeEmail: p.representative_email,
    representativePhone: p.representative_phone,
    infrastructureTypes: p.infrastructure_types,
    trackLength: p.track_length === null ? null : p.track_length.toFixed(1),
    desiredEntryDate: p.desired_entry_date,
    referralSource: p.referral_source,
    status: "pending",
  };
}

/** The webhook body: the stored application with the field names of SPEC section 3. */
export function webhookBody(row: MembershipApplicationRow): Record<string, unknown> {
  return {
    id: row.id,
    company_name: row.companyName,
    legal_form: row.legalForm,
    employee_count: row.employeeCount,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    state: row.state,
    phone: row.phone,
    email: row.email,
    website: row.website,
    representative_salutation: row.representativeSalutation,
    representative_title: row.representativeTitle,
    representative_firstname: row.representativeFirstname,
    representative_lastname: row.representativeLastname,
    representative_position: row.representativePosition,
    representative_email: row.representativeEmail,
    representative_phone: row.representativePhone,
    infrastructure_types: row.infrastructureTypes,
    track_length: row.trackLength === null ? null : Number(row.trackLength),
    desired_entry_date: row.desiredEntryDate,
    referral_source: row.referralSource,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

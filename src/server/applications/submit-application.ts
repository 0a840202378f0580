/**
 * Stores a validated membership application with status pending and, in the same transaction,
 * queues its deliveries: the confirmation to the applicant, the notice to the office and one
 * webhook POST per MEMBERSHIP_WEBHOOK_URLS entry. Nothing is sent here; the caller dispatches
 * the returned delivery ids after answering.
 */
import type { ApplicationPayload } from "../../shared/schemas/membership-application.ts";
import { getDb } from "../db/client.ts";
import { membershipApplications, type MembershipApplicationRow } from "../db/schema/forms.ts";
import { applicationConfirmationMail, applicationOfficeMail } from "../mail/templates/application-mails.ts";
import { enqueue, mailDelivery, type Delivery } from "../outbox/enqueue.ts";
import { membershipWebhookUrls } from "../webhooks/webhook-config.ts";

export interface SubmittedApplication {
  id: string;
  deliveryIds: string[];
}

export async function submitApplication(payload: ApplicationPayload): Promise<SubmittedApplication> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(membershipApplications).values(toRow(payload)).returning();
    if (!row) throw new Error("Insert returned no row");
    const reference = `membership_application:${row.id}`;
    const deliveries: Delivery[] = [
      mailDelivery(applicationConfirmationMail(payload), reference),
      mailDelivery(applicationOfficeMail(payload, row.id), reference),
      ...membershipWebhookUrls().map((url): Delivery => ({ kind: "webhook", target: url, payload: webhookBody(row), reference })),
    ];
    return { id: row.id, deliveryIds: await enqueue(tx, deliveries) };
  });
}

function toRow(p: ApplicationPayload): typeof membershipApplications.$inferInsert {
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

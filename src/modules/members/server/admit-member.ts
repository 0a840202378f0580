/**
 * Approval's effect on the register, inside the decision's transaction: the organisation (kind
 * member_company), its membership and the representative as contact person (a CRM contact of
 * the organisation, marked as representative), all from the submitted application.
 */
import type { Db } from "#platform/db/client.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import type { MembershipClass } from "#shared/membership.ts";
import { memberships } from "./tables.ts";

/**
 * What admission reads of an approved application (the applications module's row has these
 * fields; the register does not import that module, which imports this one).
 */
export interface AdmittedApplication {
  id: string;
  companyName: string;
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  state: string;
  website: string | null;
  phone: string;
  email: string;
  desiredEntryDate: string;
  trackLength: string | null;
  infrastructureTypes: string[];
  employeeCount: number;
  representativeTitle: string | null;
  representativeFirstname: string;
  representativeLastname: string;
  representativePosition: string;
  representativeEmail: string;
  representativePhone: string | null;
}

/** Membership begins on the desired entry date, but never before the presidium decided. */
export function entryDateFor(desiredEntryDate: string, decisionDate: string): string {
  return desiredEntryDate > decisionDate ? desiredEntryDate : decisionDate;
}

/** `tx`: the decision's transaction (or the seeder's database). */
export async function admitMember(
  tx: Pick<Db, "insert">,
  application: AdmittedApplication,
  membershipClass: MembershipClass,
  decisionDate: string,
  admittedBy: string | null = null,
) {
  const [organization] = await tx
    .insert(organizations)
    .values({
      name: application.companyName,
      kind: "member_company",
      legalForm: application.legalForm,
      street: application.street,
      postalCode: application.postalCode,
      city: application.city,
      state: application.state,
      website: application.website,
      phone: application.phone,
      email: application.email,
    })
    .returning();
  const [membership] = await tx
    .insert(memberships)
    .values({
      organizationId: organization!.id,
      membershipClass,
      status: "active",
      entryDate: entryDateFor(application.desiredEntryDate, decisionDate),
      trackLengthKm: application.trackLength,
      infrastructureTypes: application.infrastructureTypes,
      employeeCount: application.employeeCount,
      applicationId: application.id,
    })
    .returning();
  await tx.insert(crmContacts).values({
    organizationId: organization!.id,
    title: application.representativeTitle || null,
    firstName: application.representativeFirstname,
    lastName: application.representativeLastname,
    jobFunction: application.representativePosition || null,
    email: application.representativeEmail,
    phone: application.representativePhone || null,
    isRepresentative: true,
    createdBy: admittedBy,
  });
  return { organization: organization!, membership: membership! };
}

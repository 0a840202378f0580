/**
 * Approval's effect on the register, inside the decision's transaction: the organisation (kind
 * member_company), its membership and the representative as contact person, all from the
 * submitted application.
 */
import type { Db } from "../db/client.ts";
import type { MembershipApplicationRow } from "../db/schema/forms.ts";
import { memberContacts, memberships } from "../db/schema/members.ts";
import { organizations } from "../db/schema/organizations.ts";
import type { MembershipClass } from "../../shared/members/membership-labels.ts";
import { SALUTATION_LABELS, type ApplicationPayload } from "../../shared/schemas/membership-application.ts";

type Tx = Pick<Db, "insert">;

/** Membership begins on the desired entry date, but never before the presidium decided. */
export function entryDateFor(desiredEntryDate: string, decisionDate: string): string {
  return desiredEntryDate > decisionDate ? desiredEntryDate : decisionDate;
}

export function representativeName(a: Pick<MembershipApplicationRow, "representativeSalutation" | "representativeTitle" | "representativeFirstname" | "representativeLastname">): string {
  const salutation = SALUTATION_LABELS[a.representativeSalutation as ApplicationPayload["representative_salutation"]];
  return [a.representativeSalutation === "divers" ? null : salutation, a.representativeTitle, a.representativeFirstname, a.representativeLastname].filter(Boolean).join(" ");
}

export async function admitMember(tx: Tx, application: MembershipApplicationRow, membershipClass: MembershipClass, decisionDate: string) {
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
  await tx.insert(memberContacts).values({
    organizationId: organization!.id,
    name: representativeName(application),
    position: application.representativePosition,
    email: application.representativeEmail,
    phone: application.representativePhone,
    isRepresentative: true,
  });
  return { organization: organization!, membership: membership! };
}

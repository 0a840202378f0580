/**
 * What other modules may use of the assembly module: the admission rule of § 3 Abs. 5 that every
 * way into the member register calls (ADR 230), the assemblies that freeze admissions (shown in
 * the applications' review), and the elected office terms (shown in the member register).
 */
export { admissionVerdict, assertAdmissionAllowed, assertRegisterChangeAllowed, currentAdmissionPause } from "./server/admission-check.ts";
export type { MembershipFacts } from "./domain/admission.ts";
export { upcomingAdmissionFreezes } from "./server/queries/admission-freezes.ts";
export { currentOfficeTerms, officeTermsOfOrganization, type OfficeTermView } from "./server/queries/office-terms.ts";
export { assemblySeeder } from "./server/seed.ts";
export { assemblyRemindersJob } from "./server/reminders-job.ts";
export { assemblyAttention, type AssemblyAttention, type AssemblyDeadlineKind } from "./server/queries/attention.ts";
/** "Member on a day" (entered, not yet exited; the exit date is the last day): all and voting members. */
export { memberCounts } from "./server/member-standing-queries.ts";
/** The rule behind every member count (the exit date is the last day): analytics counts its months by it. */
export { isMemberOn } from "./domain/membership-day.ts";

/**
 * What other modules may use of the assembly module: the assemblies that freeze admissions
 * (§ 3 Abs. 5, read by the membership applications' admission rule) and the elected office
 * terms (shown in the member register).
 */
import type { Db } from "../../platform/db/client.ts";
import { admissionFreezesOn } from "./server/queries/admission-freezes.ts";

export { admissionFreezesOn, upcomingAdmissionFreezes } from "./server/queries/admission-freezes.ts";
export { currentOfficeTerms, officeTermsOfOrganization, type OfficeTermView } from "./server/queries/office-terms.ts";

/** The admission rule's AssemblyProvider, fed from real assemblies. */
export function assemblyAdmissionProvider(db: Pick<Db, "execute">) {
  return (onDate: string) => admissionFreezesOn(db, onDate);
}
export { assemblySeeder } from "./server/seed.ts";
export { assemblyRemindersJob } from "./server/reminders-job.ts";

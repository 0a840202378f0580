/**
 * What other modules may use of membership applications: the row type (admission copies it into
 * the register) and the statutes' admission window, which the voting module feeds with real
 * assemblies (an AssemblyProvider).
 */
export type { MembershipApplicationRow } from "./server/tables.ts";
export { admissionWindow, canAdmitNow, type AdmissionCheck, type AssemblyProvider, type ScheduledAssembly } from "./rules/admission-window.ts";
export { membershipApplicationsSeeder } from "./server/seed.ts";

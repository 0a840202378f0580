import { germanDate } from "../../../shared/schemas/dates.ts";
/**
 * Statutes: no new members are admitted between the invitation to a general assembly and the
 * assembly itself, so the electorate is fixed when the invitation goes out. The window is
 * inclusive on both ends: from the day the invitation was sent through the assembly day.
 *
 * This is the one place the rule lives. Its input is a provider of scheduled assemblies; today
 * the voting module feeds it with real assemblies (assemblyAdmissionProvider in its index.ts).
 */
export interface ScheduledAssembly {
  id: string;
  title: string;
  /** ISO date the invitation was sent (statutes count the notice period from the send date). */
  invitationSentAt: string;
  /** ISO date of the assembly. */
  heldAt: string;
}

export type AssemblyProvider = (onDate: string) => Promise<readonly ScheduledAssembly[]>;

export type AdmissionCheck = { allowed: true } | { allowed: false; blockedBy: ScheduledAssembly; message: string };

/** Pure: the decision for one date against a list of assemblies. */
export function admissionWindow(onDate: string, assemblies: readonly ScheduledAssembly[]): AdmissionCheck {
  const blocking = assemblies.find((a) => a.invitationSentAt <= onDate && onDate <= a.heldAt);
  if (!blocking) return { allowed: true };
  return {
    allowed: false,
    blockedBy: blocking,
    message: `Zwischen der Einladung (${germanDate(blocking.invitationSentAt)}) und der Mitgliederversammlung „${blocking.title}“ (${germanDate(blocking.heldAt)}) dürfen keine neuen Mitglieder aufgenommen werden.`,
  };
}

export async function canAdmitNow(onDate: string, provider: AssemblyProvider): Promise<AdmissionCheck> {
  return admissionWindow(onDate, await provider(onDate));
}

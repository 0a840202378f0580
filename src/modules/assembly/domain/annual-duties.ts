/**
 * Duties that follow from the calendar: at least one ordinary assembly per calendar year
 * (§ 4 Abs. 3) and minutes accessible to the members within four weeks (§ 4 Abs. 11).
 */
import { addDays, formatGermanDate, yearOf, type IsoDate } from "#shared/dates.ts";
import { latestInvitationDate } from "./convocation.ts";

export type AssemblyKind = "ordinary" | "extraordinary" | "repeat";
export type AssemblyStatus = "draft" | "invited" | "running" | "closed" | "inquorate" | "cancelled";

export interface AssemblyOnRecord {
  kind: AssemblyKind;
  status: AssemblyStatus;
  date: IsoDate;
  /** For a repeat assembly: the kind of the assembly it repeats. */
  repeatsKind?: AssemblyKind | null;
}

export type AnnualAssemblyStatus =
  | { state: "held"; date: IsoDate; message: string }
  | { state: "scheduled"; date: IsoDate; message: string }
  | { state: "missing"; inviteBy: IsoDate; overdue: boolean; message: string };

/** A repeat of an ordinary assembly is the ordinary assembly of that year (same agenda). */
function countsAsOrdinary(assembly: AssemblyOnRecord): boolean {
  return assembly.kind === "ordinary" || (assembly.kind === "repeat" && assembly.repeatsKind === "ordinary");
}

export function annualAssemblyStatus(year: number, assemblies: readonly AssemblyOnRecord[], today: IsoDate): AnnualAssemblyStatus {
  const ordinary = assemblies.filter((a) => countsAsOrdinary(a) && yearOf(a.date) === year);
  // An inquorate assembly took no decisions: it does not fulfil the duty; its repeat does.
  const held = ordinary.find((a) => a.status === "closed");
  if (held) {
    return { state: "held", date: held.date, message: `Die ordentliche Mitgliederversammlung ${year} hat am ${formatGermanDate(held.date)} stattgefunden.` };
  }
  const scheduled = ordinary
    .filter((a) => a.status === "draft" || a.status === "invited" || a.status === "running")
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (scheduled) {
    return {
      state: "scheduled",
      date: scheduled.date,
      message: `Die ordentliche Mitgliederversammlung ${year} ist für den ${formatGermanDate(scheduled.date)} geplant.`,
    };
  }
  const inviteBy = latestInvitationDate(`${year}-12-31`);
  const overdue = today > inviteBy;
  const message = overdue
    ? `Für ${year} hat keine ordentliche Mitgliederversammlung stattgefunden, obwohl die Satzung mindestens eine im Kalenderjahr verlangt (§ 4 Abs. 3 Satzung). Eine fristgerechte Einladung ist in diesem Jahr nicht mehr möglich.`
    : `Für ${year} ist noch keine ordentliche Mitgliederversammlung geplant (mindestens eine im Kalenderjahr, § 4 Abs. 3 Satzung). Die Einladung muss spätestens am ${formatGermanDate(inviteBy)} versandt werden.`;
  return { state: "missing", inviteBy, overdue, message };
}

/** § 4 Abs. 11: minutes accessible to the members within four weeks of the assembly. */
export const MINUTES_DUE_DAYS = 28;

export function minutesDueDate(assemblyDate: IsoDate): IsoDate {
  return addDays(assemblyDate, MINUTES_DUE_DAYS);
}

export function minutesReminder(assemblyDate: IsoDate, today: IsoDate, published: boolean): string | null {
  if (published) return null;
  const due = minutesDueDate(assemblyDate);
  return today > due
    ? `Das Protokoll hätte den Mitgliedern bis zum ${formatGermanDate(due)} zugänglich gemacht werden müssen (§ 4 Abs. 11 Satzung).`
    : `Das Protokoll ist den Mitgliedern bis zum ${formatGermanDate(due)} zugänglich zu machen (§ 4 Abs. 11 Satzung).`;
}

/**
 * § 3 Abs. 5 for every way into the member register (ADR 230): "In der Zeit zwischen der
 * Absendung der Einladung zu einer Mitgliederversammlung und dem Ende dieser Mitgliederversammlung
 * werden keine neuen Mitglieder aufgenommen."
 *
 * - An admission decided on `decisionDate` and recorded at `now` (Berlin day `today`) is refused
 *   when an invitation was sent on or before today and its assembly had not ended by the
 *   decision: the decision lies in the freeze, or it is back-dated across an invitation that went
 *   out without this member (the invited electorate would no longer be complete).
 * - The freeze ends with the assembly, not with its day (ADR 285): a decision dated today and
 *   recorded after the assembly was closed earlier today is taken after its end and admits. A
 *   decision dated an earlier day counts as the whole of that day (its hour is not known), so
 *   one dated the assembly's day but recorded later stays refused: the cautious reading of ADR 230.
 * - An edit of the register (class, entry date) is refused while a freeze lasts when it would add
 *   a member or a vote to the invited assembly's electorate: the same as admitting one.
 *
 * `freezes` are the assemblies' freezes that may matter (admission-freeze.ts); the rule decides.
 */
import { berlinDate, berlinTime, formatGermanDate, formatGermanDateTime, type IsoDate } from "#shared/dates.ts";
import { freezeEndedBy, type AdmissionFreeze } from "./admission-freeze.ts";
import type { MembershipClass } from "./entitlement.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

const STATUTE = "(§ 3 Abs. 5 Satzung)";

/** When admissions resume, said to the person who was refused (nothing once that lies in the past). */
function resumes(freeze: AdmissionFreeze, today: IsoDate): string {
  if (freeze.endedAt) {
    return freeze.heldAt >= today
      ? ` Seit dem Ende der Versammlung (${formatGermanDateTime(freeze.endedAt)} Uhr) sind Aufnahmen mit einem Beschluss von heute wieder möglich.`
      : "";
  }
  if (freeze.heldAt < today) return "";
  return ` Aufnahmen ruhen bis zum Ende der Mitgliederversammlung ${freeze.heldAt === today ? "heute" : `am ${formatGermanDate(freeze.heldAt)}`} und sind danach wieder möglich.`;
}

/** Does the freeze still hold a decision of `decisionDate` recorded at `now`? */
function holds(freeze: AdmissionFreeze, decisionDate: IsoDate, today: IsoDate, now: Date | undefined): boolean {
  if (freeze.invitationSentAt > today || freeze.heldAt < decisionDate) return false;
  // Taken today after the assembly's end: admitted (the end is an instant, not a day).
  return !(decisionDate === today && now !== undefined && freezeEndedBy(freeze, now));
}

export function checkAdmission(decisionDate: IsoDate, today: IsoDate, freezes: readonly AdmissionFreeze[], now?: Date): Verdict {
  const relevant = freezes.filter((f) => holds(f, decisionDate, today, now)).sort((a, b) => a.invitationSentAt.localeCompare(b.invitationSentAt));
  const during = relevant.find((f) => f.invitationSentAt <= decisionDate);
  if (during) {
    return refuse(
      "admission_blocked",
      `Zwischen der Einladung (${formatGermanDate(during.invitationSentAt)}) und dem Ende der Mitgliederversammlung „${during.title}“ (${formatGermanDate(during.heldAt)}) dürfen keine neuen Mitglieder aufgenommen werden ${STATUTE}.${resumes(during, today)}`,
    );
  }
  const crossed = relevant[0];
  if (crossed) {
    const later =
      crossed.endedAt && berlinDate(crossed.endedAt) === today
        ? ` Erfasst werden kann ein Aufnahmebeschluss von heute (die Versammlung endete um ${berlinTime(crossed.endedAt)} Uhr).`
        : crossed.heldAt >= today
          ? resumes(crossed, today)
          : ` Erfasst werden kann ein Aufnahmebeschluss nach dem ${formatGermanDate(crossed.heldAt)}.`;
    return refuse(
      "admission_blocked",
      `Eine Aufnahme zum ${formatGermanDate(decisionDate)} kann nicht mehr erfasst werden: Am ${formatGermanDate(crossed.invitationSentAt)} wurde zur Mitgliederversammlung „${crossed.title}“ (${formatGermanDate(crossed.heldAt)}) eingeladen, ohne dieses Mitglied, und bis zum Ende der Versammlung werden keine Mitglieder aufgenommen ${STATUTE}.${later}`,
    );
  }
  return allowed;
}

export interface MembershipFacts {
  membershipClass: MembershipClass;
  entryDate: IsoDate;
  exitDate: IsoDate | null;
}

const memberOn = (m: MembershipFacts, day: IsoDate) => m.entryDate <= day && (m.exitDate === null || m.exitDate >= day);
const votingOn = (m: MembershipFacts, day: IsoDate) => memberOn(m, day) && m.membershipClass === "ordinary";

/** An edit while a freeze lasts (`freezes`: those in force today, until the assembly's end at `now`) may not add a member or a vote to its electorate. */
export function checkRegisterChange(
  before: MembershipFacts | null,
  after: MembershipFacts,
  today: IsoDate,
  freezes: readonly AdmissionFreeze[],
  now?: Date,
): Verdict {
  for (const f of freezes.filter((x) => x.invitationSentAt <= today && today <= x.heldAt && !(now && freezeEndedBy(x, now)))) {
    const adds = [f.invitationSentAt, f.heldAt].some(
      (day) => (memberOn(after, day) && !(before && memberOn(before, day))) || (votingOn(after, day) && !(before && votingOn(before, day))),
    );
    if (adds) {
      return refuse(
        "admission_blocked",
        `Zwischen der Einladung (${formatGermanDate(f.invitationSentAt)}) und der Mitgliederversammlung „${f.title}“ (${formatGermanDate(f.heldAt)}) werden keine neuen Mitglieder aufgenommen ${STATUTE}: Eine Änderung, die ein Mitglied oder ein Stimmrecht hinzufügt, ist erst nach dem Ende der Versammlung möglich.${resumes(f, today)}`,
      );
    }
  }
  return allowed;
}

/**
 * § 3 Abs. 5 for every way into the member register (ADR 230): "In der Zeit zwischen der
 * Absendung der Einladung zu einer Mitgliederversammlung und dem Ende dieser Mitgliederversammlung
 * werden keine neuen Mitglieder aufgenommen."
 *
 * - An admission decided on `decisionDate` and recorded on `today` is refused when an invitation
 *   was sent on or before today and its assembly had not ended by the decision date: the decision
 *   lies in the freeze, or it is back-dated across an invitation that went out without this
 *   member (the invited electorate would no longer be complete).
 * - An edit of the register (class, entry date) is refused while a freeze lasts when it would add
 *   a member or a vote to the invited assembly's electorate: the same as admitting one.
 *
 * `freezes` are the assemblies' freezes that may matter (admission-freeze.ts); the rule decides.
 */
import { addDays, formatGermanDate, type IsoDate } from "./berlin-calendar.ts";
import type { AdmissionFreeze } from "./admission-freeze.ts";
import type { MembershipClass } from "./entitlement.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

const STATUTE = "(§ 3 Abs. 5 Satzung)";

function resumes(freeze: AdmissionFreeze, today: IsoDate): string {
  return freeze.heldAt >= today ? ` Aufnahmen sind wieder ab dem ${formatGermanDate(addDays(freeze.heldAt, 1))} möglich.` : "";
}

export function checkAdmission(decisionDate: IsoDate, today: IsoDate, freezes: readonly AdmissionFreeze[]): Verdict {
  const relevant = freezes.filter((f) => f.invitationSentAt <= today && f.heldAt >= decisionDate).sort((a, b) => a.invitationSentAt.localeCompare(b.invitationSentAt));
  const during = relevant.find((f) => f.invitationSentAt <= decisionDate);
  if (during) {
    return refuse(
      "admission_blocked",
      `Zwischen der Einladung (${formatGermanDate(during.invitationSentAt)}) und der Mitgliederversammlung „${during.title}“ (${formatGermanDate(during.heldAt)}) dürfen keine neuen Mitglieder aufgenommen werden ${STATUTE}.${resumes(during, today)}`,
    );
  }
  const crossed = relevant[0];
  if (crossed) {
    return refuse(
      "admission_blocked",
      `Eine Aufnahme zum ${formatGermanDate(decisionDate)} kann nicht mehr erfasst werden: Am ${formatGermanDate(crossed.invitationSentAt)} wurde zur Mitgliederversammlung „${crossed.title}“ (${formatGermanDate(crossed.heldAt)}) eingeladen, ohne dieses Mitglied, und bis zum Ende der Versammlung werden keine Mitglieder aufgenommen ${STATUTE}.` +
        (crossed.heldAt >= today ? resumes(crossed, today) : ` Erfasst werden kann ein Aufnahmebeschluss nach dem ${formatGermanDate(crossed.heldAt)}.`),
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

/** An edit while a freeze lasts (`freezes`: those in force today) may not add a member or a vote to its electorate. */
export function checkRegisterChange(before: MembershipFacts | null, after: MembershipFacts, today: IsoDate, freezes: readonly AdmissionFreeze[]): Verdict {
  for (const f of freezes.filter((x) => x.invitationSentAt <= today && today <= x.heldAt)) {
    const adds = [f.invitationSentAt, f.heldAt].some(
      (day) => (memberOn(after, day) && !(before && memberOn(before, day))) || (votingOn(after, day) && !(before && votingOn(before, day))),
    );
    if (adds) {
      return refuse(
        "admission_blocked",
        `Zwischen der Einladung (${formatGermanDate(f.invitationSentAt)}) und der Mitgliederversammlung „${f.title}“ (${formatGermanDate(f.heldAt)}) werden keine neuen Mitglieder aufgenommen ${STATUTE}: Eine Änderung, die ein Mitglied oder ein Stimmrecht hinzufügt, ist erst danach möglich.${resumes(f, today)}`,
      );
    }
  }
  return allowed;
}

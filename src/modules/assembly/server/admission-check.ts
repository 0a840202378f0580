/**
 * The admission rule with the real assemblies (ADR 230): the one check every way into the member
 * register calls (application decision, "Mitglied anlegen", edits of class and entry date).
 * Refusals answer 409 `admission_blocked` in German.
 */
import type { Db, Tx } from "#platform/db/client.ts";
import { now as currentTime } from "#platform/clock.ts";
import { checkAdmission, checkRegisterChange, type MembershipFacts } from "../domain/admission.ts";
import { freezeEndedBy } from "../domain/admission-freeze.ts";
import type { IsoDate } from "#shared/dates.ts";
import type { Verdict } from "../domain/verdict.ts";
import { admissionFreezesBetween, admissionFreezesOn } from "./queries/admission-freezes.ts";
import { enforce } from "./refusal.ts";

type Reader = Db | Tx;

/** May a member be admitted by a decision of `decisionDate`, recorded `today` (now, on the platform clock: the freeze ends at the assembly's end)? */
export async function admissionVerdict(db: Reader, decisionDate: IsoDate, today: IsoDate): Promise<Verdict> {
  const from = decisionDate < today ? decisionDate : today;
  return checkAdmission(decisionDate, today, await admissionFreezesBetween(db, from, today), currentTime());
}

export async function assertAdmissionAllowed(db: Reader, decisionDate: IsoDate, today: IsoDate): Promise<void> {
  enforce(await admissionVerdict(db, decisionDate, today));
}

/** An edit of a membership (`before` null: a new one) that would add a member or a vote to a frozen electorate is refused. */
export async function assertRegisterChangeAllowed(db: Reader, before: MembershipFacts | null, after: MembershipFacts, today: IsoDate): Promise<void> {
  enforce(checkRegisterChange(before, after, today, await admissionFreezesOn(db, today), currentTime()));
}

/** The assembly holding admissions back right now, and the day it ends (for the dashboards: why admissions wait, until when). */
export async function currentAdmissionPause(db: Reader, today: IsoDate): Promise<{ title: string; until: IsoDate } | null> {
  const at = currentTime();
  const freeze = (await admissionFreezesOn(db, today)).find((f) => f.invitationSentAt <= today && !freezeEndedBy(f, at));
  return freeze ? { title: freeze.title, until: freeze.heldAt } : null;
}

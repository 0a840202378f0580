/**
 * § 4 Abs. 5: an extraordinary assembly must be convened when more than one third of the
 * members request it in text form, stating purpose and reasons. "Mitglieder" here are all
 * members (ordinary, supporting and honorary), unlike "Stimmberechtigte" in § 4 Abs. 9: the
 * statutes choose the word deliberately (ADR 151). One member, one request.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { isMoreThanOneThird, moreThanOneThirdNeeded } from "./thresholds.ts";

export interface ThresholdProgress {
  count: number;
  total: number;
  needed: number;
  reached: boolean;
  missing: number;
  /** German sentence for the live display. */
  label: string;
}

export function extraordinaryRequestProgress(requestingMembers: number, totalMembers: number): ThresholdProgress {
  const needed = moreThanOneThirdNeeded(totalMembers);
  const reached = isMoreThanOneThird(requestingMembers, totalMembers);
  const missing = reached ? 0 : needed - requestingMembers;
  const label = reached
    ? `${requestingMembers} von ${countOf(totalMembers, "Mitglied", "Mitgliedern")} ${pluralOf(requestingMembers, "verlangt", "verlangen")} die außerordentliche Versammlung – mehr als ein Drittel ist erreicht; der Vorstand muss sie einberufen (§ 4 Abs. 5 Satzung).`
    : `${requestingMembers} von ${countOf(totalMembers, "Mitglied", "Mitgliedern")} ${pluralOf(requestingMembers, "verlangt", "verlangen")} die außerordentliche Versammlung. Nötig sind mehr als ein Drittel, also ${needed}; es ${pluralOf(missing, "fehlt", "fehlen")} noch ${missing}.`;
  return { count: requestingMembers, total: totalMembers, needed, reached, missing, label };
}

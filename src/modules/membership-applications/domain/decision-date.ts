/**
 * The date of the presidium's decision on an application (§ 3 Abs. 4): a decision that was taken,
 * so not after today, and not before the application reached the office. Whether an approval on
 * that date may admit a member at all is the assembly module's rule (§ 3 Abs. 5, ADR 230).
 */
import { formatGermanDate } from "#shared/dates.ts";

/** `receivedOn` null: only the date itself is checked (before the application is read). */
export function decisionDateProblem(decisionDate: string, receivedOn: string | null, today: string): string | null {
  if (decisionDate > today) return "Das Entscheidungsdatum darf nicht in der Zukunft liegen";
  if (receivedOn !== null && decisionDate < receivedOn)
    return `Der Vorstand kann nicht vor dem Eingang des Antrags (${formatGermanDate(receivedOn)}) entschieden haben (§ 3 Abs. 4 Satzung).`;
  return null;
}

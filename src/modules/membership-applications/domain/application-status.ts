/**
 * The life cycle of a membership application. pending -> in_review -> approved | rejected, and
 * pending | in_review -> withdrawn. approved, rejected and withdrawn are final: nothing changes
 * after the presidium's decision or the applicant's withdrawal.
 */
export const APPLICATION_STATUSES = ["pending", "in_review", "approved", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Eingegangen",
  in_review: "In Prüfung",
  approved: "Angenommen",
  rejected: "Abgelehnt",
  withdrawn: "Zurückgezogen",
};

const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ["in_review", "withdrawn"],
  in_review: ["approved", "rejected", "withdrawn"],
  approved: [],
  rejected: [],
  withdrawn: [],
};

export function allowedNextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT[from];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinalStatus(status: ApplicationStatus): boolean {
  return NEXT[status].length === 0;
}

/** German explanation of why a transition is refused, for the 409/422 answer and the UI. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (canTransition(from, to)) return null;
  if (isFinalStatus(from)) {
    return `Der Antrag ist bereits abgeschlossen (${APPLICATION_STATUS_LABELS[from]}) und kann nicht mehr geändert werden.`;
  }
  return `Ein Antrag mit dem Status „${APPLICATION_STATUS_LABELS[from]}“ kann nicht auf „${APPLICATION_STATUS_LABELS[to]}“ gesetzt werden.`;
}

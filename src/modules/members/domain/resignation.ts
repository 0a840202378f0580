/**
 * When a written resignation takes effect (statutes: membership ends by written resignation
 * "up to one month before year end", effective at the end of the calendar year = fiscal year).
 *
 * "One month before year end", made precise: the one-month notice period ends with 31 December
 * and, counted backwards (§§ 187, 188 BGB), begins on 1 December. A resignation must therefore
 * have reached the association by 30 November (inclusive, Berlin calendar date) to end the
 * membership on 31 December of the same year. A resignation received on 1 December or later
 * ends the membership on 31 December of the following year.
 *
 * Dates are ISO calendar dates (YYYY-MM-DD) so that no time zone can shift them.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last day on which a resignation still ends the membership in the same year. */
export function resignationDeadline(year: number): string {
  return `${year}-11-30`;
}

export function resignationEffectiveDate(receivedOn: string): string {
  const match = ISO_DATE.exec(receivedOn);
  if (!match) throw new RangeError(`Not an ISO date: ${receivedOn}`);
  const year = Number(match[1]);
  return receivedOn <= resignationDeadline(year) ? `${year}-12-31` : `${year + 1}-12-31`;
}

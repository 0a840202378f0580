/**
 * Share thresholds of the statutes, in integer arithmetic so that "exactly one third" or
 * "exactly three quarters" is never blurred by floating point.
 */

/** § 4 Abs. 5 and § 7 Abs. 4: "mehr als ein Drittel" – strictly more; exactly a third is not enough. */
export function isMoreThanOneThird(count: number, total: number): boolean {
  return total > 0 && count * 3 > total;
}

/** The smallest count that is more than a third of `total` (30 members: 11; 31 members: 11; 33: 12). */
export function moreThanOneThirdNeeded(total: number): number {
  return Math.floor(total / 3) + 1;
}

/** § 4 Abs. 9: "mindestens zehn Prozent" – exactly ten percent is enough. */
export function isAtLeastTenPercent(count: number, total: number): boolean {
  return total > 0 && count * 10 >= total;
}

/** The smallest count that is at least ten percent of `total` (20: 2; 21: 3; 25: 3; 9: 1). */
export function tenPercentNeeded(total: number): number {
  return Math.max(1, Math.ceil(total / 10));
}

/** § 7 Abs. 3 and 4: "Mehrheit von drei Vierteln" – at least three quarters; exactly 3/4 is enough. */
export function isAtLeastThreeQuarters(yes: number, valid: number): boolean {
  return valid > 0 && yes * 4 >= valid * 3;
}

/** § 7 Abs. 2 and 5: a majority of the valid votes – strictly more than half. */
export function isMoreThanHalf(votes: number, valid: number): boolean {
  return valid > 0 && votes * 2 > valid;
}

/**
 * Retry schedule of the outbox: 1 min after the first failure, doubling up to 6 h, giving up after
 * MAX_ATTEMPTS tries (about 1.5 days in all). A claimed row is leased for LEASE_MS so that a second
 * dispatcher skips it while the first is still talking to the receiver.
 */
export const MAX_ATTEMPTS = 14;
export const LEASE_MS = 2 * 60_000;
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** Delay before the next try after `attempts` failed tries (attempts >= 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(exponent, 30));
}

export function shouldGiveUp(attempts: number, maxAttempts = MAX_ATTEMPTS): boolean {
  return attempts >= maxAttempts;
}

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

/**
 * How many tries before a delivery is given up: MAX_ATTEMPTS, or OUTBOX_MAX_ATTEMPTS (1-50) where
 * an installation wants it otherwise. The browser tests set 1, so a refused webhook is "dead" at
 * once and the system screen's "Erneut senden" can be exercised without waiting 1.5 days.
 */
export function maxAttempts(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.OUTBOX_MAX_ATTEMPTS);
  return Number.isInteger(configured) && configured >= 1 && configured <= 50 ? configured : MAX_ATTEMPTS;
}

export function shouldGiveUp(attempts: number, max = maxAttempts()): boolean {
  return attempts >= max;
}

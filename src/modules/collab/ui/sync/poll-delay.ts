/**
 * How long the browser waits before its next sync poll. Polling is the price of running on
 * functions without WebSockets, so the interval follows what the person can notice: fast while
 * someone else is typing, slow when alone, slower still in a hidden tab or a read-only document.
 * The figures follow Nextcloud Text; ADR 140 records what they cost.
 */
export const POLL = {
  /** Local edits wait this long so a burst of keystrokes travels in one request. */
  sendDelayMs: 50,
  /**
   * No two requests start closer than this: a fast typist's keystrokes then share requests, and
   * a poll that sends also fetches, so typing costs no more invocations than watching others type.
   */
  minGapMs: 300,
  /** Someone else typed or moved within `activeWindowMs`. */
  activeMs: 300,
  activeWindowMs: 10_000,
  /** Others have the document open but are quiet. */
  presentMs: 1_500,
  aloneMs: 5_000,
  readOnlyMs: 20_000,
  hiddenMs: 30_000,
  /** Failed polls back off exponentially from the first to the last value. */
  backoffFirstMs: 1_000,
  backoffMaxMs: 30_000,
} as const;

export interface PollSituation {
  visible: boolean;
  readOnly: boolean;
  /** Local document updates wait to be sent. */
  hasPendingUpdates: boolean;
  /** The local caret or selection changed since the last poll. */
  hasPendingPresence: boolean;
  othersPresent: boolean;
  /** Milliseconds since another person's last edit or caret move reached this client; null if never. */
  sinceRemoteActivityMs: number | null;
  /** Consecutive failed polls. */
  failures: number;
}

export function nextPollDelay(s: PollSituation): number {
  if (s.failures > 0) return Math.min(POLL.backoffMaxMs, POLL.backoffFirstMs * 2 ** (s.failures - 1));
  if (s.hasPendingUpdates) return POLL.sendDelayMs;
  const othersActive = s.sinceRemoteActivityMs !== null && s.sinceRemoteActivityMs < POLL.activeWindowMs;
  if (!s.visible) return POLL.hiddenMs;
  if (s.readOnly) return othersActive ? POLL.presentMs : POLL.readOnlyMs;
  if (othersActive) return POLL.activeMs;
  if (s.othersPresent) return s.hasPendingPresence ? POLL.activeMs : POLL.presentMs;
  return POLL.aloneMs;
}

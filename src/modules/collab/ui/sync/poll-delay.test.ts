import { describe, expect, it } from "vitest";
import { nextPollDelay, POLL, type PollSituation } from "./poll-delay.ts";

const alone: PollSituation = {
  visible: true,
  readOnly: false,
  hasPendingUpdates: false,
  hasPendingPresence: false,
  othersPresent: false,
  sinceRemoteActivityMs: null,
  failures: 0,
};

describe("nextPollDelay", () => {
  it("polls every five seconds when alone", () => {
    expect(nextPollDelay(alone)).toBe(POLL.aloneMs);
    expect(nextPollDelay({ ...alone, hasPendingPresence: true })).toBe(POLL.aloneMs);
  });

  it("sends local edits almost at once, even in a hidden tab", () => {
    expect(nextPollDelay({ ...alone, hasPendingUpdates: true })).toBe(POLL.sendDelayMs);
    expect(nextPollDelay({ ...alone, hasPendingUpdates: true, visible: false })).toBe(POLL.sendDelayMs);
  });

  it("polls fast while another person is typing and for ten seconds after", () => {
    expect(nextPollDelay({ ...alone, othersPresent: true, sinceRemoteActivityMs: 0 })).toBe(POLL.activeMs);
    expect(nextPollDelay({ ...alone, othersPresent: true, sinceRemoteActivityMs: POLL.activeWindowMs - 1 })).toBe(POLL.activeMs);
    expect(nextPollDelay({ ...alone, othersPresent: true, sinceRemoteActivityMs: POLL.activeWindowMs })).toBe(POLL.presentMs);
  });

  it("sends its own caret quickly only when someone is there to see it", () => {
    expect(nextPollDelay({ ...alone, othersPresent: true, hasPendingPresence: true })).toBe(POLL.activeMs);
    expect(nextPollDelay({ ...alone, othersPresent: true })).toBe(POLL.presentMs);
  });

  it("slows down in a hidden tab and in a read-only document", () => {
    expect(nextPollDelay({ ...alone, visible: false, othersPresent: true, sinceRemoteActivityMs: 0 })).toBe(POLL.hiddenMs);
    expect(nextPollDelay({ ...alone, readOnly: true })).toBe(POLL.readOnlyMs);
    expect(nextPollDelay({ ...alone, readOnly: true, sinceRemoteActivityMs: 10 })).toBe(POLL.presentMs);
  });

  it("backs off exponentially after failures, up to thirty seconds", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((failures) => nextPollDelay({ ...alone, hasPendingUpdates: true, failures }));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

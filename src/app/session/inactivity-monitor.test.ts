import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INACTIVITY, startInactivityMonitor } from "./inactivity-monitor.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("inactivity monitor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start() {
    const target = new EventTarget();
    const onWarn = vi.fn();
    const onExpire = vi.fn();
    const monitor = startInactivityMonitor(target, { onWarn, onExpire });
    return { target, onWarn, onExpire, monitor };
  }

  it("warns at 5 minutes left and signs out after 8 hours of inactivity", () => {
    const { onWarn, onExpire } = start();
    vi.advanceTimersByTime(8 * HOUR - 6 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(onWarn).toHaveBeenCalledWith(5 * MINUTE);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(HOUR);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it("checks only once a minute", () => {
    const { onExpire } = start();
    vi.advanceTimersByTime(8 * HOUR + 59_000);
    // The limit passed at 8 h exactly, which is also a check; 59 s later nothing more happens.
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it("restarts the countdown on activity, throttled to one event per second", () => {
    const { target, onExpire } = start();
    vi.advanceTimersByTime(4 * HOUR);
    target.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(4 * HOUR);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4 * HOUR);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it("ignores activity within one second of the last recorded activity", () => {
    const throttled = start();
    vi.advanceTimersByTime(INACTIVITY.throttleMs - 500);
    throttled.target.dispatchEvent(new Event("mousemove"));
    vi.advanceTimersByTime(8 * HOUR - 5 * MINUTE - (INACTIVITY.throttleMs - 500));
    expect(throttled.onWarn).toHaveBeenCalledOnce();
    throttled.monitor.stop();

    const recorded = start();
    vi.advanceTimersByTime(INACTIVITY.throttleMs);
    recorded.target.dispatchEvent(new Event("mousemove"));
    vi.advanceTimersByTime(8 * HOUR - 5 * MINUTE - INACTIVITY.throttleMs);
    expect(recorded.onWarn).not.toHaveBeenCalled();
  });

  it("extends from the warning and warns again next time", () => {
    const { onWarn, onExpire, monitor } = start();
    vi.advanceTimersByTime(8 * HOUR - 5 * MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
    monitor.extend();
    vi.advanceTimersByTime(8 * HOUR - 5 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("stops listening and checking when stopped", () => {
    const { onExpire, monitor } = start();
    monitor.stop();
    vi.advanceTimersByTime(9 * HOUR);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

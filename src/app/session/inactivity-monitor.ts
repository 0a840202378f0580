/**
 * Signs an idle user out (SPEC sections 4 and 9): 8 hours without activity, a warning when 5 minutes
 * remain, checked every 60 seconds; activity events are throttled to one per second so a moving
 * mouse does not cost a timestamp per pixel.
 */
export const INACTIVITY = {
  limitMs: 8 * 60 * 60 * 1000,
  warnBeforeMs: 5 * 60 * 1000,
  checkEveryMs: 60 * 1000,
  throttleMs: 1000,
} as const;

export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "click"] as const;

export interface InactivityCallbacks {
  /** Called once when the remaining time drops to the warning threshold. */
  onWarn: (remainingMs: number) => void;
  /** Called once when the limit is reached; the monitor stops itself first. */
  onExpire: () => void;
}

export interface InactivityMonitor {
  /** Records activity now (the warning's 'Verlängern' calls this too). */
  extend: () => void;
  stop: () => void;
}

type EventTargetLike = Pick<EventTarget, "addEventListener" | "removeEventListener">;

export function startInactivityMonitor(target: EventTargetLike, callbacks: InactivityCallbacks, now: () => number = Date.now): InactivityMonitor {
  let lastActivity = now();
  let lastRecorded = lastActivity;
  let warned = false;

  const extend = () => {
    lastActivity = now();
    lastRecorded = lastActivity;
    warned = false;
  };
  const onActivity = () => {
    if (now() - lastRecorded < INACTIVITY.throttleMs) return;
    extend();
  };
  const check = () => {
    const remaining = INACTIVITY.limitMs - (now() - lastActivity);
    if (remaining <= 0) {
      stop();
      callbacks.onExpire();
    } else if (remaining <= INACTIVITY.warnBeforeMs && !warned) {
      warned = true;
      callbacks.onWarn(remaining);
    }
  };
  const interval = setInterval(check, INACTIVITY.checkEveryMs);
  const listenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenerOptions);

  function stop() {
    clearInterval(interval);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenerOptions);
  }
  return { extend, stop };
}

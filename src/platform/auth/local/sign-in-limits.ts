/**
 * The brakes sign-in.ts and sign-up.ts apply, as numbers, for the screens that describe them
 * (src/shared/sign-in-limits.ts words them). Read from the same config and constants those
 * files use, so a changed LOCAL_AUTH_MAX_FAILURES_* or window changes the description too.
 */
import type { SignInLimits } from "#shared/sign-in-limits.ts";
import { ATTEMPT_WINDOW_MS, authConfig, SIGN_UP_WINDOW_MS } from "../auth-config.ts";
import { PAIR_MAX_DELAY_MINUTES, PAIR_WINDOW_MS } from "./attempts.ts";

export function signInLimits(local = authConfig().local): SignInLimits {
  return {
    freeFailuresPerPair: local.maxFailuresPerAccount,
    pairWindowMs: PAIR_WINDOW_MS,
    pairMaxDelayMinutes: PAIR_MAX_DELAY_MINUTES,
    failuresPerAccountFromUnknownClients: local.maxFailuresPerAddress,
    failuresPerClient: local.maxFailuresPerClient,
    windowMs: ATTEMPT_WINDOW_MS,
    signUpsPerClient: local.maxSignUpsPerClient,
    signUpWindowMs: SIGN_UP_WINDOW_MS,
  };
}

/**
 * Loads a lazily imported screen, retrying when the chunk fails to arrive (a flaky connection, or a
 * deploy that replaced the file the page still refers to). SPEC section 9: two retries, waiting
 * 500 ms and doubling up to 4 s.
 */
export interface RetryOptions {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const LAZY_RETRY: RetryOptions = { retries: 2, initialDelayMs: 500, maxDelayMs: 4000 };

/** The wait before retry number `attempt` (1-based): 500, 1000, 2000, 4000, 4000, ... */
export function retryDelay(attempt: number, options: RetryOptions = LAZY_RETRY): number {
  return Math.min(options.initialDelayMs * 2 ** (attempt - 1), options.maxDelayMs);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function lazyWithRetry<T>(load: () => Promise<T>, options: RetryOptions = LAZY_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt > options.retries) throw error;
      await wait(retryDelay(attempt, options));
    }
  }
}

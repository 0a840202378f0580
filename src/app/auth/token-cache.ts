/**
 * Keeps one bearer token until shortly before it expires, so a burst of API calls costs one token
 * request, and concurrent callers share the request in flight.
 */
export interface IssuedToken {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAtMs: number;
}

/** Renew this long before expiry, so a token never expires on its way to the server. */
export const TOKEN_RENEW_MARGIN_MS = 10_000;

/** Accepts an ISO date, epoch seconds or epoch milliseconds. */
export function toEpochMs(expiresAt: string | number): number {
  if (typeof expiresAt === "number") return expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
  return Date.parse(expiresAt);
}

export function createTokenCache(issue: () => Promise<IssuedToken | null>, now: () => number = Date.now) {
  let current: IssuedToken | null = null;
  let pending: Promise<IssuedToken | null> | null = null;

  return {
    async get(): Promise<string | null> {
      if (current && current.expiresAtMs - TOKEN_RENEW_MARGIN_MS > now()) return current.token;
      pending ??= issue().finally(() => {
        pending = null;
      });
      current = await pending;
      return current?.token ?? null;
    },
    clear(): void {
      current = null;
    },
  };
}

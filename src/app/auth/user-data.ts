/**
 * Profile and roles of a user from POST /api/get-user-data, kept 30 seconds (SPEC section 9) so
 * that the guards of several screens opened in a row cost one request.
 */
import { isRole } from "#shared/roles.ts";
import type { UserDataResponse } from "#shared/schemas/user-data.ts";

export const USER_DATA_CACHE_MS = 30_000;

type Fetcher = (userId: string) => Promise<UserDataResponse>;

// The account client (and zod with it) loads on the first guard, not with the app shell's first chunk.
const fetchUserData: Fetcher = async (userId) => (await import("#modules/account/ui/account-api.ts")).accountApi.getUserData.call({ body: { userId } });

export function createUserDataCache(fetcher: Fetcher = fetchUserData, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; data: Promise<UserDataResponse> }>();
  return {
    load(userId: string, options: { fresh?: boolean } = {}): Promise<UserDataResponse> {
      const cached = entries.get(userId);
      if (cached && !options.fresh && now() - cached.at < USER_DATA_CACHE_MS) return cached.data;
      const data = fetcher(userId).then((answer) => ({ profile: answer.profile ?? null, roles: (answer.roles ?? []).filter(isRole) }));
      entries.set(userId, { at: now(), data });
      // A failure must not be cached: the next guard asks again.
      data.catch(() => entries.delete(userId));
      return data;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export const userDataCache = createUserDataCache();

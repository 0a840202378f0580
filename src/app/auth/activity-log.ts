/**
 * Writes to the user activity log through POST /api/log-user-activity. Logging must never break
 * what the user is doing, so failures are swallowed; a sample of them is printed for debugging
 * (SPEC section 9: activity-logging debug output sampled at 10 percent).
 */
import type { CLIENT_ACTIVITY_TYPES } from "#shared/activity-types.ts";

const DEBUG_SAMPLE_RATE = 0.1;

export async function logActivity(
  userId: string,
  type: (typeof CLIENT_ACTIVITY_TYPES)[number],
  description: string,
  metadata?: Record<string, unknown>,
): Promise<void> {
  try {
    // Loaded on the first entry, not with the app shell's first chunk (zod comes with the client).
    const { accountApi } = await import("#modules/account/ui/account-api.ts");
    await accountApi.logUserActivity.call({
      body: { _user_id: userId, _activity_type: type, _description: description, ...(metadata ? { _metadata: metadata } : {}) },
    });
  } catch (error) {
    if (Math.random() < DEBUG_SAMPLE_RATE) console.debug("[activity-log] not recorded", type, error);
  }
}

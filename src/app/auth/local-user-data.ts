/**
 * Every module that keeps a signed-in person's data in this browser (src/ui/session/local-user-data.ts),
 * saved and forgotten together at sign-out and when someone else signs in.
 */
import { collabLocalData } from "#modules/collab/ui/local-data.ts";
import type { LocalUserData, UnsavedWork } from "#ui/session/local-user-data.ts";

const owners: readonly LocalUserData[] = [collabLocalData];

/** How long a sign-out waits for the final sync before it treats the rest as not saved. */
export const SAVE_BEFORE_SIGN_OUT_MS = 8_000;

/** Saves what only this browser holds; resolves with what could not be saved. */
export async function saveLocalUserData(userId: string, timeoutMs = SAVE_BEFORE_SIGN_OUT_MS): Promise<UnsavedWork[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const results = await Promise.all(owners.map((owner) => owner.save(userId, { signal: controller.signal })));
    return results.flat();
  } finally {
    clearTimeout(timer);
  }
}

/** Deletes the stored data of everyone but `keepUserId`; never rejects (storage may be unavailable). */
export async function forgetLocalUserData(options: { keepUserId: string | null; keepUnsaved?: boolean }): Promise<void> {
  await Promise.all(owners.map((owner) => owner.forget(options).catch((error: unknown) => console.debug("[auth] local data not deleted", error))));
}

/** "„Vorstandssitzung“ (keine Verbindung zum Server)" and so on, for a message. */
export function describeUnsaved(work: readonly UnsavedWork[]): string {
  return work.map((item) => `„${item.title}“ (${item.reason})`).join(", ");
}

/**
 * What a module keeps of a signed-in person in this browser beyond the session (offline copies in
 * IndexedDB, ...), and how the app shell makes it go away: on a shared office computer the next
 * person must not find the previous one's data in the browser's storage. The app shell calls every
 * registered owner at sign-out and when someone else signs in; modules implement it in their ui/.
 */

/** Work that exists only in this browser and could not be saved to the server. */
export interface UnsavedWork {
  /** Where it is, as the person knows it (e.g. the title of a notes document). */
  title: string;
  /** Why it could not be saved, in German (e.g. "keine Verbindung zum Server"). */
  reason: string;
}

export interface LocalUserData {
  /**
   * Tries to save what only this browser holds for the user (a final sync). Resolves with what
   * could not be saved; never rejects. Cheap when there is nothing to save (no network request).
   */
  save(userId: string, options: { signal: AbortSignal }): Promise<UnsavedWork[]>;
  /** Closes what is open and deletes the stored data of every user but `keepUserId` (null: of everyone). */
  forget(options: { keepUserId: string | null; keepUnsaved?: boolean }): Promise<void>;
}

/**
 * What collaborative notes keep in this browser (offline copies of documents), as the app shell
 * sees it at sign-out and when someone else signs in (src/ui/session/local-user-data.ts).
 * Saving loads Yjs only when a copy holds edits the server has not confirmed.
 */
import type { LocalUserData, UnsavedWork } from "#ui/session/local-user-data.ts";
import { forgetOfflineCopies, unsavedCopies } from "./offline/offline-copies.ts";

export const collabLocalData: LocalUserData = {
  async save(userId, { signal }): Promise<UnsavedWork[]> {
    const pending = unsavedCopies(userId);
    if (pending.length === 0) return [];
    try {
      const [{ saveOfflineCopies }, { httpTransport }, { postJson, syncUrl }] = await Promise.all([
        import("./offline/save-offline-copies.ts"),
        import("./sync/http-transport.ts"),
        import("./collab-api.ts"),
      ]);
      return await saveOfflineCopies(userId, { signal, transportFor: (docKey) => httpTransport(syncUrl(docKey), postJson) });
    } catch {
      // The code to save could not be loaded (offline, new deployment): nothing was saved.
      return pending.map((copy) => ({ title: copy.title, reason: "keine Verbindung zum Server" }));
    }
  },
  async forget(options) {
    await forgetOfflineCopies(options);
  },
};

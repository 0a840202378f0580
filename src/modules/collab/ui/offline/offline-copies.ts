/**
 * The offline copies of notes documents in this browser (one IndexedDB database per user and
 * document, written by y-indexeddb) and a small registry beside them in localStorage: which
 * document a copy belongs to (key and title, for a final sync and for telling the person) and
 * which editors hold edits the server has not confirmed yet.
 *
 * Deliberately free of Yjs: the app shell loads this file at start, so signing out with nothing
 * to save costs no extra JavaScript and no network request.
 */

export const OFFLINE_COPY_PREFIX = "vnsi-collab:";
const REGISTRY_KEY = "vnsi-collab-offline-copies";
/** A deletion blocked by a connection that does not close is left to finish on its own after this. */
const BLOCKED_DELETE_WAIT_MS = 2_000;

export interface OfflineCopy {
  /** The IndexedDB database name. */
  name: string;
  userId: string;
  documentId: string;
  docKey: string;
  title: string;
  /** Sessions (open editors) with local edits the server has not confirmed yet. */
  unsavedBy: string[];
}

/** Where copies live; the browser's by default, a fake one in tests. */
export interface CopyStorage {
  localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  indexedDB: IDBFactory | null;
}

export function browserCopyStorage(): CopyStorage {
  let localStorage: Storage | null = null;
  try {
    localStorage = globalThis.localStorage ?? null;
  } catch {
    // Storage disabled by the browser's privacy settings: there is no registry, and no copies either.
  }
  return { localStorage, indexedDB: globalThis.indexedDB ?? null };
}

export const offlineCopyName = (userId: string, documentId: string) => `${OFFLINE_COPY_PREFIX}${userId}:${documentId}`;

/** The user a database name belongs to (user ids contain no colon: uuids or Clerk's user_…). */
function userOfName(name: string): string | undefined {
  return name.startsWith(OFFLINE_COPY_PREFIX) ? name.slice(OFFLINE_COPY_PREFIX.length).split(":")[0] : undefined;
}

type Registry = Record<string, OfflineCopy>;

function readRegistry(storage: CopyStorage): Registry {
  try {
    const parsed: unknown = JSON.parse(storage.localStorage?.getItem(REGISTRY_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Registry) : {};
  } catch {
    return {};
  }
}

function writeRegistry(storage: CopyStorage, registry: Registry): void {
  try {
    if (Object.keys(registry).length === 0) storage.localStorage?.removeItem(REGISTRY_KEY);
    else storage.localStorage?.setItem(REGISTRY_KEY, JSON.stringify(registry));
  } catch {
    // Quota or privacy mode: the copy works without its registry entry, it is only not saved at sign-out.
  }
}

/** Read-modify-write in one synchronous step (localStorage is synchronous, so no await in between). */
function updateRegistry(storage: CopyStorage, change: (registry: Registry) => void): void {
  const registry = readRegistry(storage);
  change(registry);
  writeRegistry(storage, registry);
}

export function registerOfflineCopy(copy: Omit<OfflineCopy, "name" | "unsavedBy">, storage = browserCopyStorage()): string {
  const name = offlineCopyName(copy.userId, copy.documentId);
  updateRegistry(storage, (registry) => {
    registry[name] = { ...copy, name, unsavedBy: registry[name]?.unsavedBy ?? [] };
  });
  return name;
}

/** Records whether an editor (session) holds edits the server has not confirmed. */
export function markUnsaved(name: string, sessionId: string, unsaved: boolean, storage = browserCopyStorage()): void {
  updateRegistry(storage, (registry) => {
    const copy = registry[name];
    if (!copy) return;
    const others = copy.unsavedBy.filter((id) => id !== sessionId);
    copy.unsavedBy = unsaved ? [...others, sessionId] : others;
  });
}

/** After a final sync succeeded: the server has everything the copy held. */
export function markSaved(name: string, storage = browserCopyStorage()): void {
  updateRegistry(storage, (registry) => {
    if (registry[name]) registry[name].unsavedBy = [];
  });
}

export function unsavedCopies(userId: string, storage = browserCopyStorage()): OfflineCopy[] {
  return Object.values(readRegistry(storage)).filter((copy) => copy.userId === userId && copy.unsavedBy.length > 0);
}

/** Every collab database in this browser: those the browser lists, plus those in the registry. */
async function copyNames(storage: CopyStorage): Promise<string[]> {
  const names = new Set(Object.keys(readRegistry(storage)));
  try {
    // indexedDB.databases() is in every current browser; without it the registry is all we know.
    const listed = (await storage.indexedDB?.databases?.()) ?? [];
    for (const { name } of listed) if (name?.startsWith(OFFLINE_COPY_PREFIX)) names.add(name);
  } catch {
    // Listing refused (e.g. a sandboxed frame): fall back to the registry.
  }
  return [...names];
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Connections close on "versionchange" (lib0); one that does not cannot stop the deletion, only delay it.
    request.onblocked = () => setTimeout(resolve, BLOCKED_DELETE_WAIT_MS);
  });
}

/** Editors open in this page, so their connections close before their databases are deleted. */
const openCopies = new Map<string, Set<() => void>>();

export function trackOpenCopy(name: string, close: () => void): () => void {
  const closers = openCopies.get(name) ?? new Set();
  closers.add(close);
  openCopies.set(name, closers);
  return () => {
    closers.delete(close);
    if (closers.size === 0) openCopies.delete(name);
  };
}

/**
 * Deletes the copies of every user but `keepUserId` (null: of everyone), and with `keepUnsaved`
 * those that hold unconfirmed edits stay (they wait for their owner to sign in again).
 */
export async function forgetOfflineCopies(options: { keepUserId: string | null; keepUnsaved?: boolean }, storage = browserCopyStorage()): Promise<string[]> {
  const registry = readRegistry(storage);
  const doomed = (await copyNames(storage)).filter((name) => {
    const copy = registry[name];
    const owner = copy?.userId ?? userOfName(name);
    if (options.keepUserId !== null && owner === options.keepUserId) return false;
    return !(options.keepUnsaved && copy && copy.unsavedBy.length > 0);
  });
  for (const name of doomed) for (const close of [...(openCopies.get(name) ?? [])]) close();
  if (storage.indexedDB) await Promise.all(doomed.map((name) => deleteDatabase(storage.indexedDB!, name)));
  updateRegistry(storage, (current) => {
    for (const name of doomed) delete current[name];
  });
  return doomed;
}

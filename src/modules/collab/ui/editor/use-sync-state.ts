/** React state that follows the provider: sync status, read-only flag, refusal and who is present. */
import { useEffect, useState } from "react";
import type { SyncError } from "../../schema/sync.ts";
import type { HttpSyncProvider, SyncStatus } from "../sync/http-sync-provider.ts";
import { presentPeople, type PresentPerson } from "./presence.ts";

export interface SyncState {
  status: SyncStatus;
  readOnly: boolean;
  refusal: SyncError | null;
  people: PresentPerson[];
}

export function useSyncState(provider: HttpSyncProvider): SyncState {
  const [state, setState] = useState<SyncState>(() => ({ status: provider.status, readOnly: provider.readOnly, refusal: null, people: [] }));
  useEffect(() => {
    const update = (patch: Partial<SyncState>) => setState((previous) => ({ ...previous, ...patch }));
    const onStatus = (status: SyncStatus) => update({ status });
    const onReadOnly = (readOnly: boolean) => update({ readOnly });
    const onRefused = (refusal: SyncError) => update({ refusal });
    const onPresence = () => update({ people: presentPeople(provider.awareness.getStates() as Map<number, Record<string, unknown>>, provider.doc.clientID) });
    provider.on("status", onStatus);
    provider.on("readOnly", onReadOnly);
    provider.on("refused", onRefused);
    provider.awareness.on("change", onPresence);
    onPresence();
    return () => {
      provider.off("status", onStatus);
      provider.off("readOnly", onReadOnly);
      provider.off("refused", onRefused);
      provider.awareness.off("change", onPresence);
    };
  }, [provider]);
  return state;
}

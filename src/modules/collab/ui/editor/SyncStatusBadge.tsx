/**
 * Where the person's edits are: saved, on their way, kept on this device while offline, or
 * refused. The badge changes with every keystroke, so only the lasting states (offline, refused,
 * back online) are announced to screen readers.
 */
import { useEffect, useRef, useState } from "react";
import type { SyncStatus } from "../sync/http-sync-provider.ts";

export const STATUS_LABELS: Record<SyncStatus, string> = {
  connecting: "Verbinde …",
  synced: "Gespeichert",
  saving: "Wird gespeichert …",
  offline: "Offline – Änderungen bleiben auf diesem Gerät",
  refused: "Nicht gespeichert",
};

export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(status);
  useEffect(() => {
    if (status === "offline" || status === "refused") setAnnouncement(STATUS_LABELS[status]);
    else if (previous.current === "offline" && status !== "connecting") setAnnouncement("Wieder verbunden – Änderungen werden zusammengeführt.");
    previous.current = status;
  }, [status]);
  return (
    <>
      <span className={`collab-status collab-status--${status}`} data-status={status}>
        <span className="collab-status__dot" aria-hidden="true" />
        {STATUS_LABELS[status]}
      </span>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}

/** The GDPR Art. 33 countdown of an incident, updated every minute. */
import { browserNow } from "#ui/clock.ts";
import { useEffect, useState } from "react";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { formatRemaining, gdprDeadline, type IncidentSummary } from "../schema.ts";

function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => browserNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(browserNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function DeadlineBadge({
  incident,
  long = false,
}: {
  incident: Pick<IncidentSummary, "personalDataAffected" | "discoveredAt" | "authorityNotifiedAt" | "status">;
  long?: boolean;
}) {
  const now = useNow(60_000);
  const deadline = gdprDeadline(incident, now);
  switch (deadline.state) {
    case "not_required":
      return long ? <span className="security-muted">Keine personenbezogenen Daten betroffen: keine Meldefrist.</span> : null;
    case "reported_in_time":
      return <StatusBadge tone="success">Fristgerecht gemeldet</StatusBadge>;
    case "reported_late":
      return <StatusBadge tone="warning">Verspätet gemeldet</StatusBadge>;
    case "overdue":
      return (
        <span className="deadline">
          <StatusBadge tone="danger">Meldefrist {formatRemaining(deadline.remainingMs!)}</StatusBadge>
          {long ? <span className="security-muted"> (fällig war {formatGermanDateTime(deadline.dueAt)})</span> : null}
        </span>
      );
    default:
      if (incident.status === "closed") return null;
      return (
        <span className="deadline">
          <StatusBadge tone={deadline.remainingMs! < 24 * 3_600_000 ? "danger" : "warning"}>
            Meldefrist: noch {formatRemaining(deadline.remainingMs!)}
          </StatusBadge>
          {long ? <span className="security-muted"> (bis {formatGermanDateTime(deadline.dueAt)})</span> : null}
        </span>
      );
  }
}

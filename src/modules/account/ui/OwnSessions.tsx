/**
 * The person's own sessions: device, address, since when, last activity; "Sitzung beenden" for
 * each other one and "Alle anderen Sitzungen beenden". This browser's session is marked and ends
 * with "Abmelden" in the user menu.
 */
import { useState } from "react";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { countOf } from "#shared/plural.ts";
import { browserOnSystem, DEVICE_LABELS } from "#shared/user-agent.ts";
import type { OwnSession } from "../schema.ts";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "./account-api.ts";
import { messageOf } from "./error-text.ts";

function deviceOf(session: OwnSession): string {
  return browserOnSystem(session.browser, session.os);
}

export function OwnSessions() {
  const sessions = useOwnSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<string | null>(null);

  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const items = sessions.data.items;
  const others = items.filter((s) => !s.current);
  if (items.length === 0) return <EmptyState title="Keine offene Sitzung" text="Es ist kein Gerät mit Ihrem Zugang angemeldet." />;

  const end = async (session: OwnSession) => {
    setEnding(session.id);
    try {
      await endOne.mutateAsync(session.id);
      toast({ title: "Sitzung beendet", description: `${deviceOf(session)} ist abgemeldet.`, variant: "success" });
    } catch (error) {
      toast({ title: "Sitzung nicht beendet", description: messageOf(error), variant: "destructive" });
    } finally {
      setEnding(null);
    }
  };
  const endAll = async () => {
    try {
      const { ended } = await endOthers.mutateAsync();
      toast({
        title: "Andere Sitzungen beendet",
        description: `${countOf(ended, "anderes Gerät ist", "andere Geräte sind")} abgemeldet.`,
        variant: "success",
      });
    } catch (error) {
      toast({ title: "Sitzungen nicht beendet", description: messageOf(error), variant: "destructive" });
    }
  };

  return (
    <div className="own-sessions">
      <ul className="own-sessions__list">
        {items.map((session) => (
          <li key={session.id} className="own-sessions__item">
            <div className="own-sessions__what">
              <p className="own-sessions__device">
                {deviceOf(session)} <span className="own-sessions__kind">({DEVICE_LABELS[session.device]})</span>
                {session.current ? <span className="badge own-sessions__current">Diese Sitzung</span> : null}
              </p>
              <p className="own-sessions__meta">
                Angemeldet am {formatGermanDateTime(session.createdAt)} · zuletzt aktiv {formatGermanDateTime(session.lastActiveAt)}
                {session.clientIp ? ` · Adresse ${session.clientIp}` : ""}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button"
                disabled={ending === session.id}
                onClick={() => void end(session)}
                aria-label={`Sitzung beenden: ${deviceOf(session)}, angemeldet am ${formatGermanDateTime(session.createdAt)}`}
              >
                {ending === session.id ? "Wird beendet …" : "Sitzung beenden"}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="button-row">
          <button type="button" className="button" disabled={endOthers.isPending} onClick={() => void endAll()}>
            {endOthers.isPending ? "Wird beendet …" : "Alle anderen Sitzungen beenden"}
          </button>
        </div>
      ) : (
        <p className="profile-form__note">Sie sind nur auf diesem Gerät angemeldet.</p>
      )}
    </div>
  );
}

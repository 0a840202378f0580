/**
 * /backend/security/sessions (admin): every active session with person, device, address and last
 * activity; end one or all of a person's. The ended browser is signed out at its next request.
 * With Clerk, sessions are listed per person (Clerk's sessions API), so a person is chosen first.
 */
import { useState } from "react";
import type { ScreenProps } from "#shared/routes.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { browserOnSystem, DEVICE_LABELS } from "#shared/user-agent.ts";
import { displayName } from "#shared/people.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { FilterBar } from "#ui/backoffice/FilterBar.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import type { SessionView } from "../schema.ts";
import { EndSessionDialog, type EndRequest } from "./EndSessionDialog.tsx";
import { SecurityNav } from "./SecurityNav.tsx";
import { useEndAllSessions, useEndSession, usePeopleToChoose, useSessions } from "./security-api.ts";
import "./security.css";

export default function SessionManagerScreen({ route }: ScreenProps) {
  const { user: me } = useAuth();
  const [person, setPerson] = useState("");
  const sessions = useSessions(person);
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const [request, setRequest] = useState<EndRequest | null>(null);
  const first = sessions.data?.pages[0];
  const items = sessions.data?.pages.flatMap((p) => p.items) ?? [];
  // People to choose from: everyone with a session (local), or the user list (Clerk lists per person).
  const people = usePeopleToChoose(first?.provider === "clerk");
  const options =
    first?.provider === "clerk"
      ? (people.data?.items ?? []).map((p) => ({ value: p.id, label: displayName(p) }))
      : [...new Map(items.map((s) => [s.userId, s.userName])).entries()].map(([value, label]) => ({ value, label }));

  const columns: Column<SessionView>[] = [
    {
      key: "person",
      header: "Person",
      render: (s) => (
        <>
          <strong>{s.userName}</strong>
          <br />
          <span className="security-muted">{s.userEmail}</span>
        </>
      ),
    },
    { key: "device", header: "Gerät", render: (s) => `${browserOnSystem(s.browser, s.os)} (${DEVICE_LABELS[s.device]})` },
    { key: "ip", header: "Adresse", render: (s) => [s.clientIp, s.location].filter(Boolean).join(" · ") || "–" },
    { key: "since", header: "Angemeldet seit", render: (s) => formatGermanDateTime(s.createdAt) },
    { key: "seen", header: "Zuletzt aktiv", render: (s) => formatGermanDateTime(s.lastActiveAt) },
    {
      key: "actions",
      header: "Aktionen",
      render: (s) => (
        <div className="security-row-actions">
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`Sitzung von ${s.userName} (${s.browser}) beenden`}
            onClick={() =>
              setRequest({
                title: "Sitzung beenden?",
                text: `${s.userName} wird auf diesem Gerät (${browserOnSystem(s.browser, s.os)}) bei der nächsten Anfrage abgemeldet.${s.userId === me?.id ? " Das ist eine Ihrer eigenen Sitzungen." : ""}`,
                confirm: (reason) => endOne.mutate({ id: s.id, reason }),
              })
            }
          >
            Beenden
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={`Alle Sitzungen von ${s.userName} beenden`}
            onClick={() =>
              setRequest({
                title: "Alle Sitzungen beenden?",
                text: `${s.userName} wird auf allen Geräten abgemeldet und muss sich neu anmelden.`,
                confirm: (reason) => endAll.mutate({ userId: s.userId, reason }),
              })
            }
          >
            Alle Sitzungen beenden
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="security-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Alle aktiven Sitzungen mit Gerät, Adresse und letzter Aktivität. Eine beendete Sitzung wird bei ihrer nächsten Anfrage abgemeldet."
      />
      <SecurityNav />
      <FilterBar>
        <SelectField
          id="session-person"
          label="Person"
          placeholder={first?.provider === "clerk" ? "Bitte wählen" : "Alle Personen"}
          value={person}
          onChange={(e) => setPerson(e.target.value)}
          options={options}
        />
      </FilterBar>
      {sessions.isError ? <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.isPending ? <Spinner label="Sitzungen werden geladen …" /> : null}
      {first?.needsUser ? (
        <EmptyState
          title="Person wählen"
          text="Clerk verwaltet die Sitzungen und nennt sie je Person. Wählen Sie oben eine Person, um ihre aktiven Sitzungen zu sehen."
        />
      ) : sessions.data ? (
        <DataTable
          caption="Aktive Sitzungen"
          columns={columns}
          rows={items}
          rowKey={(s) => s.id}
          busy={sessions.isFetching}
          empty={
            <EmptyState title="Keine aktiven Sitzungen" text={person ? "Diese Person ist auf keinem Gerät angemeldet." : "Zurzeit ist niemand angemeldet."} />
          }
        />
      ) : null}
      {sessions.hasNextPage ? (
        <button type="button" className="button security-more" onClick={() => void sessions.fetchNextPage()} disabled={sessions.isFetchingNextPage}>
          {sessions.isFetchingNextPage ? "Wird geladen …" : "Weitere laden"}
        </button>
      ) : null}
      <EndSessionDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}

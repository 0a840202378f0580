/**
 * /backend/security (admin): the security center at a glance: failed sign-ins, locked accounts,
 * role changes and new administrators of the last days, active sessions and open incidents.
 */
import { useState } from "react";
import { Link } from "react-router";
import type { ScreenProps } from "#shared/routes.ts";
import { routes } from "#shared/routes.ts";
import { ROLE_LABELS, isRole } from "#shared/roles.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { FilterBar } from "#ui/backoffice/FilterBar.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { DataTable } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { SIGN_IN_OUTCOME_LABELS } from "../schema.ts";
import { SecurityNav } from "./SecurityNav.tsx";
import { useOverview } from "./security-api.ts";
import "./security.css";

const roleNames = (roles: string[]) => (roles.length ? roles.map((r) => (isRole(r) ? ROLE_LABELS[r] : r)).join(", ") : "keine");

export default function SecurityCenterScreen({ route }: ScreenProps) {
  const [days, setDays] = useState(7);
  const overview = useOverview(days);
  const data = overview.data;
  return (
    <section className="security-screen">
      <PageHeader actionsBeside title={route.title} lead="Anmeldeversuche, gesperrte Konten, Rollenänderungen, Sitzungen und Vorfälle auf einen Blick." />
      <SecurityNav />
      <FilterBar>
        <SelectField
          id="security-days"
          label="Zeitraum"
          placeholder=""
          value={String(days)}
          onChange={(e) => setDays(Number(e.target.value))}
          options={[
            { value: "1", label: "Letzte 24 Stunden" },
            { value: "7", label: "Letzte 7 Tage" },
            { value: "30", label: "Letzte 30 Tage" },
            { value: "90", label: "Letzte 90 Tage" },
          ]}
        />
      </FilterBar>
      {overview.isError ? <QueryError error={overview.error} onRetry={() => void overview.refetch()} /> : null}
      {overview.isPending ? <Spinner label="Übersicht wird geladen …" /> : null}
      {data ? (
        <>
          <div className="security-stats">
            <Stat label="Fehlgeschlagene Anmeldungen" value={data.failedSignIns} tone={data.failedSignIns > 20 ? "warning" : undefined} />
            <Stat label="Gesperrte Konten" value={data.lockedAccounts.length} />
            <Stat label="Aktive Sitzungen" value={data.activeSessions} link={routes.securitySessions.path} />
            <Stat
              label="Offene Vorfälle"
              value={data.openIncidents}
              tone={data.overdueIncidents ? "danger" : undefined}
              note={data.overdueIncidents ? `${data.overdueIncidents} mit überschrittener Meldefrist` : undefined}
              link={routes.securityIncidents.path}
            />
          </div>
          {data.provider === "clerk" ? (
            <p className="security-muted">
              Mit Clerk als Anmeldedienst stehen fehlgeschlagene Anmeldungen im Clerk-Dashboard; hier erscheinen Rollenänderungen, Sitzungen und Vorfälle.
            </p>
          ) : null}

          <section className="panel security-section" aria-labelledby="failures-title">
            <h2 id="failures-title" className="panel__title">
              Fehlgeschlagene Anmeldungen
            </h2>
            {data.failedByOutcome.length ? (
              <p className="security-chips">
                {data.failedByOutcome.map((f) => (
                  <span key={f.outcome} className="security-chip">
                    {SIGN_IN_OUTCOME_LABELS[f.outcome] ?? f.outcome}: {f.count}
                  </span>
                ))}
              </p>
            ) : null}
            <DataTable
              caption="Letzte fehlgeschlagene Anmeldungen"
              rows={data.recentFailures}
              rowKey={(r) => String(r.id)}
              columns={[
                { key: "at", header: "Zeitpunkt", render: (r) => formatGermanDateTime(r.occurredAt) },
                { key: "email", header: "Konto", render: (r) => r.email ?? "–" },
                { key: "outcome", header: "Ergebnis", render: (r) => SIGN_IN_OUTCOME_LABELS[r.outcome] ?? r.outcome },
                { key: "ip", header: "Adresse", render: (r) => r.clientIp ?? "–" },
                { key: "device", header: "Gerät", render: (r) => r.device },
              ]}
              empty={<EmptyState title="Keine fehlgeschlagenen Anmeldungen" text="Im gewählten Zeitraum ist keine Anmeldung fehlgeschlagen." />}
            />
            <p>
              <Link to={routes.securityRateLimits.path}>Zum Anmeldeschutz: Zähler und Sperren</Link>
            </p>
          </section>

          <div className="security-columns">
            <section className="panel security-section" aria-labelledby="locked-title">
              <h2 id="locked-title" className="panel__title">
                Gesperrte Konten
              </h2>
              {data.lockedAccounts.length ? (
                <ul className="security-list">
                  {data.lockedAccounts.map((a) => (
                    <li key={`${a.reason}-${a.id}`}>
                      <strong>{a.name}</strong> <span className="security-muted">{a.email}</span>{" "}
                      <StatusBadge tone={a.reason === "deactivated" ? "neutral" : "warning"}>
                        {a.reason === "deactivated" ? "Deaktiviert" : "Gebremst"}
                      </StatusBadge>
                      {a.since ? <span className="security-muted"> seit {formatGermanDateTime(a.since)}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="security-muted">Kein Konto ist gesperrt.</p>
              )}
            </section>
            <section className="panel security-section" aria-labelledby="roles-title">
              <h2 id="roles-title" className="panel__title">
                Rollenänderungen
              </h2>
              {data.roleChanges.length ? (
                <ul className="security-list">
                  {data.roleChanges.map((c) => (
                    <li key={c.id}>
                      {c.newAdmin ? <StatusBadge tone="danger">Neu: Administrator</StatusBadge> : null} <strong>{c.targetName ?? c.targetId}</strong>:{" "}
                      {roleNames(c.before)} → {roleNames(c.after)}
                      <br />
                      <span className="security-muted">
                        {formatGermanDateTime(c.at)} durch {c.actorName ?? "System"}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="security-muted">Im gewählten Zeitraum wurden keine Rollen geändert.</p>
              )}
            </section>
          </div>
        </>
      ) : null}
    </section>
  );
}

function Stat({
  label,
  value,
  tone,
  note,
  link,
}: {
  label: string;
  value: number;
  tone?: "warning" | "danger" | undefined;
  note?: string | undefined;
  link?: string;
}) {
  const body = (
    <>
      <span className="security-stat__value">{value.toLocaleString("de-DE")}</span>
      <span className="security-stat__label">{label}</span>
      {note ? <span className="security-stat__note">{note}</span> : null}
    </>
  );
  return (
    <div className={`security-stat${tone ? ` security-stat--${tone}` : ""}`}>
      {link ? (
        <Link to={link} className="security-stat__link">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * /backend/security/rate-limits (admin): the rate-limit monitor. Current counters of the contact
 * and application limits and of the sign-in and sign-up brakes, who is blocked, and "Freigeben"
 * with a reason that goes into the audit trail. Refreshes every 30 seconds; pages of 50 counters
 * (a flood of clients makes thousands in one window), blocked ones first.
 */
import { useState, type FormEvent } from "react";
import type { ScreenProps } from "#shared/routes.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { LIMIT_SCOPE_LABELS, unblockSchema, type LimitCounter } from "../schema.ts";
import { SecurityNav } from "./SecurityNav.tsx";
import { useRateLimits, useUnblock } from "./security-api.ts";
import "./security.css";

export default function RateLimitMonitorScreen({ route }: ScreenProps) {
  const [page, setPage] = useState(1);
  const limits = useRateLimits(page);
  const [unblocking, setUnblocking] = useState<LimitCounter | null>(null);
  const columns: Column<LimitCounter>[] = [
    { key: "scope", header: "Begrenzung", render: (c) => LIMIT_SCOPE_LABELS[c.scope] },
    { key: "subject", header: "Konto oder Client", render: (c) => <span className="security-break">{c.subject}</span> },
    { key: "count", header: "Zähler", render: (c) => `${c.count} von ${c.limit}` },
    {
      key: "state",
      header: "Zustand",
      render: (c) => (c.blocked ? <StatusBadge tone="danger">Gesperrt</StatusBadge> : <StatusBadge tone="neutral">Zählt</StatusBadge>),
    },
    { key: "until", header: "Gilt bis", render: (c) => formatGermanDateTime(c.windowEndsAt) },
    {
      key: "actions",
      header: "Aktion",
      render: (c) => (
        <button type="button" className="button button--small" onClick={() => setUnblocking(c)} aria-label={`${c.subject} freigeben`}>
          Freigeben
        </button>
      ),
    },
  ];
  return (
    <section className="security-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Zähler der Begrenzungen für Anmeldung, Registrierung, Kontaktformular und Mitgliedsantrag. Adressen werden nur als Prüfsumme gezählt; bekannte Konten und Adressen der letzten Anmeldungen werden erkannt."
      />
      <SecurityNav />
      {limits.isError ? <QueryError error={limits.error} onRetry={() => void limits.refetch()} /> : null}
      {limits.isPending ? <Spinner label="Zähler werden geladen …" /> : null}
      {limits.data ? (
        <>
          <section className="panel security-section" aria-labelledby="rules-title">
            <h2 id="rules-title" className="panel__title">
              Regeln
            </h2>
            <ul className="security-rules">
              {limits.data.rules.map((r) => (
                <li key={r.scope}>
                  <strong>{r.label}</strong>: {r.note}
                </li>
              ))}
            </ul>
          </section>
          <section className="security-section" aria-labelledby="counters-title">
            <h2 id="counters-title">Aktuelle Zähler</h2>
            {limits.data.total > 0 ? <p className="security-muted">{blockedSummary(limits.data.blocked)}</p> : null}
            <DataTable
              caption="Aktuelle Zähler"
              columns={columns}
              rows={limits.data.counters}
              rowKey={(c) => `${c.scope}:${c.key}`}
              busy={limits.isFetching}
              empty={<EmptyState title="Keine Zähler" text="In den laufenden Zeitfenstern hat niemand eine Begrenzung berührt." />}
            />
            {limits.data.total > limits.data.pageSize ? (
              <Pagination label="Seiten der Zähler" page={limits.data.page} pageSize={limits.data.pageSize} total={limits.data.total} onPageChange={setPage} />
            ) : null}
          </section>
        </>
      ) : null}
      <UnblockDialog counter={unblocking} onClose={() => setUnblocking(null)} />
    </section>
  );
}

function UnblockDialog({ counter, onClose }: { counter: LimitCounter | null; onClose: () => void }) {
  const unblock = useUnblock();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
    unblock.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!counter) return;
    const parsed = unblockSchema.safeParse({ scope: counter.scope, key: counter.key, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === "reason")?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    unblock.mutate(parsed.data, { onSuccess: close });
  };
  return (
    <Dialog
      open={Boolean(counter)}
      title="Freigeben"
      description={
        counter
          ? `${LIMIT_SCOPE_LABELS[counter.scope]}: ${counter.subject}. Der Zähler wird zurückgesetzt; die Begründung steht im Audit-Protokoll.`
          : undefined
      }
      onClose={close}
    >
      <form onSubmit={submit} noValidate>
        <FormAlert id="unblock-alert" title={unblock.isError ? "Nicht freigegeben" : undefined}>
          {unblock.isError ? errorMessage(unblock.error) : null}
        </FormAlert>
        <TextAreaField
          id="unblock-reason"
          label="Begründung"
          required
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormDialogActions onCancel={close} submitLabel="Freigeben" pending={unblock.isPending} pendingLabel="Wird freigegeben …" />
      </form>
    </Dialog>
  );
}

/** "Kein Zähler sperrt gerade." / "1 Zähler sperrt gerade; er steht zuerst." / "3 Zähler sperren gerade; sie stehen zuerst." */
function blockedSummary(blocked: number): string {
  if (blocked === 0) return "Kein Zähler sperrt gerade.";
  if (blocked === 1) return "1 Zähler sperrt gerade; er steht zuerst.";
  return `${blocked.toLocaleString("de-DE")} Zähler sperren gerade; sie stehen zuerst.`;
}

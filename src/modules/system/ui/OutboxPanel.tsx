/** The outbox: counts, the deliveries of one status, "Erneut senden" and "Verwerfen". */
import { useState } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { OUTBOX_STATUS_LABELS, type OutboxCounts, type OutboxItem, type OutboxListStatus } from "../schema.ts";
import { useDiscardDelivery, useOutbox, useRetryDelivery } from "./system-api.ts";

const TABS: OutboxListStatus[] = ["failed", "dead", "pending", "sent"];

export function OutboxPanel({ counts }: { counts: OutboxCounts }) {
  const [status, setStatus] = useState<OutboxListStatus>(counts.dead > 0 && counts.failed === 0 ? "dead" : "failed");
  const list = useOutbox(status);
  const retry = useRetryDelivery();
  const discard = useDiscardDelivery();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const actionable = status === "failed" || status === "dead";

  const columns: Column<OutboxItem>[] = [
    { key: "created", header: "Erstellt", render: (i) => formatGermanDateTime(i.createdAt) },
    { key: "kind", header: "Art", render: (i) => i.kindLabel },
    { key: "target", header: "Empfänger", render: (i) => <span className="system-break">{i.target}</span> },
    { key: "reference", header: "Anlass", render: (i) => <span className="system-break">{i.reference ?? "–"}</span> },
    { key: "attempts", header: "Versuche", render: (i) => i.attempts },
    {
      key: "error",
      header: status === "sent" ? "Zugestellt" : "Letzter Fehler",
      render: (i) => (status === "sent" ? formatGermanDateTime(i.sentAt) : <span className="system-error">{i.lastError ?? "–"}</span>),
    },
    ...(actionable
      ? [
          {
            key: "actions",
            header: "Aktionen",
            render: (i: OutboxItem) => (
              <div className="system-row-actions">
                <button type="button" className="button button--small" onClick={() => retry.mutate(i)} disabled={retry.isPending}>
                  Erneut senden
                </button>
                <button type="button" className="button button--small button--danger" onClick={() => setDiscarding(i)}>
                  Verwerfen
                </button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="panel system-section" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="panel__title">
        Zustellungen (E-Mails und Webhooks)
      </h2>
      <p className="system-muted">
        {counts.oldestWaitingSince ? `Die älteste wartende Zustellung ist vom ${formatGermanDateTime(counts.oldestWaitingSince)}.` : "Keine Zustellung wartet."}{" "}
        Zugestellte und aufgegebene Zustellungen werden nach 30 Tagen gelöscht.
      </p>
      <div className="system-tabs" role="tablist" aria-label="Zustellungen nach Status">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`outbox-tab-${tab}`}
            aria-controls="outbox-list"
            aria-selected={tab === status}
            className="system-tabs__tab"
            onClick={() => setStatus(tab)}
          >
            {OUTBOX_STATUS_LABELS[tab]} <span className="system-tabs__count">{counts[tab].toLocaleString("de-DE")}</span>
          </button>
        ))}
      </div>
      <div id="outbox-list" role="tabpanel" aria-labelledby={`outbox-tab-${status}`}>
        {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <Spinner label="Zustellungen werden geladen …" /> : null}
        {list.data ? (
          <DataTable
            caption={`Zustellungen: ${OUTBOX_STATUS_LABELS[status]}`}
            columns={columns}
            rows={items}
            rowKey={(i) => i.id}
            busy={list.isFetching}
            empty={<EmptyState title="Keine Zustellungen" text={`Es gibt keine Zustellungen mit dem Status „${OUTBOX_STATUS_LABELS[status]}“.`} />}
          />
        ) : null}
        {list.hasNextPage ? (
          <button type="button" className="button system-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Wird geladen …" : "Weitere laden"}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={Boolean(discarding)}
        title="Zustellung verwerfen?"
        text={
          discarding
            ? `Die Zustellung an ${discarding.target} wird gelöscht und nie mehr versucht. Das Audit-Protokoll hält fest, dass Sie sie verworfen haben.`
            : ""
        }
        confirmLabel="Verwerfen"
        danger
        pending={discard.isPending}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding);
          setDiscarding(null);
        }}
      />
    </section>
  );
}

/**
 * /backend/audit (admin): the append-only trail of every change, newest first, filtered by person,
 * area, action and period; each entry in full with before and after; "Prüfen" verifies the hash
 * chain and names the first broken entry; the CSV export (logged as data_export).
 */
import { useState } from "react";
import type { ScreenProps } from "#shared/routes.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { FilterBar } from "#ui/backoffice/FilterBar.tsx";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { actionLabel, moduleLabel, type AuditEntryView } from "../schema.ts";
import { AuditEntryDialog, AuditObject } from "./AuditEntryDialog.tsx";
import { ChainCheckResult } from "./ChainCheckResult.tsx";
import { downloadAuditCsv, EMPTY_FILTERS, useAuditEntries, useAuditFacets, useChainCheck, type AuditFilterValues } from "./audit-api.ts";
import "./audit.css";

export default function AuditScreen({ route }: ScreenProps) {
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_FILTERS);
  /** The cursors of the pages walked so far (undefined: the newest page). */
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages.at(-1);
  const entries = useAuditEntries(filters, before);
  const facets = useAuditFacets();
  const check = useChainCheck();
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const [exporting, setExporting] = useState(false);

  const setFilter = (key: keyof AuditFilterValues, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPages([undefined]);
  };
  const filtered = Object.values(filters).some(Boolean);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
      toast({ title: "Export erstellt", description: "Der Export wurde im Audit-Protokoll vermerkt.", variant: "success" });
    } catch (error) {
      toast({ title: "Export fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  // Compact at 1280 px (issue 25: ids wrapped a character a line in a 66 px "Objekt" column, rows
  // were ~250 px high and "Anzeigen" was cut off): the area goes under the action, the object is
  // named by its German kind and its own name, the full id stays in the entry's dialog.
  const columns: Column<AuditEntryView>[] = [
    { key: "seq", header: "Nr.", className: "audit-col--nowrap", render: (e) => e.seq.toLocaleString("de-DE") },
    { key: "at", header: "Zeitpunkt", className: "audit-col--time", render: (e) => formatGermanDateTime(e.createdAt) },
    {
      key: "who",
      header: "Person",
      render: (e) => e.actorName ?? e.actorEmail ?? (e.actorUserId ? e.actorUserId : <span className="audit-muted">System</span>),
    },
    {
      key: "action",
      header: "Aktion",
      render: (e) => (
        <>
          <span className="audit-primary">{actionLabel(e.action)}</span>
          <span className="audit-secondary">{moduleLabel(e.module)}</span>
        </>
      ),
    },
    { key: "entity", header: "Objekt", className: "audit-col--object", render: (e) => <AuditObject entry={e} /> },
    { key: "ip", header: "Adresse", className: "audit-col--nowrap", render: (e) => e.clientIp ?? "–" },
    {
      key: "details",
      header: "Details",
      className: "audit-col--nowrap",
      render: (e) => (
        <button type="button" className="button button--small" onClick={() => setOpen(e)} aria-label={`Eintrag Nr. ${e.seq} anzeigen`}>
          Anzeigen
        </button>
      ),
    },
  ];

  return (
    <section className="audit-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Jede Änderung und jede sicherheitsrelevante Aktion mit Person, Zeitpunkt, Adresse und den Werten vorher und nachher. Die Einträge sind durch eine Hash-Kette gegen nachträgliche Änderung gesichert und werden nach zwölf Monaten gelöscht."
      >
        <div className="audit-actions">
          <button type="button" className="button button--primary" onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? "Wird geprüft …" : "Prüfen"}
          </button>
          <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? "Wird exportiert …" : "CSV exportieren"}
          </button>
        </div>
      </PageHeader>

      {check.isError ? <QueryError error={check.error} onRetry={() => check.mutate()} /> : null}
      {check.data ? (
        <ChainCheckResult
          result={check.data}
          onShowEntry={(seq) => {
            setFilters(EMPTY_FILTERS);
            setPages([undefined, seq + 1]);
          }}
        />
      ) : null}

      <FilterBar className="audit-filters" label="Audit-Protokoll filtern">
        <SelectField
          id="audit-user"
          label="Person"
          placeholder="Alle Personen"
          value={filters.user}
          onChange={(e) => setFilter("user", e.target.value)}
          options={(facets.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name }))}
        />
        <SelectField
          id="audit-module"
          label="Bereich"
          placeholder="Alle Bereiche"
          value={filters.module}
          onChange={(e) => setFilter("module", e.target.value)}
          options={(facets.data?.modules ?? []).map((m) => ({ value: m, label: moduleLabel(m) }))}
        />
        <SelectField
          id="audit-action"
          label="Aktion"
          placeholder="Alle Aktionen"
          value={filters.action}
          onChange={(e) => setFilter("action", e.target.value)}
          options={(facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) })).sort((a, b) => a.label.localeCompare(b.label, "de"))}
        />
        <TextField id="audit-from" label="Von" type="date" value={filters.from} onChange={(e) => setFilter("from", e.target.value)} />
        <TextField id="audit-to" label="Bis" type="date" value={filters.to} onChange={(e) => setFilter("to", e.target.value)} />
        {filtered ? (
          <button
            type="button"
            className="button audit-filters__reset"
            onClick={() => {
              setFilters(EMPTY_FILTERS);
              setPages([undefined]);
            }}
          >
            Filter zurücksetzen
          </button>
        ) : null}
      </FilterBar>

      {entries.isError ? <QueryError error={entries.error} onRetry={() => void entries.refetch()} /> : null}
      {entries.isPending ? <Spinner label="Einträge werden geladen …" /> : null}
      {entries.data ? (
        <>
          <div className="audit-table">
            <DataTable
              caption="Einträge des Audit-Protokolls"
              columns={columns}
              rows={entries.data.items}
              rowKey={(e) => String(e.id)}
              busy={entries.isFetching}
              empty={
                <EmptyState
                  title={filtered ? "Keine Einträge zu diesen Filtern" : "Noch keine Einträge"}
                  text={filtered ? "Ändern Sie die Filter oder setzen Sie sie zurück." : "Sobald jemand Daten ändert, erscheint es hier."}
                />
              }
            />
          </div>
          <nav className="pagination" aria-label="Seiten des Audit-Protokolls">
            <p className="pagination__summary" aria-live="polite">
              {pages.length === 1 ? "Neueste Einträge" : `Seite ${pages.length}`}
            </p>
            <div className="pagination__buttons">
              <button type="button" className="button" disabled={pages.length === 1} onClick={() => setPages((p) => p.slice(0, -1))}>
                Neuere
              </button>
              <button type="button" className="button" disabled={!entries.data.nextBefore} onClick={() => setPages((p) => [...p, entries.data!.nextBefore!])}>
                Ältere
              </button>
            </div>
          </nav>
        </>
      ) : null}
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </section>
  );
}

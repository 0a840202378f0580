/** The application list: company, representative, state, desired entry, received, status; sortable. */
import type { ReactNode } from "react";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import type { SortState } from "#ui/backoffice/SortButton.tsx";
import { APPLICATION_STATUS_LABELS } from "../../domain/application-status.ts";
import type { ApplicationSummary } from "../../schema/review.ts";
import { STATUS_TONES } from "./application-labels.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";

export interface ApplicationTableProps {
  rows: readonly ApplicationSummary[];
  busy: boolean;
  empty: ReactNode;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  onOpen: (application: ApplicationSummary) => void;
}

export function ApplicationTable({ rows, busy, empty, sort, onSortChange, onOpen }: ApplicationTableProps) {
  const columns: Column<ApplicationSummary>[] = [
    {
      key: "company",
      header: "Unternehmen",
      sortKey: "company_name",
      render: (a) => (
        <button type="button" className="row-link" onClick={() => onOpen(a)}>
          {a.companyName}
        </button>
      ),
    },
    { key: "representative", header: "Vertreten durch", render: (a) => a.representativeName },
    { key: "state", header: "Bundesland", sortKey: "state", render: (a) => `${a.city} (${a.state})` },
    { key: "entry", header: "Gewünschter Beitritt", sortKey: "desired_entry_date", render: (a) => formatGermanDate(a.desiredEntryDate) },
    { key: "received", header: "Eingegangen", sortKey: "created_at", render: (a) => formatGermanDateTime(a.createdAt) },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      render: (a) => <StatusBadge tone={STATUS_TONES[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</StatusBadge>,
    },
  ];
  return (
    <DataTable
      caption="Mitgliedsanträge"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      empty={empty}
      busy={busy}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}

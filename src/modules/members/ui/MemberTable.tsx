/** The member list: name, class, status, state, entry, track length; sortable. */
import type { ReactNode } from "react";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { StatusBadge, type BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import type { SortState } from "#ui/backoffice/SortButton.tsx";
import { MEMBERSHIP_CLASS_LABELS, MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from "../schema/labels.ts";
import { formatGermanDate } from "#shared/dates.ts";
import type { MemberSummary } from "./members-api.ts";

const TONES: Record<MembershipStatus, BadgeTone> = { active: "success", resigned: "warning", excluded: "danger" };

export function statusText(m: Pick<MemberSummary, "status" | "exitDate">): string {
  return m.exitDate ? `${MEMBERSHIP_STATUS_LABELS[m.status]} zum ${formatGermanDate(m.exitDate)}` : MEMBERSHIP_STATUS_LABELS[m.status];
}

export interface MemberTableProps {
  rows: readonly MemberSummary[];
  busy: boolean;
  empty: ReactNode;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  onOpen: (member: MemberSummary) => void;
}

export function MemberTable({ rows, busy, empty, sort, onSortChange, onOpen }: MemberTableProps) {
  const columns: Column<MemberSummary>[] = [
    {
      key: "name",
      header: "Organisation",
      sortKey: "name",
      render: (m) => (
        <button type="button" className="row-link" onClick={() => onOpen(m)}>
          {m.name}
        </button>
      ),
    },
    { key: "class", header: "Mitgliedsart", sortKey: "membership_class", render: (m) => MEMBERSHIP_CLASS_LABELS[m.membershipClass] },
    { key: "status", header: "Status", sortKey: "status", render: (m) => <StatusBadge tone={TONES[m.status]}>{statusText(m)}</StatusBadge> },
    { key: "state", header: "Bundesland", sortKey: "state", render: (m) => m.state ?? "–" },
    { key: "entry", header: "Eintritt", sortKey: "entry_date", render: (m) => formatGermanDate(m.entryDate) },
    {
      key: "track",
      header: "Strecke (km)",
      sortKey: "track_length_km",
      className: "numeric",
      render: (m) => (m.trackLengthKm === null ? "–" : Number(m.trackLengthKm).toLocaleString("de-DE")),
    },
  ];
  return (
    <DataTable caption="Mitglieder" columns={columns} rows={rows} rowKey={(m) => m.id} empty={empty} busy={busy} sort={sort} onSortChange={onSortChange} />
  );
}

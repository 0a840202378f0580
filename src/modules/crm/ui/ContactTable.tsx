/** Contact rows: name and function, organisation, tags, follow-up (overdue marked in words), actions. */
import type { CrmContact } from "../schema/contact.ts";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { formatGermanDate } from "#shared/dates.ts";
import { kindLabel, personName } from "./crm-labels.ts";

export interface ContactTableProps {
  contacts: readonly CrmContact[];
  busy: boolean;
  empty: React.ReactNode;
  onOpen: (contact: CrmContact) => void;
  /** Offered in the follow-up view: marks the follow-up as done. */
  onFollowUpDone?: (contact: CrmContact) => void;
}

export function FollowUp({ date }: { date: string | null }) {
  if (!date) return <span className="muted">–</span>;
  const today = berlinDate(browserNow());
  const overdue = date < today;
  const due = date === today;
  return overdue || due ? (
    <StatusBadge tone={overdue ? "danger" : "warning"}>{`${overdue ? "Überfällig" : "Heute"}: ${formatGermanDate(date)}`}</StatusBadge>
  ) : (
    formatGermanDate(date)
  );
}

export function ContactTable({ contacts, busy, empty, onOpen, onFollowUpDone }: ContactTableProps) {
  const columns: Column<CrmContact>[] = [
    {
      key: "name",
      header: "Name",
      render: (c) => (
        <>
          <button type="button" className="link-button" onClick={() => onOpen(c)}>
            {personName(c)}
          </button>
          {c.jobFunction ? <span className="muted block">{c.jobFunction}</span> : null}
        </>
      ),
    },
    {
      key: "organization",
      header: "Organisation",
      render: (c) =>
        c.organizationName ? (
          <>
            {c.organizationName}
            <span className="muted block">{kindLabel(c.organizationKind)}</span>
          </>
        ) : (
          <span className="muted">–</span>
        ),
    },
    { key: "tags", header: "Schlagwörter", render: (c) => (c.tags.length ? c.tags.join(", ") : <span className="muted">–</span>) },
    { key: "followUp", header: "Wiedervorlage", render: (c) => <FollowUp date={c.followUpAt} /> },
    {
      key: "actions",
      header: "Aktionen",
      render: (c) => (
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => onOpen(c)} aria-label={`${personName(c)} öffnen`}>
            Öffnen
          </button>
          {onFollowUpDone && c.followUpAt ? (
            <button type="button" className="button button--small" onClick={() => onFollowUpDone(c)} aria-label={`Wiedervorlage für ${personName(c)} erledigt`}>
              Erledigt
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return <DataTable caption="Kontakte" columns={columns} rows={contacts} rowKey={(c) => c.id} busy={busy} empty={empty} />;
}

/**
 * /backend/finances (admin or vorstand): invoices and the overdue list, the annual fee run, the
 * fee schedule per year and the association's invoice and bank data, as tabs (arrow keys move
 * between them, WAI-ARIA tabs pattern).
 */
import { useState, type KeyboardEvent } from "react";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "../../../shared/routes.ts";
import { FeeRunPanel } from "./FeeRunPanel.tsx";
import { FeeSchedulePanel } from "./FeeSchedulePanel.tsx";
import { InvoicesPanel } from "./InvoicesPanel.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { BankPanel } from "./BankPanel.tsx";
import { ReportPanel } from "./ReportPanel.tsx";
import { SepaPanel } from "./SepaPanel.tsx";
import "./finances.css";

const TABS = [
  { id: "invoices", label: "Rechnungen" },
  { id: "overdue", label: "Überfällig" },
  { id: "sepa", label: "Lastschrift" },
  { id: "bank", label: "Kontoauszug" },
  { id: "report", label: "Kassenbericht" },
  { id: "fee-run", label: "Beitragslauf" },
  { id: "schedule", label: "Beitragsordnung" },
  { id: "settings", label: "Einstellungen" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export default function FinancesScreen({ route }: ScreenProps) {
  const [tab, setTab] = useState<TabId>("invoices");
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    setTab(next);
    document.getElementById(`finances-tab-${next}`)?.focus();
  };
  return (
    <section className="finances">
      <PageHeader title={route.title} lead="Mitgliedsbeiträge nach Beitragsordnung, Rechnungen mit lückenlosen Nummern, Zahlungen und Mahnungen. Eine versandte Rechnung wird nie geändert, sondern storniert." />
      <div className="tabs finance-tabs" role="tablist" aria-label="Bereiche der Finanzen" onKeyDown={onKeyDown}>
        {TABS.map((entry) => (
          <button
            key={entry.id}
            id={`finances-tab-${entry.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === entry.id}
            aria-controls={`finances-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`finances-panel-${tab}`} role="tabpanel" aria-labelledby={`finances-tab-${tab}`}>
        {tab === "invoices" ? <InvoicesPanel key="all" /> : null}
        {tab === "overdue" ? <InvoicesPanel key="overdue" overdueOnly /> : null}
        {tab === "sepa" ? <SepaPanel /> : null}
        {tab === "bank" ? <BankPanel /> : null}
        {tab === "report" ? <ReportPanel /> : null}
        {tab === "fee-run" ? <FeeRunPanel /> : null}
        {tab === "schedule" ? <FeeSchedulePanel /> : null}
        {tab === "settings" ? <SettingsPanel /> : null}
      </div>
    </section>
  );
}

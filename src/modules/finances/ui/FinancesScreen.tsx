/**
 * /backend/finances (admin or vorstand): invoices and the overdue list, the annual fee run, the
 * fee schedule per year and the association's invoice and bank data, as tabs (arrow keys move
 * between them, WAI-ARIA tabs pattern).
 */
import { useSearchParams } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { TabList, tabId, tabPanelId } from "#ui/backoffice/TabList.tsx";
import type { ScreenProps } from "#shared/routes.ts";
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
  // ?bereich=<tab> opens a tab directly (the dashboards link to "overdue", "sepa" and "bank").
  const [params, setParams] = useSearchParams();
  const asked = params.get("bereich");
  const tab: TabId = TABS.find((t) => t.id === asked)?.id ?? "invoices";
  const setTab = (next: TabId) => setParams(next === "invoices" ? {} : { bereich: next }, { replace: true });
  return (
    <section className="finances">
      <PageHeader
        title={route.title}
        lead="Mitgliedsbeiträge nach Beitragsordnung, Rechnungen mit lückenlosen Nummern, Zahlungen und Mahnungen. Eine versandte Rechnung wird nie geändert, sondern storniert."
      />
      <TabList tabs={TABS} selected={tab} onSelect={setTab} idPrefix="finances" label="Bereiche der Finanzen" className="finance-tabs" />
      <div id={tabPanelId("finances", tab)} role="tabpanel" aria-labelledby={tabId("finances", tab)}>
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

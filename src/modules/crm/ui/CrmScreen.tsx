/**
 * /backend/crm (admin, vorstand; geschaeftsfuehrung via the hierarchy): contacts, organisations and
 * due follow-ups as three tabs (arrow keys move between them, as in the WAI-ARIA tabs pattern).
 */
import { useState } from "react";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { TabList, tabId, tabPanelId } from "#ui/backoffice/TabList.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import { ContactsPanel } from "./ContactsPanel.tsx";
import { OrganizationsPanel } from "./OrganizationsPanel.tsx";
import "./crm.css";

const TABS = [
  { id: "contacts", label: "Kontakte" },
  { id: "organizations", label: "Organisationen" },
  { id: "follow-ups", label: "Wiedervorlagen" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export default function CrmScreen({ route }: ScreenProps) {
  const [tab, setTab] = useState<TabId>("contacts");
  return (
    <section className="crm">
      <PageHeader
        title={route.title}
        lead="Kontakte zu Politik, Ministerien, Behörden, Presse und Partnern, mit Gesprächsverlauf und Wiedervorlagen. Mitgliedsunternehmen sind dieselben Datensätze wie in der Mitgliederverwaltung."
      />
      <TabList tabs={TABS} selected={tab} onSelect={setTab} idPrefix="crm" label="Bereiche des CRM" className="crm-tabs" />
      <div id={tabPanelId("crm", tab)} role="tabpanel" aria-labelledby={tabId("crm", tab)}>
        {tab === "contacts" ? <ContactsPanel key="contacts" /> : null}
        {tab === "organizations" ? <OrganizationsPanel /> : null}
        {tab === "follow-ups" ? <ContactsPanel key="follow-ups" followUpsOnly /> : null}
      </div>
    </section>
  );
}

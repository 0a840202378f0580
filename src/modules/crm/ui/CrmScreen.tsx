/**
 * /backend/crm (admin, vorstand; geschaeftsfuehrung via the hierarchy): contacts, organisations and
 * due follow-ups as three tabs (arrow keys move between them, as in the WAI-ARIA tabs pattern).
 */
import { useState, type KeyboardEvent } from "react";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "../../../shared/routes.ts";
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
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    setTab(next);
    document.getElementById(`crm-tab-${next}`)?.focus();
  };
  return (
    <section className="crm">
      <PageHeader title={route.title} lead="Kontakte zu Politik, Ministerien, Behörden, Presse und Partnern, mit Gesprächsverlauf und Wiedervorlagen. Mitgliedsunternehmen sind dieselben Datensätze wie in der Mitgliederverwaltung." />
      <div className="tabs crm-tabs" role="tablist" aria-label="Bereiche des CRM" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`crm-tab-${t.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === t.id}
            aria-controls={`crm-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`crm-panel-${tab}`} role="tabpanel" aria-labelledby={`crm-tab-${tab}`}>
        {tab === "contacts" ? <ContactsPanel key="contacts" /> : null}
        {tab === "organizations" ? <OrganizationsPanel /> : null}
        {tab === "follow-ups" ? <ContactsPanel key="follow-ups" followUpsOnly /> : null}
      </div>
    </section>
  );
}

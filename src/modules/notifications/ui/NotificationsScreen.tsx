/**
 * /backend/notifications (every signed-in account): unread notifications first, then the read
 * ones, each linking to its target (opening it marks it read); "mark all read"; and the e-mail
 * choices per kind (?ansicht=einstellungen, where the mails' settings link leads).
 */
import { useSearchParams } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import { useMarkAllRead, useNotificationSummary } from "./notifications-api.ts";
import { NotificationList } from "./NotificationList.tsx";
import { EmailPreferences } from "./EmailPreferences.tsx";
import "./notifications.css";

const VIEWS = [
  { id: "liste", label: "Benachrichtigungen" },
  { id: "einstellungen", label: "E-Mail-Einstellungen" },
] as const;

export default function NotificationsScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const view = params.get("ansicht") === "einstellungen" ? "einstellungen" : "liste";
  const summary = useNotificationSummary();
  const markAll = useMarkAllRead();
  const unread = summary.data?.unread ?? 0;
  return (
    <section className="notifications">
      <PageHeader title={route.title} lead="Erwähnungen, Antworten und neue Themen, die Sie betreffen. Ungelesene stehen oben.">
        {view === "liste" ? (
          <div className="button-row">
            <button type="button" className="button button--primary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
              {markAll.isPending ? "Wird markiert …" : "Alle als gelesen markieren"}
            </button>
          </div>
        ) : null}
      </PageHeader>
      <nav className="view-switch" aria-label="Ansicht">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            className="view-switch__item"
            aria-current={view === v.id ? "page" : undefined}
            onClick={() => setParams(v.id === "liste" ? {} : { ansicht: v.id })}
          >
            {v.label}
          </button>
        ))}
      </nav>
      {view === "liste" ? (
        <>
          <NotificationList status="unread" heading={unread > 0 ? `Ungelesen (${unread})` : "Ungelesen"} />
          <NotificationList status="read" heading="Gelesen" />
        </>
      ) : (
        <EmailPreferences />
      )}
    </section>
  );
}

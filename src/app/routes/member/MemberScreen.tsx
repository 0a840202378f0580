/** /member: the member's part of "what needs me today" and the SPEC's cards (section 2). */
import type { ScreenProps } from "#shared/routes.ts";
import { DashboardInbox } from "#modules/dashboard/ui/DashboardInbox.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { useRouteViewer } from "#ui/session/route-viewer.ts";
import { DashboardCard } from "../../components/DashboardCard.tsx";
import { memberCards } from "../cards.ts";

export default function MemberScreen({ route }: ScreenProps) {
  const viewer = useRouteViewer();
  return (
    <>
      <PageHeader title={route.title} lead="Ihr Einstieg in die Arbeit des Verbands: was heute ansteht, dann alle Bereiche." />
      <DashboardInbox view="member" />
      <h2 className="section-title">Bereiche</h2>
      <div className="card-grid">
        {memberCards.map((card) => (
          <DashboardCard key={card.route.path} card={card} viewer={viewer} />
        ))}
      </div>
    </>
  );
}

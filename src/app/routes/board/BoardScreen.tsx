/** /board: titled by the highest role (SPEC section 2); the board's part of "what needs me today" and the SPEC's cards. */
import { highestRole, ROLE_LABELS } from "#shared/roles.ts";
import { DashboardInbox } from "#modules/dashboard/ui/DashboardInbox.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { useRouteViewer } from "#ui/session/route-viewer.ts";
import { DashboardCard } from "../../components/DashboardCard.tsx";
import { boardCards } from "../cards.ts";

export default function BoardScreen() {
  const viewer = useRouteViewer();
  const title = ROLE_LABELS[highestRole(viewer.roles)];
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead="Steuerung des Verbands: Entscheidungen und Fristen von heute, dann Mitglieder, Kontakte, Finanzen und System." />
      <DashboardInbox view="board" />
      <h2 className="section-title">Bereiche</h2>
      <div className="card-grid">
        {boardCards.map((card) => (
          <DashboardCard key={card.route.path} card={card} viewer={viewer} />
        ))}
      </div>
    </>
  );
}

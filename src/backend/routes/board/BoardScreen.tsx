import { highestRole, ROLE_LABELS } from "../../../shared/roles.ts";
import { useAuth } from "../../../ui/session/auth-context.ts";
import { useDocumentTitle } from "../../../ui/backoffice/use-document-title.ts";
import { DashboardCard } from "../../components/DashboardCard.tsx";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import { boardCards } from "../cards.ts";

/** Titled by the user's highest role: Administrator, Geschäftsführung or Vorstand (SPEC section 2). */
export default function BoardScreen() {
  const { roles } = useAuth();
  const title = ROLE_LABELS[highestRole(roles)];
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead="Steuerung des Verbands: Mitglieder, Kontakte, Finanzen und System." />
      <div className="card-grid">
        {boardCards.map((card) => (
          <DashboardCard key={card.to} card={card} roles={roles} />
        ))}
      </div>
    </>
  );
}

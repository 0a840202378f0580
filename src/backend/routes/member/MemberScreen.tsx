import { useAuth } from "../../auth/auth-context.ts";
import { DashboardCard } from "../../components/DashboardCard.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import type { ScreenProps } from "../../paths.ts";
import { memberCards } from "../cards.ts";

export default function MemberScreen({ route }: ScreenProps) {
  const { roles } = useAuth();
  return (
    <>
      <PageHeader title={route.title} lead="Ihr Einstieg in die Arbeit des Verbands." />
      <div className="card-grid">
        {memberCards.map((card) => (
          <DashboardCard key={card.to} card={card} roles={roles} />
        ))}
      </div>
    </>
  );
}

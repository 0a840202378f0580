import { useAuth } from "../../../ui/session/auth-context.ts";
import { DashboardCard } from "../../components/DashboardCard.tsx";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "../../../shared/routes.ts";
import { memberCards } from "../cards.ts";
import { TasksCardSlot } from "../dashboard/TasksCardSlot.tsx";

export default function MemberScreen({ route }: ScreenProps) {
  const { roles } = useAuth();
  return (
    <>
      <PageHeader title={route.title} lead="Ihr Einstieg in die Arbeit des Verbands." />
      <TasksCardSlot className="member-tasks" />
      <div className="card-grid">
        {memberCards.map((card) => (
          <DashboardCard key={card.to} card={card} roles={roles} />
        ))}
      </div>
    </>
  );
}

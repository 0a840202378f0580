/**
 * The tasks module's "Meine Aufgaben" card on /backend and /member, loaded lazily with the module's
 * code and shown only to those who may open the tasks (an account waiting for approval may not).
 */
import { lazy, Suspense } from "react";
import { hasAnyRole } from "../../../shared/roles.ts";
import { routes } from "../../../shared/routes.ts";
import { useAuth } from "../../../ui/session/auth-context.ts";
import { Spinner } from "../../../ui/backoffice/Spinner.tsx";

const MyTasksCard = lazy(() => import("../../../modules/tasks/ui/MyTasksCard.tsx"));

export function TasksCardSlot({ className }: { className?: string }) {
  const { roles } = useAuth();
  if (!hasAnyRole(roles, routes.todos.requiredRoles)) return null;
  return (
    <div className={className}>
      <Suspense fallback={<Spinner label="Aufgaben werden geladen …" />}>
        <MyTasksCard />
      </Suspense>
    </div>
  );
}

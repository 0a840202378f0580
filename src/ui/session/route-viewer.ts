import { useMemo } from "react";
import type { RouteViewer } from "#shared/routes.ts";
import { useAuth } from "./auth-context.ts";

/** The signed-in person as opensFor() sees them: roles and whether they belong to a member company. */
export function useRouteViewer(): RouteViewer {
  const { roles, profile } = useAuth();
  const memberCompany = Boolean(profile?.organization_id);
  return useMemo(() => ({ roles, memberCompany }), [roles, memberCompany]);
}

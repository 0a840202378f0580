/** The general assemblies that block admissions between invitation and assembly (from the voting module). */
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../ui/backoffice/api-client.ts";

const ASSEMBLIES_KEY = ["back-office", "assemblies"] as const;

export interface Assembly {
  id: string;
  title: string;
  /** First day without admissions: the day the first invitation was sent. */
  invitationSentAt: string;
  /** Last day without admissions: the assembly's day (or the day it ended). */
  heldAt: string;
}

export function useAssemblies() {
  return useQuery({ queryKey: ASSEMBLIES_KEY, queryFn: ({ signal }) => apiFetch<{ items: Assembly[] }>("/api/back-office/assemblies", { signal }) });
}

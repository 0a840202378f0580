/** The general assemblies that block admissions between invitation and assembly (from the voting module). */
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../ui/backoffice/api-client.ts";
import type { AssembliesAnswer } from "../../schema/review.ts";

export const ASSEMBLIES_KEY = ["back-office", "assemblies"] as const;

export function useAssemblies() {
  return useQuery({ queryKey: ASSEMBLIES_KEY, queryFn: ({ signal }) => apiFetch<AssembliesAnswer>("/api/back-office/assemblies", { signal }) });
}

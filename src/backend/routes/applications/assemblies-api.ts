/** The general assemblies that block admissions between invitation and assembly. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { AssemblyInput } from "../../../shared/schemas/assembly.ts";

const ASSEMBLIES_KEY = ["back-office", "assemblies"] as const;

export interface Assembly {
  id: string;
  title: string;
  invitationSentAt: string;
  heldAt: string;
}

export function useAssemblies() {
  return useQuery({ queryKey: ASSEMBLIES_KEY, queryFn: ({ signal }) => apiFetch<{ items: Assembly[] }>("/api/back-office/assemblies", { signal }) });
}

export function useCreateAssembly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssemblyInput) => apiFetch<Assembly>("/api/back-office/assemblies", { method: "POST", body: input }),
    onSuccess: () => {
      toast({ title: "Mitgliederversammlung eingetragen", variant: "success" });
      void client.invalidateQueries({ queryKey: ASSEMBLIES_KEY });
    },
  });
}

/**
 * Changing the workbench. Each mutation calls one endpoint of the contract (`politicalApi.x.call`),
 * reports success or the server's German message as a toast and refreshes what it touched; a 409
 * says someone else saved first, and the form keeps its input.
 */
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { POLITICAL_KEY } from "./political-api.ts";

export interface ChangeSpec<V, R> {
  /** The call, e.g. `(values) => politicalApi.updateProcedure.call({ params: { id }, body: values })`. */
  run: (values: V) => Promise<R>;
  success: string | ((result: R) => string);
  failure: string;
  /** What to refresh afterwards (default: everything of the workbench). */
  invalidate?: QueryKey;
}

export function useChange<V, R = unknown>(spec: ChangeSpec<V, R>) {
  const client = useQueryClient();
  return useMutation<R, unknown, V>({
    mutationFn: spec.run,
    onSuccess: (result) => {
      toast({ title: typeof spec.success === "string" ? spec.success : spec.success(result), variant: "success" });
      void client.invalidateQueries({ queryKey: spec.invalidate ?? POLITICAL_KEY });
    },
    onError: (error) => {
      toast({ title: spec.failure, description: errorMessage(error), variant: "destructive" });
      // Someone else saved first: show their version (forms stay open with the person's input).
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: spec.invalidate ?? POLITICAL_KEY });
    },
  });
}

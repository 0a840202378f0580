/**
 * Changing the workbench. Each mutation reports success or the server's German message as a toast
 * and refreshes what it touched; a 409 says someone else saved first, and the form keeps its input.
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, apiFetch, type ApiOptions } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { POLITICAL_KEY } from "./political-api.ts";

export interface ChangeSpec<V> {
  request: (values: V) => { path: string; method: NonNullable<ApiOptions["method"]>; body?: unknown };
  success: string | ((result: unknown) => string);
  failure: string;
  /** What to refresh afterwards (default: everything of the workbench). */
  invalidate?: QueryKey;
}

export function useChange<V, R = unknown>(spec: ChangeSpec<V>) {
  const client = useQueryClient();
  return useMutation<R, unknown, V>({
    mutationFn: (values) => {
      const { path, method, body } = spec.request(values);
      return apiFetch<R>(path, { method, body });
    },
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

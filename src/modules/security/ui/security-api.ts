/** Data access of the security screens. */
import { countOf } from "#shared/plural.ts";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type {
  IncidentDetail,
  IncidentLinkInput,
  IncidentPage,
  RateLimitView,
  SecurityOverview,
  SessionPage,
  SessionPolicyInput,
  SessionSecurityView,
  StaffOption,
  UnblockInput,
} from "../schema.ts";

const KEY = ["security"] as const;

export function useOverview(days: number) {
  return useQuery({ queryKey: [...KEY, "overview", days], queryFn: ({ signal }) => apiFetch<SecurityOverview>(`/api/security/overview?days=${days}`, { signal }), placeholderData: keepPreviousData });
}

export function useSessions(user: string) {
  return useInfiniteQuery({
    queryKey: [...KEY, "sessions", user],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => apiFetch<SessionPage>(`/api/security/sessions?${new URLSearchParams({ ...(user ? { user } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiFetch<void>(`/api/security/sessions/${encodeURIComponent(id)}/end`, { method: "POST", body: { reason } }),
    onSuccess: () => toast({ title: "Sitzung beendet", description: "Das Gerät wird bei seiner nächsten Anfrage abgemeldet.", variant: "success" }),
    onError: (error) => toast({ title: "Sitzung nicht beendet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEndAllSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) => apiFetch<{ ended: number }>(`/api/security/users/${encodeURIComponent(userId)}/end-sessions`, { method: "POST", body: { reason } }),
    onSuccess: (result) => toast({ title: `${countOf(result.ended, "Sitzung", "Sitzungen")} beendet`, description: "Alle Geräte dieser Person werden bei ihrer nächsten Anfrage abgemeldet.", variant: "success" }),
    onError: (error) => toast({ title: "Sitzungen nicht beendet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSessionSecurity() {
  return useQuery({ queryKey: [...KEY, "policy"], queryFn: ({ signal }) => apiFetch<SessionSecurityView>("/api/security/session-policy", { signal }) });
}

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionPolicyInput) => apiFetch<SessionSecurityView>("/api/security/session-policy", { method: "PUT", body: input }),
    onSuccess: (view) => {
      client.setQueryData([...KEY, "policy"], view);
      toast({ title: "Einstellungen gespeichert", variant: "success" });
    },
  });
}

export function useRateLimits(page: number) {
  return useQuery({
    queryKey: [...KEY, "rate-limits", page],
    queryFn: ({ signal }) => apiFetch<RateLimitView>(`/api/security/rate-limits?page=${page}`, { signal }),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UnblockInput) => apiFetch<{ cleared: number }>("/api/security/rate-limits/unblock", { method: "POST", body: input }),
    onSuccess: () => toast({ title: "Freigegeben", description: "Der Zähler ist zurückgesetzt; die Freigabe steht im Audit-Protokoll.", variant: "success" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useIncidents(status: string) {
  return useInfiniteQuery({
    queryKey: [...KEY, "incidents", status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => apiFetch<IncidentPage>(`/api/security/incidents?${new URLSearchParams({ ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useIncident(id: string | null) {
  return useQuery({ queryKey: [...KEY, "incident", id], queryFn: ({ signal }) => apiFetch<IncidentDetail>(`/api/security/incidents/${id}`, { signal }), enabled: Boolean(id) });
}

export function useStaff() {
  return useQuery({ queryKey: [...KEY, "staff"], queryFn: ({ signal }) => apiFetch<{ items: StaffOption[] }>("/api/security/staff", { signal }) });
}

/** Saves and puts the answer into the detail cache; lists are reloaded. */
export function useIncidentMutation<V>(request: (vars: V) => Promise<IncidentDetail>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (incident) => {
      client.setQueryData([...KEY, "incident", incident.id], incident);
      void client.invalidateQueries({ queryKey: [...KEY, "incidents"] });
      void client.invalidateQueries({ queryKey: [...KEY, "overview"] });
      toast({ title: success, variant: "success" });
    },
  });
}

export const incidentRequests = {
  create: (body: unknown) => apiFetch<IncidentDetail>("/api/security/incidents", { method: "POST", body }),
  update: ({ id, body }: { id: string; body: unknown }) => apiFetch<IncidentDetail>(`/api/security/incidents/${id}`, { method: "PUT", body }),
  note: ({ id, text }: { id: string; text: string }) => apiFetch<IncidentDetail>(`/api/security/incidents/${id}/notes`, { method: "POST", body: { text } }),
  link: ({ id, body }: { id: string; body: IncidentLinkInput }) => apiFetch<IncidentDetail>(`/api/security/incidents/${id}/links`, { method: "POST", body }),
  unlink: ({ id, linkId }: { id: string; linkId: string }) => apiFetch<IncidentDetail>(`/api/security/incidents/${id}/links/${linkId}`, { method: "DELETE" }),
};

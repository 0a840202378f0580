/** Data access of the security screens (client derived from contract.ts). */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { countOf } from "#shared/plural.ts";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { userManagementContract } from "#modules/user-management/contract.ts";
import { securityContract } from "../contract.ts";
import {
  INCIDENT_STATUSES,
  type IncidentDetail,
  type IncidentLinkInput,
  type IncidentListQuery,
  type SessionPolicyInput,
  type UnblockInput,
} from "../schema.ts";

export const securityApi = clientOf(securityContract);
/** Every query of the security center (a change to sessions or counters shows on several screens). */
const KEY = keyOf(securityContract);

/** The incident list's status filter: "open" or one status; undefined lists all. */
export type IncidentFilter = NonNullable<IncidentListQuery["status"]>;
const INCIDENT_FILTERS: readonly string[] = ["open", ...INCIDENT_STATUSES];
export const incidentFilter = (value: string): IncidentFilter | undefined => (INCIDENT_FILTERS.includes(value) ? (value as IncidentFilter) : undefined);

export function useOverview(days: number) {
  return useQuery({ ...securityApi.getOverview.queryOptions({ query: { days } }), placeholderData: keepPreviousData });
}

export function useSessions(user: string) {
  return useInfiniteQuery({
    queryKey: securityApi.listSessions.key({ query: { user } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => securityApi.listSessions.call({ query: { user: user || undefined, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const usersApi = clientOf(userManagementContract);

/** The people to pick in the session manager with Clerk, which lists sessions per person: the user list's first 100. */
export function usePeopleToChoose(enabled: boolean) {
  return useQuery({ ...usersApi.listUsers.queryOptions({ query: { pageSize: 100 } }), enabled });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => securityApi.endSession.call({ params: { id }, body: { reason } }),
    onSuccess: () => toast({ title: "Sitzung beendet", description: "Das Gerät wird bei seiner nächsten Anfrage abgemeldet.", variant: "success" }),
    onError: (error) => toast({ title: "Sitzung nicht beendet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEndAllSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) => securityApi.endAllSessions.call({ params: { id: userId }, body: { reason } }),
    onSuccess: (result) =>
      toast({
        title: `${countOf(result.ended, "Sitzung", "Sitzungen")} beendet`,
        description: "Alle Geräte dieser Person werden bei ihrer nächsten Anfrage abgemeldet.",
        variant: "success",
      }),
    onError: (error) => toast({ title: "Sitzungen nicht beendet", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSessionSecurity() {
  return useQuery(securityApi.getSessionPolicy.queryOptions());
}

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionPolicyInput) => securityApi.updateSessionPolicy.call({ body: input }),
    onSuccess: (view) => {
      client.setQueryData(securityApi.getSessionPolicy.key(), view);
      toast({ title: "Einstellungen gespeichert", variant: "success" });
    },
  });
}

export function useRateLimits(page: number) {
  return useQuery({
    ...securityApi.getRateLimits.queryOptions({ query: { page } }),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UnblockInput) => securityApi.unblock.call({ body: input }),
    onSuccess: () => toast({ title: "Freigegeben", description: "Der Zähler ist zurückgesetzt; die Freigabe steht im Audit-Protokoll.", variant: "success" }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useIncidents(status: IncidentFilter | undefined) {
  return useInfiniteQuery({
    queryKey: securityApi.listIncidents.key({ query: { status } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => securityApi.listIncidents.call({ query: { status, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useIncident(id: string | null) {
  return useQuery({ ...securityApi.getIncident.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

/** The people an incident can be assigned to (the security center's own list, not the CRM's staff). */
export function useResponsibleOptions() {
  return useQuery(securityApi.listStaff.queryOptions());
}

/** Saves and puts the answer into the detail cache; lists are reloaded. */
export function useIncidentMutation<V>(request: (vars: V) => Promise<IncidentDetail>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (incident) => {
      client.setQueryData(securityApi.getIncident.key({ params: { id: incident.id } }), incident);
      void client.invalidateQueries({ queryKey: securityApi.listIncidents.key() });
      void client.invalidateQueries({ queryKey: securityApi.getOverview.key() });
      toast({ title: success, variant: "success" });
    },
  });
}

type CreateBody = Parameters<typeof securityApi.createIncident.call>[0]["body"];
type UpdateBody = Parameters<typeof securityApi.updateIncident.call>[0]["body"];

export const incidentRequests = {
  create: (body: CreateBody) => securityApi.createIncident.call({ body }),
  update: ({ id, body }: { id: string; body: UpdateBody }) => securityApi.updateIncident.call({ params: { id }, body }),
  note: ({ id, text }: { id: string; text: string }) => securityApi.addIncidentNote.call({ params: { id }, body: { text } }),
  link: ({ id, body }: { id: string; body: IncidentLinkInput }) => securityApi.addIncidentLink.call({ params: { id }, body }),
  unlink: ({ id, linkId }: { id: string; linkId: string }) => securityApi.removeIncidentLink.call({ params: { id, linkId } }),
};

/** Data access of the user management screen (client derived from contract.ts): the paged user list and its mutations (optimistic). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { userManagementContract } from "../contract.ts";
import { patchListRecord, replaceListRecord, rollback, type Snapshot } from "#ui/backoffice/optimistic-list.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import type { Role } from "#shared/roles.ts";
import type { InviteUserValues, ManagedUser, PendingInvitation, UserStatus } from "../schema.ts";

export const usersApi = clientOf(userManagementContract);
export const USERS_KEY = usersApi.listUsers.key();
export const INVITATIONS_KEY = usersApi.listInvitations.key();

export interface UserFilters {
  q: string;
  role: Role | "";
  status: UserStatus | "";
  page: number;
}

export function useUsers(filters: UserFilters) {
  return useQuery({ ...usersApi.listUsers.queryOptions({ query: { ...filters, pageSize: 25 } }), placeholderData: keepPreviousData });
}

function useOptimisticUserMutation<V>(options: {
  request: (user: ManagedUser, value: V) => Promise<ManagedUser>;
  patch: (user: ManagedUser, value: V) => ManagedUser;
  success: (user: ManagedUser) => string;
  failure: string;
}) {
  const client = useQueryClient();
  return useMutation<ManagedUser, unknown, { user: ManagedUser; value: V }, Snapshot>({
    mutationFn: ({ user, value }) => options.request(user, value),
    onMutate: ({ user, value }) => patchListRecord<ManagedUser>(client, USERS_KEY, user.id, (u) => options.patch(u, value)),
    onError: (error, _vars, snapshot) => {
      rollback(client, snapshot);
      toast({ title: options.failure, description: errorMessage(error), variant: "destructive" });
      void client.invalidateQueries({ queryKey: USERS_KEY });
    },
    onSuccess: (user) => {
      replaceListRecord(client, USERS_KEY, user);
      toast({ title: options.success(user), variant: "success" });
    },
  });
}

export function useSetRoles() {
  return useOptimisticUserMutation<Role[]>({
    request: (user, roles) => usersApi.setRoles.call({ params: { id: user.id }, body: { roles, version: user.version } }),
    patch: (user, roles) => ({ ...user, roles }),
    success: () => "Rollen gespeichert",
    failure: "Rollen nicht gespeichert",
  });
}

export function useSetActive() {
  return useOptimisticUserMutation<boolean>({
    request: (user, active) => usersApi.setStatus.call({ params: { id: user.id }, body: { active, version: user.version } }),
    patch: (user, active) => ({ ...user, status: active ? "active" : "deactivated" }),
    success: (user) => (user.status === "deactivated" ? "Zugang deaktiviert" : "Zugang reaktiviert"),
    failure: "Status nicht geändert",
  });
}

export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: InviteUserValues) => usersApi.invite.call({ body: values }),
    onSuccess: (invitation) => {
      toast({
        title: "Einladung versendet",
        description: `${invitation.email} erhält eine E-Mail mit dem Link zum Festlegen des Passworts.`,
        variant: "success",
      });
      void client.invalidateQueries({ queryKey: USERS_KEY });
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}

/** Open invitations (both identity providers), newest first. */
export function usePendingInvitations() {
  return useQuery(usersApi.listInvitations.queryOptions());
}

type InvitationList = { items: PendingInvitation[] };

/** Sends an invitation again; the row shows the new validity once the server answers. */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitation: PendingInvitation) => usersApi.resendInvitation.call({ params: { id: invitation.id } }),
    onSuccess: (renewed) => {
      client.setQueryData<InvitationList>(INVITATIONS_KEY, (list) => list && { items: list.items.map((i) => (i.id === renewed.id ? renewed : i)) });
      toast({
        title: "Einladung erneut versendet",
        description: `${renewed.email} erhält einen neuen Link; frühere Links gelten nicht mehr.`,
        variant: "success",
      });
    },
    onError: (error) => {
      toast({ title: "Einladung nicht versendet", description: errorMessage(error), variant: "destructive" });
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}

/** Withdraws an invitation: the row disappears at once and comes back if the server refuses. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation<void, unknown, PendingInvitation, { previous: InvitationList | undefined }>({
    mutationFn: (invitation) => usersApi.revokeInvitation.call({ params: { id: invitation.id } }),
    onMutate: async (invitation) => {
      await client.cancelQueries({ queryKey: INVITATIONS_KEY });
      const previous = client.getQueryData<InvitationList>(INVITATIONS_KEY);
      client.setQueryData<InvitationList>(INVITATIONS_KEY, (list) => list && { items: list.items.filter((i) => i.id !== invitation.id) });
      return { previous };
    },
    onError: (error, _invitation, context) => {
      if (context?.previous) client.setQueryData(INVITATIONS_KEY, context.previous);
      toast({ title: "Einladung nicht zurückgezogen", description: errorMessage(error), variant: "destructive" });
    },
    onSuccess: (_answer, invitation) =>
      toast({ title: "Einladung zurückgezogen", description: `Der Link an ${invitation.email} gilt nicht mehr.`, variant: "success" }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
      void client.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}

const signUpSettingQuery = usersApi.getSignUpSetting.queryOptions();

export function useSignUpSetting() {
  return useQuery(signUpSettingQuery);
}

export function useSetSignUpSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) => usersApi.setSignUpSetting.call({ body: { open } }),
    onSuccess: (setting) => {
      client.setQueryData(signUpSettingQuery.queryKey, setting);
      toast({
        title: setting.open ? "Selbstregistrierung geöffnet" : "Selbstregistrierung geschlossen",
        description: setting.open ? "Neue Konten warten auf Ihre Freischaltung." : "Neue Zugänge nur noch per Einladung.",
      });
    },
    onError: (error) => toast({ title: "Einstellung nicht gespeichert", description: errorMessage(error), variant: "destructive" }),
  });
}

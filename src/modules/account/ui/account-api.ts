/** The account's typed client (ADR 260) and the profile page's queries and mutations. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "#ui/api/client.ts";
import { accountContract } from "../contract.ts";
import type { ProfileUpdate } from "../schema.ts";

export const accountApi = clientOf(accountContract);

export function useOwnProfile() {
  return useQuery(accountApi.getProfile.queryOptions());
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => accountApi.updateProfile.call({ body }),
    onSuccess: (profile) => {
      client.setQueryData(accountApi.getProfile.key(), profile);
      void client.invalidateQueries({ queryKey: accountApi.listActivity.key() });
    },
  });
}

export function useOwnSessions() {
  return useQuery(accountApi.listSessions.queryOptions());
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi.endSession.call({ params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: accountApi.listSessions.key() });
      void client.invalidateQueries({ queryKey: accountApi.listActivity.key() });
    },
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.endOtherSessions.call(),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: accountApi.listSessions.key() });
      void client.invalidateQueries({ queryKey: accountApi.listActivity.key() });
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => accountApi.changePassword.call({ body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accountApi.listSessions.key() });
      void client.invalidateQueries({ queryKey: accountApi.listActivity.key() });
    },
  });
}

const ACTIVITY_PAGE_SIZE = 10;

/** Own activity, page after page by keyset ("Ältere anzeigen"). */
export function useOwnActivity() {
  return useInfiniteQuery({
    queryKey: accountApi.listActivity.key({ query: { pageSize: ACTIVITY_PAGE_SIZE } }),
    queryFn: ({ pageParam, signal }) =>
      accountApi.listActivity.call({ query: { pageSize: ACTIVITY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Reading and changing discussions from the screens (TanStack Query; German toasts on failure). */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { CategoryDetail, CategoryInput, CategorySummary, CreateThreadInput, ModerationInput, PersonRef, PostPage, Revision, SearchPage, ThreadDetail, ThreadPage, WatchLevel } from "../schema.ts";

export const DISCUSSIONS_KEY = ["discussions"] as const;
const CATEGORIES_KEY = [...DISCUSSIONS_KEY, "categories"] as const;
const THREADS_KEY = [...DISCUSSIONS_KEY, "threads"] as const;
export const threadKey = (id: string) => [...DISCUSSIONS_KEY, "thread", id] as const;

export const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: "destructive" });

export function useCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => apiFetch<{ items: CategorySummary[] }>("/api/discussions/categories", { signal }), staleTime: 0 });
}

export function useThreads(categoryId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...THREADS_KEY, categoryId ?? "alle"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ pageSize: "30" });
      if (categoryId) params.set("categoryId", categoryId);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<ThreadPage>(`/api/discussions/threads?${params}`, { signal });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useSearch(q: string) {
  return useInfiniteQuery({
    queryKey: [...DISCUSSIONS_KEY, "search", q],
    enabled: q.trim().length >= 2,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiFetch<SearchPage>(`/api/discussions/search?q=${encodeURIComponent(q)}${pageParam ? `&cursor=${pageParam}` : ""}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useThread(id: string) {
  return useQuery({ queryKey: threadKey(id), queryFn: ({ signal }) => apiFetch<ThreadDetail>(`/api/discussions/threads/${id}`, { signal }), staleTime: 0 });
}

export function fetchPosts(threadId: string, params: { after?: number; before?: number }) {
  const query = new URLSearchParams({ limit: "50" });
  if (params.after !== undefined) query.set("after", String(params.after));
  if (params.before !== undefined) query.set("before", String(params.before));
  return apiFetch<PostPage>(`/api/discussions/threads/${threadId}/posts?${query}`);
}

export function fetchMentionable(categoryId: string, q: string, signal?: AbortSignal) {
  return apiFetch<{ items: PersonRef[] }>(`/api/discussions/mentionable?categoryId=${categoryId}&q=${encodeURIComponent(q)}`, { signal });
}

export function useRevisions(postId: string | null) {
  return useQuery({
    queryKey: [...DISCUSSIONS_KEY, "revisions", postId],
    enabled: Boolean(postId),
    queryFn: ({ signal }) => apiFetch<{ items: Revision[]; current: { body: string; editedAt: string | null } }>(`/api/discussions/posts/${postId}/revisions`, { signal }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: DISCUSSIONS_KEY });
}

export function useCreateThread() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateThreadInput) => apiFetch<{ id: string }>("/api/discussions/threads", { method: "POST", body: input }),
    onSuccess: () => {
      toast({ title: "Thema eröffnet", variant: "success" });
      refresh();
    },
  });
}

export function useReply(threadId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { body: string; quotedPostId: string | null }) => apiFetch<{ id: string; postNumber: number }>(`/api/discussions/threads/${threadId}/posts`, { method: "POST", body: input }),
    onSuccess: () => refresh(),
  });
}

export function useEditPost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; body: string; title?: string; version: number }) => apiFetch<{ version: number }>(`/api/discussions/posts/${id}`, { method: "PUT", body: input }),
    onSuccess: () => {
      toast({ title: "Beitrag gespeichert", variant: "success" });
      refresh();
    },
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => apiFetch<{ threadDeleted: boolean }>(`/api/discussions/posts/${id}?version=${version}`, { method: "DELETE" }),
    onSuccess: ({ threadDeleted }) => {
      toast({ title: threadDeleted ? "Thema gelöscht" : "Beitrag gelöscht", variant: "success" });
      refresh();
    },
    onError: failed("Nicht gelöscht"),
  });
}

export function useModerate(threadId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ModerationInput) => apiFetch<{ version: number; message: string }>(`/api/discussions/threads/${threadId}/moderation`, { method: "POST", body: input }),
    onSuccess: ({ message }) => {
      toast({ title: message, variant: "success" });
      refresh();
    },
    onError: (error) => {
      failed("Aktion nicht ausgeführt")(error);
      refresh();
    },
  });
}

export function useWatch(target: { threadId?: string; categoryId?: string }) {
  const refresh = useRefresh();
  const path = target.threadId ? `/api/discussions/threads/${target.threadId}/watch` : `/api/discussions/categories/${target.categoryId}/watch`;
  return useMutation({
    mutationFn: (level: WatchLevel) => apiFetch<{ level: WatchLevel }>(path, { method: "PUT", body: { level } }),
    onSuccess: () => {
      toast({ title: "Beobachtung gespeichert", variant: "success" });
      refresh();
    },
    onError: failed("Nicht gespeichert"),
  });
}

export function useMarkThreadRead(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postNumber: number) => apiFetch<{ lastReadPostNumber: number }>(`/api/discussions/threads/${threadId}/read`, { method: "POST", body: { postNumber } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CATEGORIES_KEY });
      void client.invalidateQueries({ queryKey: THREADS_KEY });
    },
  });
}

export function useMarkCategoryRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (categoryId: string) => apiFetch<void>(`/api/discussions/categories/${categoryId}/read`, { method: "POST" }),
    onSuccess: () => {
      toast({ title: "Als gelesen markiert", variant: "success" });
      refresh();
    },
    onError: failed("Nicht markiert"),
  });
}

export function useAdminCategories(enabled: boolean) {
  return useQuery({ queryKey: [...CATEGORIES_KEY, "admin"], enabled, queryFn: ({ signal }) => apiFetch<{ items: { id: string; name: string; archived: boolean; version: number }[] }>("/api/discussions/categories/admin", { signal }) });
}

export function useCategoryDetail(id: string | null) {
  return useQuery({ queryKey: [...CATEGORIES_KEY, "detail", id], enabled: Boolean(id), queryFn: ({ signal }) => apiFetch<CategoryDetail>(`/api/discussions/categories/${id}`, { signal }) });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: CategoryInput & { id?: string; version?: number; archived?: boolean }) =>
      id ? apiFetch<CategoryDetail>(`/api/discussions/categories/${id}`, { method: "PUT", body: input }) : apiFetch<CategoryDetail>("/api/discussions/categories", { method: "POST", body: input }),
    onSuccess: (category) => {
      toast({ title: "Bereich gespeichert", description: category.name, variant: "success" });
      refresh();
    },
  });
}

/** Reading and changing discussions from the screens (client derived from contract.ts; German toasts on failure). */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { discussionsContract } from "../contract.ts";
import type { CategoryInput, CreateThreadInput, ModerationInput, WatchLevel } from "../schema.ts";

export const discussionsApi = clientOf(discussionsContract);
export const DISCUSSIONS_KEY = keyOf(discussionsContract);
const CATEGORIES_KEY = discussionsApi.listCategories.key();
const THREADS_KEY = discussionsApi.listThreads.key();
export const threadKey = (id: string) => discussionsApi.getThread.key({ params: { id } });

export const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: "destructive" });

export function useCategories() {
  return useQuery({ ...discussionsApi.listCategories.queryOptions(), staleTime: 0 });
}

export function useThreads(categoryId: string | undefined) {
  return useInfiniteQuery({
    queryKey: discussionsApi.listThreads.key({ query: { categoryId } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => discussionsApi.listThreads.call({ query: { pageSize: 30, categoryId, cursor: pageParam } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useSearch(q: string) {
  return useInfiniteQuery({
    queryKey: discussionsApi.search.key({ query: { q } }),
    enabled: q.trim().length >= 2,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => discussionsApi.search.call({ query: { q, cursor: pageParam } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useThread(id: string) {
  return useQuery({ ...discussionsApi.getThread.queryOptions({ params: { id } }), staleTime: 0 });
}

export function fetchPosts(threadId: string, params: { after?: number; before?: number }) {
  return discussionsApi.listPosts.call({ params: { id: threadId }, query: { limit: 50, ...params } });
}

export function fetchMentionable(categoryId: string, q: string, signal?: AbortSignal) {
  return discussionsApi.mentionable.call({ query: { categoryId, q } }, { signal });
}

export function useRevisions(postId: string | null) {
  return useQuery({ ...discussionsApi.listRevisions.queryOptions({ params: { id: postId ?? "" } }), enabled: Boolean(postId) });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: DISCUSSIONS_KEY });
}

export function useCreateThread() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateThreadInput) => discussionsApi.createThread.call({ body: input }),
    onSuccess: () => {
      toast({ title: "Thema eröffnet", variant: "success" });
      refresh();
    },
  });
}

export function useReply(threadId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { body: string; quotedPostId: string | null }) => discussionsApi.reply.call({ params: { id: threadId }, body: input }),
    onSuccess: () => refresh(),
  });
}

export function useEditPost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; body: string; title?: string; version: number }) =>
      discussionsApi.editPost.call({ params: { id }, body: input }),
    onSuccess: () => {
      toast({ title: "Beitrag gespeichert", variant: "success" });
      refresh();
    },
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => discussionsApi.deletePost.call({ params: { id }, query: { version } }),
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
    mutationFn: (input: ModerationInput) => discussionsApi.moderateThread.call({ params: { id: threadId }, body: input }),
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
  return useMutation({
    mutationFn: (level: WatchLevel) =>
      target.threadId
        ? discussionsApi.watchThread.call({ params: { id: target.threadId }, body: { level } })
        : discussionsApi.watchCategory.call({ params: { id: target.categoryId ?? "" }, body: { level } }),
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
    mutationFn: (postNumber: number) => discussionsApi.markThreadRead.call({ params: { id: threadId }, body: { postNumber } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CATEGORIES_KEY });
      void client.invalidateQueries({ queryKey: THREADS_KEY });
    },
  });
}

export function useMarkCategoryRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (categoryId: string) => discussionsApi.markCategoryRead.call({ params: { id: categoryId } }),
    onSuccess: () => {
      toast({ title: "Als gelesen markiert", variant: "success" });
      refresh();
    },
    onError: failed("Nicht markiert"),
  });
}

export function useAdminCategories(enabled: boolean) {
  return useQuery({ ...discussionsApi.listAllCategories.queryOptions(), enabled });
}

export function useCategoryDetail(id: string | null) {
  return useQuery({ ...discussionsApi.getCategory.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: CategoryInput & { id?: string; version?: number; archived?: boolean }) =>
      id
        ? discussionsApi.updateCategory.call({ params: { id }, body: { ...input, version: input.version ?? 0, archived: input.archived ?? false } })
        : discussionsApi.createCategory.call({ body: input }),
    onSuccess: (category) => {
      toast({ title: "Bereich gespeichert", description: category.name, variant: "success" });
      refresh();
    },
  });
}

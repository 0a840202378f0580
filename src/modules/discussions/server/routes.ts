/**
 * The discussions endpoints. Every route is open to members ("discussions"); what a caller may
 * read or change inside is decided per category, thread and post by the services (a thread in a
 * category the caller may not read answers 404). Moderation is the board's, category
 * administration the admins'.
 */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { idParams, versionQuery } from "../../../platform/http/params.ts";
import { categoryInput, categoryUpdate, createThreadInput, editPostInput, mentionableQuery, moderationInput, postsQuery, readInput, replyInput, searchQuery, threadListQuery, watchInput } from "../schema.ts";
import { createCategory, getCategory, listAllCategories, listCategories, markCategoryRead, setCategoryWatch, updateCategory } from "./categories.ts";
import { listThreads } from "./thread-list.ts";
import { getThread, listPosts, listRevisions } from "./posts.ts";
import { createThread, markThreadRead, moderateThread, setThreadWatch } from "./thread-changes.ts";
import { deletePost, editPost, reply } from "./post-changes.ts";
import { searchDiscussions } from "./search.ts";
import { mentionable } from "./mentionable.ts";

const THREAD = "Das Thema";
const POST = "Der Beitrag";
const CATEGORY = "Der Bereich";

export const discussionRoutes = [
  route({ method: "GET", path: "/api/discussions/categories", access: "discussions", handle: ({ db, user }) => listCategories(db, user) }),
  route({ method: "GET", path: "/api/discussions/categories/admin", access: "discussionsAdminister", handle: ({ db }) => listAllCategories(db) }),
  route({ method: "POST", path: "/api/discussions/categories", access: "discussionsAdminister", body: categoryInput, handle: async ({ db, user, body }) => created(await createCategory(db, user, body)) }),
  route({ method: "GET", path: "/api/discussions/categories/:id", access: "discussionsAdminister", params: idParams, notFound: CATEGORY, handle: ({ db, user, params }) => getCategory(db, user, params.id) }),
  route({ method: "PUT", path: "/api/discussions/categories/:id", access: "discussionsAdminister", params: idParams, notFound: CATEGORY, body: categoryUpdate, handle: ({ db, user, params, body }) => updateCategory(db, user, params.id, body) }),
  route({ method: "PUT", path: "/api/discussions/categories/:id/watch", access: "discussions", params: idParams, notFound: CATEGORY, body: watchInput, handle: ({ db, user, params, body }) => setCategoryWatch(db, user, params.id, body.level) }),
  route({ method: "POST", path: "/api/discussions/categories/:id/read", access: "discussions", params: idParams, notFound: CATEGORY, handle: ({ db, user, params }) => markCategoryRead(db, user, params.id) }),

  route({ method: "GET", path: "/api/discussions/threads", access: "discussions", query: threadListQuery, handle: ({ db, user, query }) => listThreads(db, user, query) }),
  route({
    method: "POST",
    path: "/api/discussions/threads",
    access: "discussions",
    body: createThreadInput,
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { id, deliveryIds } = await createThread(db, user, body);
      deliverAfterResponse(deliveryIds);
      return created({ id });
    },
  }),
  route({ method: "GET", path: "/api/discussions/threads/:id", access: "discussions", params: idParams, notFound: THREAD, handle: ({ db, user, params }) => getThread(db, user, params.id) }),
  route({ method: "GET", path: "/api/discussions/threads/:id/posts", access: "discussions", params: idParams, notFound: THREAD, query: postsQuery, handle: ({ db, user, params, query }) => listPosts(db, user, params.id, query) }),
  route({
    method: "POST",
    path: "/api/discussions/threads/:id/posts",
    access: "discussions",
    params: idParams,
    notFound: THREAD,
    body: replyInput,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds, ...post } = await reply(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return created(post);
    },
  }),
  route({ method: "POST", path: "/api/discussions/threads/:id/moderation", access: "discussionsModerate", params: idParams, notFound: THREAD, body: moderationInput, handle: ({ db, user, params, body }) => moderateThread(db, user, params.id, body) }),
  route({ method: "PUT", path: "/api/discussions/threads/:id/watch", access: "discussions", params: idParams, notFound: THREAD, body: watchInput, handle: ({ db, user, params, body }) => setThreadWatch(db, user, params.id, body.level) }),
  route({ method: "POST", path: "/api/discussions/threads/:id/read", access: "discussions", params: idParams, notFound: THREAD, body: readInput, handle: ({ db, user, params, body }) => markThreadRead(db, user, params.id, body.postNumber) }),

  route({
    method: "PUT",
    path: "/api/discussions/posts/:id",
    access: "discussions",
    params: idParams,
    notFound: POST,
    body: editPostInput,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds, version } = await editPost(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return { version };
    },
  }),
  route({ method: "DELETE", path: "/api/discussions/posts/:id", access: "discussions", params: idParams, notFound: POST, query: versionQuery, handle: ({ db, user, params, query }) => deletePost(db, user, params.id, query.version) }),
  route({ method: "GET", path: "/api/discussions/posts/:id/revisions", access: "discussions", params: idParams, notFound: POST, handle: ({ db, user, params }) => listRevisions(db, user, params.id) }),

  route({ method: "GET", path: "/api/discussions/search", access: "discussions", cost: "search", query: searchQuery, handle: ({ db, user, query }) => searchDiscussions(db, user, query.q, query.cursor) }),
  route({ method: "GET", path: "/api/discussions/mentionable", access: "discussions", query: mentionableQuery, handle: ({ db, user, query }) => mentionable(db, user, query.categoryId, query.q) }),
];

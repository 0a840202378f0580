/** The discussions route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { discussionsContract as discussions } from "../contract.ts";
import { createCategory, getCategory, listAllCategories, listCategories, markCategoryRead, setCategoryWatch, updateCategory } from "./categories.ts";
import { mentionable } from "./mentionable.ts";
import { deletePost, editPost, reply } from "./post-commands.ts";
import { getThread, listPosts, listRevisions } from "./posts.ts";
import { searchDiscussions } from "./search.ts";
import { createThread, markThreadRead, moderateThread, setThreadWatch } from "./thread-commands.ts";
import { listThreads } from "./thread-list.ts";

export const discussionRoutes = [
  route(discussions.listCategories, { handle: ({ db, user }) => listCategories(db, user) }),
  route(discussions.listAllCategories, { handle: ({ db }) => listAllCategories(db) }),
  route(discussions.createCategory, { handle: ({ db, user, body }) => createCategory(db, user, body) }),
  route(discussions.getCategory, { handle: ({ db, user, params }) => getCategory(db, user, params.id) }),
  route(discussions.updateCategory, { handle: ({ db, user, params, body }) => updateCategory(db, user, params.id, body) }),
  route(discussions.watchCategory, { handle: ({ db, user, params, body }) => setCategoryWatch(db, user, params.id, body.level) }),
  route(discussions.markCategoryRead, { handle: ({ db, user, params }) => markCategoryRead(db, user, params.id) }),

  route(discussions.listThreads, { handle: ({ db, user, query }) => listThreads(db, user, query) }),
  route(discussions.createThread, {
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { id, deliveryIds } = await createThread(db, user, body);
      deliverAfterResponse(deliveryIds);
      return { id };
    },
  }),
  route(discussions.getThread, { handle: ({ db, user, params }) => getThread(db, user, params.id) }),
  route(discussions.listPosts, { handle: ({ db, user, params, query }) => listPosts(db, user, params.id, query) }),
  route(discussions.reply, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds, ...post } = await reply(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return post;
    },
  }),
  route(discussions.moderateThread, { handle: ({ db, user, params, body }) => moderateThread(db, user, params.id, body) }),
  route(discussions.watchThread, { handle: ({ db, user, params, body }) => setThreadWatch(db, user, params.id, body.level) }),
  route(discussions.markThreadRead, { handle: ({ db, user, params, body }) => markThreadRead(db, user, params.id, body.postNumber) }),

  route(discussions.editPost, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds, version } = await editPost(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return { version };
    },
  }),
  route(discussions.deletePost, { handle: ({ db, user, params, query }) => deletePost(db, user, params.id, query.version) }),
  route(discussions.listRevisions, { handle: ({ db, user, params }) => listRevisions(db, user, params.id) }),

  route(discussions.search, { cost: "search", handle: ({ db, user, query }) => searchDiscussions(db, user, query.q, query.cursor) }),
  route(discussions.mentionable, { handle: ({ db, user, query }) => mentionable(db, user, query.categoryId, query.q) }),
];

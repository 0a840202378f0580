/** The content editor's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { reply } from "#platform/http/reply.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { requiredRolesOf } from "#shared/access.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { contentContract as content } from "../contract.ts";
import { createEntryDraft, discardDraft, draftView, loadDraft, rebaseDraft, saveDraft, startDraft } from "./drafts.ts";
import { draftPicture, readImageBody, uploadDraftImage } from "./draft-images.ts";
import { getEntry, listCollections } from "./listing.ts";
import { checkPublication, listPublications } from "./publications.ts";
import { publishDraft, requireTarget, unpublishEntry } from "./publish.ts";
import { publishingSetup } from "./setup.ts";
import { submitForReview } from "./review.ts";

const canPublish = (user: AuthUser) => hasAnyRole(user.roles, requiredRolesOf("contentPublish"));
const repository = async () => requireTarget(await publishingSetup()).repository;

export const contentRoutes = [
  route(content.overview, {
    handle: async ({ db, user }) => {
      const setup = await publishingSetup();
      return {
        collections: setup.kind === "unconfigured" ? [] : await listCollections(db, setup.repository),
        canPublish: canPublish(user),
        target: setup.kind,
      };
    },
  }),
  route(content.entry, { handle: async ({ db, user, params }) => getEntry(db, await repository(), params.collection, params.entryId, canPublish(user)) }),
  route(content.newEntry, { handle: async ({ db, user, body }) => createEntryDraft(db, await repository(), user, body) }),
  route(content.unpublish, {
    handle: async ({ db, user, params, body }) => unpublishEntry(db, await publishingSetup(), user, params.collection, params.entryId, body.sha),
  }),
  route(content.startDraft, {
    handle: async ({ db, user, body }) => {
      const result = await startDraft(db, await repository(), user, body.collection, body.entryId, body.fresh);
      return reply(result.draft, { status: result.created ? 201 : 200 });
    },
  }),
  route(content.draft, { handle: async ({ db, params }) => draftView(db, await loadDraft(db, params.id)) }),
  route(content.saveDraft, { maxBodyBytes: 400_000, handle: ({ db, user, params, body }) => saveDraft(db, user, params.id, body) }),
  route(content.discardDraft, { handle: ({ db, user, params, query }) => discardDraft(db, user, params.id, query.version) }),
  route(content.rebaseDraft, { handle: async ({ db, user, params, body }) => rebaseDraft(db, await repository(), user, params.id, body.version) }),
  route(content.uploadPicture, {
    handle: async ({ db, user, params, query, req }) => uploadDraftImage(db, user, params.id, await readImageBody(req), query.name),
  }),
  route(content.picture, { handle: async ({ db, params, query }) => draftPicture(db, await repository(), params.id, query.ref) }),
  route(content.submitForReview, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const result = await submitForReview(db, user, params.id, body.version);
      deliverAfterResponse(result.deliveryIds);
      return { notified: result.notified };
    },
  }),
  route(content.publish, { handle: async ({ db, user, params, body }) => publishDraft(db, await publishingSetup(), user, params.id, body.version) }),
  route(content.publications, { handle: ({ db, query }) => listPublications(db, query.cursor) }),
  route(content.publication, {
    handle: async ({ db, params }) => {
      const setup = await publishingSetup();
      return checkPublication(db, setup.kind === "unconfigured" ? undefined : setup.deployment, params.id);
    },
  }),
];
